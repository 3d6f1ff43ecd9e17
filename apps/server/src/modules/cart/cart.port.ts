// The cart's port: what a purchase does to the cart inside its own transaction (modules/checkout).
import type { Tx } from '@fairdraw/db';
import { lockedItems, type CartItemRow } from './cart.repository';

/**
 * Inside a purchase transaction: locks the cart and returns its items as stored once the lock is held
 * (none when the cart is gone), in one round trip. Changes to the cart wait until the purchase commits.
 */
export async function lockCartForPurchase(tx: Tx, cartId: string): Promise<CartItemRow[]> {
  return lockedItems(tx, cartId);
}
