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

/** A sign-in on the way to paying: the target is the cart. */
export function isCheckoutRedirect(raw: string | null): boolean {
  return raw !== null && redirectTarget(raw, 'http://shop.invalid', '').split(/[?#]/)[0] === '/cart';
}

export const FORCE_PASSWORD_CHANGE_PATH = '/force-password-change';

export const UPGRADE_ACCOUNT_PATH = '/my-account/upgrade-account';

/** `page`, coming back to `to` (an in-app path) once done; never back to `page` itself. */
function pageReturningTo(page: string, to: string): string {
  const back = to.split(/[?#]/)[0] === page ? '/' : to;
  return back === '/' ? page : `${page}?redirect=${encodeURIComponent(back)}`;
}

/** The forced password change page, coming back to `to` once done. */
export function forcePasswordChangePath(to: string): string {
  return pageReturningTo(FORCE_PASSWORD_CHANGE_PATH, to);
}

/** The account upgrade page (the current terms), coming back to `to` once done. */
export function upgradeAccountPath(to: string): string {
  return pageReturningTo(UPGRADE_ACCOUNT_PATH, to);
}
