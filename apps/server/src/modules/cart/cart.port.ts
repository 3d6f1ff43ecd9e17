// The cart's port: what a purchase reads of the cart inside its own transaction (modules/checkout).
import { lockedItemsFrom, type CartItemRow } from './cart.repository';

/**
 * The cart's items as stored once the purchase's locking call held the cart's lock (none when the cart is
 * gone). Changes to the cart wait until the purchase commits.
 */
export function lockedCartItems(answer: unknown): CartItemRow[] {
  return lockedItemsFrom(answer);
}
