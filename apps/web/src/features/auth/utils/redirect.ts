import { isAllowedRedirectUrl } from '@fairdraw/domain';

/**
 * Where to go after signing in: the `?redirect=` target when it is allowed (shop-core §5) and on this
 * site, as an in-app path; otherwise home.
 */
export function redirectTarget(raw: string | null, origin: string, fallback = '/'): string {
  if (!raw || !isAllowedRedirectUrl(raw)) return fallback;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
