// The orders' port: a purchase records what was bought inside its own transaction (modules/checkout).
import { checkouts, orderDraws, orders, type Tx } from '@fairdraw/db';

export type NewCheckout = typeof checkouts.$inferInsert;
export type NewOrder = typeof orders.$inferInsert & { id: string };

export interface PurchaseRecord {
  checkout: NewCheckout;
  /** Their ids are chosen by the caller, so the draws below can name them. */
  orders: NewOrder[];
  /** Every draw each order plays. */
  orderDraws: Array<{ orderId: string; drawId: string }>;
}

/**
 * Writes the checkout, its orders and their draws: one statement each, because every round trip is
 * time the purchase's locked rows stay locked.
 */
export async function recordPurchase(tx: Tx, record: PurchaseRecord): Promise<void> {
  await tx.insert(checkouts).values(record.checkout);
  await tx.insert(orders).values(record.orders);
  if (record.orderDraws.length > 0) await tx.insert(orderDraws).values(record.orderDraws);
}
