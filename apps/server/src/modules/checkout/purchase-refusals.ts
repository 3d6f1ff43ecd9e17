// Why a purchase is refused, with nothing bought: the 422 it answers with, the 409 of a cart that
// changed, the checks made on the priced cart before anything is locked (the same rules hold again
// inside the purchase transaction) and the wallet that is short.
import { ErrorCode, PURCHASE_REFUSED, type CartBlockedReason, type PurchaseBody } from '@fairdraw/contracts';
import { formatMoney } from '@fairdraw/domain';
import { AppError, ConflictError } from '../../lib/errors';
import type { PricedCart } from '../cart/cart.service';

/** A 422 when the cart cannot be bought as it is; the field says what to look at. Nothing changed. */
export class PurchaseRefusedError extends AppError {
  constructor(field: string, code: string, message: string) {
    super(422, PURCHASE_REFUSED, message, { [field]: [{ code, message }] });
    this.name = 'PurchaseRefusedError';
  }
}

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Add a ticket before checking out.';
export const CART_CHANGED_MESSAGE =
  'Your cart changed while you were paying. Nothing was bought: please check your cart and try again.';

const money = (cents: number) => formatMoney(cents);

/**
 * A purchase of named items is priced over those items only (their total, their blocked reasons). A
 * named item that is no longer in the cart (bought in another tab, removed) means the cart changed.
 */
export function refuseMissingItems(priced: PricedCart, cartItemIds: readonly string[] | undefined): void {
  if (cartItemIds && priced.items.length + priced.removed.length !== new Set(cartItemIds).size)
    throw new ConflictError(CART_CHANGED_MESSAGE, 'cart_changed');
}

/** The field a blocked item's refusal points at: the quantity, where the customer lives, or the total. */
function blockedField(reason: CartBlockedReason): string {
  if (reason === 'sold_out') return 'quantity';
  if (reason === 'licensing_restriction') return 'general';
  return 'cartTotal';
}

/** Checks made on the priced cart before anything is locked; the same rules hold again inside. */
export function refuseUnbuyableCart(priced: PricedCart, body: PurchaseBody): void {
  const removed = priced.removed[0];
  if (removed) {
    const name = removed.offerName ?? 'An item';
    throw new PurchaseRefusedError(
      'drawNo',
      removed.reason,
      removed.reason === 'draw_closed'
        ? `${name} draw ${removed.row.drawNo} has closed, so it was taken out of your cart. Nothing was bought: please check your cart.`
        : `${name} is no longer on sale, so it was taken out of your cart. Nothing was bought: please check your cart.`,
    );
  }
  if (priced.items.length === 0) throw new PurchaseRefusedError('general', 'cart_empty', EMPTY_CART_MESSAGE);
  const blocked = priced.result.blockedReasons[0];
  if (blocked) throw new PurchaseRefusedError(blockedField(blocked.reason), blocked.reason, blocked.message);
  const expected = body.expectedTotal;
  const total = priced.result.cartTotal;
  // Compared as sent: any other amount or currency is not what the cart costs (and is never parsed).
  if (expected && (expected.amount !== total.amount || expected.currency !== total.currency))
    throw new PurchaseRefusedError(
      'cartTotal',
      'total_changed',
      `Your cart now costs ${money(priced.totalCents)}, not ${expected.currency === total.currency ? `$${expected.amount}` : `${expected.amount} ${expected.currency}`}. Nothing was bought: please check your cart and try again.`,
    );
}

export function shortFunds(balanceCents: number, totalCents: number): PurchaseRefusedError {
  return new PurchaseRefusedError(
    'wallet',
    ErrorCode.insufficientFunds,
    `Your wallet holds ${money(balanceCents)} and this purchase costs ${money(totalCents)}. Add ${money(totalCents - balanceCents)} or remove something from your cart.`,
  );
}
