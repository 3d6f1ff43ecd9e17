// The cart's port: what a purchase reads of the cart in its own statements (modules/checkout).
import { purchaseCartFrom, type CartItemRow, type CartRow } from './cart.repository';

export type { CartItemRow, CartRow };

/**
 * The customer's cart and its items as the purchase's read or lock answered them (`checkout_purchase_state`,
 * migration 0031); locked, changes to the cart wait until the purchase commits. No cart: null.
 */
export function purchaseCart(cart: unknown, items: unknown): { cart: CartRow | null; items: CartItemRow[] } {
  return purchaseCartFrom(cart, items);
}
