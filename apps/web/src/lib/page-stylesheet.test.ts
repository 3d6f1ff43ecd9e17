import { afterEach, describe, expect, it } from 'vitest';
import { applyPageStylesheet } from './page-stylesheet';

function preloadedStylesheet(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.href = '/assets/style-3.css';
  link.setAttribute('data-page-stylesheet', '');
  document.body.append(link);
  return link;
}

afterEach(() => {
  document.querySelectorAll('link').forEach((link) => link.remove());
});

describe('the whole stylesheet of a page the server drew', () => {
  it('is applied, and the app waits until it has loaded', async () => {
    const link = preloadedStylesheet();
    let applied = false;
    const done = applyPageStylesheet().then(() => (applied = true));
    expect(link.rel).toBe('stylesheet');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(applied).toBe(false);
    link.dispatchEvent(new Event('load'));
    await done;
    expect(applied).toBe(true);
  });

  it('does not hold the app back when it fails to load', async () => {
    const link = preloadedStylesheet();
    const done = applyPageStylesheet();
    link.dispatchEvent(new Event('error'));
    await expect(done).resolves.toBeUndefined();
  });

  it('is waited for only so long when it never says it loaded', async () => {
    preloadedStylesheet();
    await expect(applyPageStylesheet(document, 30)).resolves.toBeUndefined();
  });

  it('is not waited for on a page that carries none', async () => {
    await expect(applyPageStylesheet()).resolves.toBeUndefined();
  });
});
