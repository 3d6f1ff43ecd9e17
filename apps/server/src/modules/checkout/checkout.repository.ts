// The purchase's two database calls: `checkout_lock_purchase` (migration 0030, decision 0077) takes its
// locks in order and reads what its checks need; `checkout_purchase` (migration 0026, decision 0061)
// writes what the checkout decided. Each part is the function of the module that owns its tables.
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

/** What `checkout_lock_purchase` is asked to lock and read; `limits` and `offer_keys` only when checked. */
export interface PurchaseLocks {
  cart_id: string;
  customer_id: string;
  /** The wallet locked when no limits are checked (the limits' own request names it otherwise). */
  wallet_code: string;
  draws: unknown[];
  limits?: object;
  offer_keys?: string[];
}

/** Each module's answer, read by that module: the cart's items, restrictions, draws, limits, voucher. */
export interface PurchaseLocked {
  items: unknown;
  restrictions: unknown;
  draws: unknown;
  limits: unknown;
  voucher: unknown;
}

/** Locks the cart, the draws and the wallet in that order and reads, after each lock, what is checked. */
export async function lockPurchase(tx: Tx, locks: PurchaseLocks): Promise<PurchaseLocked> {
  const [row] = await queryRows<{ locked: PurchaseLocked }>(
    tx,
    sql`select checkout_lock_purchase(${JSON.stringify(locks)}::jsonb) as locked`,
  );
  if (!row) throw new Error('checkout_lock_purchase answered no row');
  return row.locked;
}

/** Writes the purchase, or says what refused it; on a refusal the caller rolls the transaction back. */
export async function writePurchase(tx: Tx, writes: PurchaseWrites): Promise<PurchaseWritten> {
  const [row] = await queryRows<{ written: PurchaseWritten }>(
    tx,
    sql`select checkout_purchase(${JSON.stringify(writes)}::jsonb) as written`,
  );
  if (!row) throw new Error('checkout_purchase answered no row');
  return row.written;
}
