/** Pages where a logged-out visitor signs in or registers. */
const SIGN_IN_PATHS = ['/login', '/register', '/checkout/login'];
/** Checkout pages; the customer pays on /cart itself (decision 0010). */
const CHECKOUT_PATHS = ['/cart', '/checkout'];

function matches(pathname: string, paths: readonly string[]): boolean {
  return paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * Condensed on checkout pages with a non-empty cart, and on login and register pages for logged-out
 * visitors; full everywhere else (shop-core §2 "Layout behaviour").
 */
export function footerVariant(
  pathname: string,
  session: { isAuthenticated: boolean; cartItemCount: number },
): 'full' | 'condensed' {
  if (matches(pathname, CHECKOUT_PATHS) && session.cartItemCount > 0) return 'condensed';
  if (matches(pathname, SIGN_IN_PATHS) && !session.isAuthenticated) return 'condensed';
  return 'full';
}
