// The web app's fixed page paths (react-router patterns), shared so the server can tell a page from a
// wrong turn before the app loads: it answers 404 for a path no page claims, and names each page for
// search engines and shared links. apps/web checks that its router and this list agree.

/** Short addresses people type for the about pages; each leads to /about/<alias>. */
export const ABOUT_ALIASES = [
  'privacy',
  'cookie-policy',
  'faq',
  'terms-and-conditions',
  'terms-of-use',
  'contact-us',
] as const;

/** Paths every visitor or customer may open; `:name` is one segment, `?` optional, `*` the rest. */
export const FIXED_PAGE_PATTERNS = [
  '',
  'lotto-tickets',
  'charity-tickets',
  'syndicates',
  'your-support',
  'app',
  'app/android',
  'app/android/install',
  'marketing/feature-banner',
  'lotto-results/lotteries/:page?',
  'lotto-results/raffles/:page?',
  'lotto-results/:page?',
  'login',
  'register',
  'logout',
  'force-password-change',
  'forgot-password',
  'reset-password/:token',
  'change-Password',
  'login/autologin/:autologinToken',
  'login/transfer/:autologinToken',
  'checkout/login',
  'cart',
  'cart/buy',
  'cart/replay/:replayID',
  'buy',
  'receipt/:checkoutID',
  'ticket-checker',
  'my-account',
  'my-account/login-and-security',
  'my-account/upgrade-account',
  'my-account/cards-and-accounts',
  'my-account/deposit',
  'my-account/deposit/:depositId/cancel',
  'my-account/deposit/authorisation/:depositID',
  'my-account/deposit/details/:depositID',
  'my-account/deposit/details/:depositID/failure',
  'my-account/deposit/details/:depositID/success',
  'my-account/deposit/summary/:transactionID',
  'checkout/deposit/:depositId/success',
  'checkout/deposit/:depositId/cancel',
  'deposit',
  'my-account/my-details',
  'my-account/confirm-address/:token?',
  'my-account/favourite-numbers',
  'communication-preferences',
  'communication-preferences/:id',
  'unsubscribe/:customerId/:productOfferKey?',
  'close-my-account',
  'close-my-account/success',
  'my-account/upcoming-tickets/:page?',
  'my-account/upcoming-tickets/ticket/:id',
  'my-account/past-tickets/:page?',
  'my-account/past-tickets/ticket/:id',
  'my-account/withdraw',
  'my-account/withdraw/details/:withdrawID',
  'my-account/withdraw/summary/:transactionID',
  'my-account/transactions/:page?',
  'my-account/spend-limits',
  'my-account/precommitment-limit',
  'my-account/verify-account',
  'my-account/manual-verification',
  'account-verification',
  'about',
  'about/contact-us',
  ...ABOUT_ALIASES,
  'blog',
  'causes',
  'causes/:causeSlug/:productOfferKey',
  'preview',
] as const;

/**
 * Paths whose page exists only when the content service or the catalogue has it: the server asks before
 * answering 200. The web app's router has them too.
 */
export const CONTENT_PAGE_PATTERNS = [
  'about/*',
  'blog/category/:slug/:page?',
  'blog/:blogSlug',
  'causes/:causeSlug',
] as const;

/** Pages other sites may show in a frame (marketing banners); every other page refuses to be framed. */
export const EMBEDDABLE_PAGE_PATTERNS = ['marketing/feature-banner'] as const;

export function isEmbeddablePage(pathname: string): boolean {
  return EMBEDDABLE_PAGE_PATTERNS.some((pattern) => matchPagePattern(pattern, pathname) !== null);
}

/** The parameters of `pattern` in `pathname` (no leading slash), or null when it does not match. */
export function matchPagePattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern === '' ? [] : pattern.split('/');
  const have = pathname.split('/').filter((segment) => segment !== '');
  const params: Record<string, string> = {};
  let index = 0;
  for (const part of want) {
    if (part === '*') {
      if (index >= have.length) return null;
      params['*'] = have.slice(index).join('/');
      return params;
    }
    const segment = have[index];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (optional) continue;
        return null;
      }
      params[name] = segment;
    } else if (segment === undefined || segment.toLowerCase() !== part.toLowerCase()) {
      return null;
    }
    index += 1;
  }
  return index === have.length ? params : null;
}

/** Whether one of the fixed pages claims the path. */
export function isFixedPage(pathname: string): boolean {
  return FIXED_PAGE_PATTERNS.some((pattern) => matchPagePattern(pattern, pathname) !== null);
}
