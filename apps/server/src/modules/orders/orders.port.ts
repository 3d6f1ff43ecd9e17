// The orders' port: a purchase records what was bought inside its own transaction (modules/checkout).
import { byColumnName, checkouts, orderDraws, orders } from '@fairdraw/db';

export type NewCheckout = typeof checkouts.$inferInsert;
export type NewOrder = typeof orders.$inferInsert & { id: string };

export interface PurchaseRecord {
  /** Its ledger transaction and the balance after are filled in by the database call that debits. */
  checkout: Omit<NewCheckout, 'ledgerTransactionId' | 'balanceAfterCents'>;
  /** Their ids are chosen by the caller, so the draws below can name them. */
  orders: NewOrder[];
  /** Every draw each order plays. */
  orderDraws: Array<{ orderId: string; drawId: string }>;
}

/**
 * The checkout, its orders and their draws as `orders_record` (migration 0026) writes them inside a
 * purchase's one database call (decision 0061): rows keyed by column name.
 */
export function purchaseRecordRows(record: PurchaseRecord) {
  return {
    checkout: byColumnName(checkouts, record.checkout),
    orders: record.orders.map((order) => byColumnName(orders, order)),
    order_draws: record.orderDraws.map((draw) => byColumnName(orderDraws, draw)),
  };
}
