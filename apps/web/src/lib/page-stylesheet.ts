/**
 * A page the server drew carries in its head only the style rules of its drawing, and preloads the whole
 * stylesheet after its markup (decision 0063). The app applies it, and waits for it, before it replaces
 * the drawing: every screen it can show then has its styles. Settles at once on a page without one.
 */
export function applyPageStylesheet(page: Document = document, waitAtMostMs = 10_000): Promise<void> {
  const preload = page.querySelector<HTMLLinkElement>('link[data-page-stylesheet]');
  if (!preload) return Promise.resolve();
  return new Promise((resolve) => {
    // A stylesheet that fails, or never says it loaded, leaves the drawing's rules: the app still starts.
    preload.addEventListener('load', () => resolve(), { once: true });
    preload.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, waitAtMostMs);
    preload.removeAttribute('data-page-stylesheet');
    preload.rel = 'stylesheet';
  });
}
