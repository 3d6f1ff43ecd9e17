// What goes with a purchase and what its failures say (shop-core §7 "POST /cart/purchase").
import { ApiError } from '@fairdraw/client';
import type { PurchaseBody } from '@fairdraw/contracts';
import type { CartView } from './cart-cache';
import type { SessionCampaign } from '../../../lib/campaign';

/**
 * The purchase body: pay from the wallet for the items and the total the customer saw (an item added
 * in another tab meanwhile stays in the cart), the page, and the campaign and referrer the browsing
 * session started with (not the current address: the campaign may have been several pages ago).
 */
export function purchaseBody(cart: CartView, pageUrl: string, session: SessionCampaign) {
  return {
    purchaseData: { paymentMethod: 'wallet' },
    cartItemIds: cart.cartItems.map((item) => String(item.id)),
    metadata: { pageUrl, platform: 'web', session },
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
