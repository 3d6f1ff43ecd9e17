// The purchase's one database call (migration 0026, decision 0061): `checkout_purchase` writes what the
// checkout decided, each part by the function of the module that owns its tables.
import { queryRows, sql, type Tx } from '@fairdraw/db';
import type { WalletPosting } from '../ledger/ledger.service';
import type { purchaseRecordRows } from '../orders/orders.port';
import type { CartRedemption } from '../promotions/promotions.port';
import type { StockLine, StockRefusal } from './take-stock';

export interface PurchaseWrites {
  cart_id: string;
  /** The bought items, taken out of the cart. */
  cart_item_ids: string[];
  purchased_at: string;
  promotion: CartRedemption | null;
  /** The debit: the wallet pays the total to house:sales. */
  sale: WalletPosting;
  record: ReturnType<typeof purchaseRecordRows>;
  stock: StockLine[];
}

export type PurchaseWritten =
  | { refused?: undefined; balance_after_cents: number }
  | { refused: 'short_of_funds'; balance_cents: number }
  | { refused: 'promotion_unusable' | 'promotion_used' }
  | StockRefusal;

/** Writes the purchase, or says what refused it; on a refusal the caller rolls the transaction back. */
export async function writePurchase(tx: Tx, writes: PurchaseWrites): Promise<PurchaseWritten> {
  const [row] = await queryRows<{ written: PurchaseWritten }>(
    tx,
    sql`select checkout_purchase(${JSON.stringify(writes)}::jsonb) as written`,
  );
  if (!row) throw new Error('checkout_purchase answered no row');
  return row.written;
}
