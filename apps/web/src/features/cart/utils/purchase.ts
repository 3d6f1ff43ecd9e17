// What goes with a purchase and what its failures say (shop-core §7 "POST /cart/purchase").
import { ApiError } from '@fairdraw/client';
import type { PurchaseBody } from '@fairdraw/contracts';
import type { CartView } from '../../../lib/cart/cart-cache';

const campaignFields = [
  ['utm_campaign', 'campaign'],
  ['utm_content', 'content'],
  ['utm_medium', 'medium'],
  ['utm_source', 'source'],
  ['utm_term', 'term'],
] as const;

type SessionMetadata = NonNullable<NonNullable<PurchaseBody['metadata']>['session']>;

/** The campaign the visitor came with (carried to /cart in the URL) and where they came from. */
export function campaignSession(search: string, referrer: string): SessionMetadata {
  const params = new URLSearchParams(search);
  const session: SessionMetadata = {};
  for (const [param, field] of campaignFields) {
    const value = params.get(param);
    if (value) session[field] = value;
  }
  if (referrer) {
    session.referrer = referrer;
    try {
      session.referringDomain = new URL(referrer).hostname;
    } catch {
      // A referrer that is not a URL is still worth keeping as it is.
    }
  }
  return session;
}

/** The purchase body: pay from the wallet, the total the customer saw, and where they came from. */
export function purchaseBody(cart: CartView, location: { href: string; search: string }, referrer: string) {
  return {
    purchaseData: { paymentMethod: 'wallet' },
    metadata: {
      pageUrl: location.href,
      platform: 'web',
      session: campaignSession(location.search, referrer),
    },
    expectedTotal: cart.cartTotal,
  } satisfies PurchaseBody;
}

/**
 * What one purchase attempt buys. The same attempt (retried after a network failure) keeps its
 * Idempotency-Key; a changed cart is a new attempt with a new key.
 */
export function purchaseFingerprint(cart: CartView): string {
  const items = cart.cartItems.map((item) => `${item.id}:${item.total.amount}`).join(',');
  return `${cart.cartReference}|${cart.cartTotal.amount}|${items}`;
}

/** Field errors of a refused purchase, most general first: the cart, the wallet, the total, then items. */
const purchaseFields = ['general', 'wallet', 'cartTotal', 'drawNo', 'quantity'];

export const PURCHASE_FAILED_MESSAGE =
  'We couldn’t confirm your purchase. Please try again: you won’t be charged twice.';

/** The messages to show near the total when the purchase failed. */
export function purchaseErrorMessages(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) {
    return [PURCHASE_FAILED_MESSAGE];
  }
  const fields = [
    ...purchaseFields,
    ...Object.keys(error.errors).filter((key) => !purchaseFields.includes(key)),
  ];
  const messages = fields.flatMap((field) => error.errors[field] ?? []);
  return messages.length > 0 ? [...new Set(messages)] : [error.message];
}
