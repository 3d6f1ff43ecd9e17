// The cart's port: what a purchase does to the cart inside its own transaction (modules/checkout).
import type { Tx } from '@fairdraw/db';
import { listItems, lockCart, type CartItemRow } from './cart.repository';

/**
 * Inside a purchase transaction: locks the cart and returns its items as stored now, or null when
 * the cart is gone. Changes to the cart wait until the purchase commits.
 */
export async function lockCartForPurchase(tx: Tx, cartId: string): Promise<CartItemRow[] | null> {
  if (!(await lockCart(tx, cartId))) return null;
  // A separate statement on purpose: at READ COMMITTED it reads after the lock was granted, so it
  // sees what a purchase that held the lock before has already taken out. Read in the locking
  // statement itself, the items would be those of before the wait, and could be sold twice.
  return listItems(tx, cartId);
}
