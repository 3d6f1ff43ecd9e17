// A deploy replaces the hashed chunks; a tab left open for a day then fails to load a page's code.
// Such a failure on a page older than 24 hours reloads the page to pick up the new build (shop-core §4).

export const STALE_PAGE_MS = 24 * 60 * 60 * 1000;
const loadedAt = Date.now();

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|importing a module script failed|error loading dynamically imported/i.test(
    message,
  );
}

export function shouldReloadForChunkError(error: unknown, now: number = Date.now()): boolean {
  return isChunkLoadError(error) && now - loadedAt > STALE_PAGE_MS;
}
