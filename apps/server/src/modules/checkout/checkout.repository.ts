// The purchase's database calls (decision 0081): `checkout_read_purchase` reads what the checks need
// without locks; `checkout_buy` takes the locks, finds that unchanged and writes, in one statement. When
// something changed in between, the purchase runs in a transaction instead: `checkout_purchase_state`
// takes the locks and reads (decision 0077), and `checkout_purchase` writes (decision 0061). Each part
// is the function of the module that owns its tables (migrations 0026, 0030, 0031).
import { commitWithoutWaiting, queryRows, sql, type Db, type Tx } from '@fairdraw/db';
import type { ClaimFinish, NewClaim } from '../ledger/idempotency.service';
import type { WalletPosting } from '../ledger/ledger.service';
import type { purchaseRecordRows } from '../orders/orders.port';
import type { CartRedemption } from '../promotions/promotions.port';
import type { StockLine, StockRefusal } from './take-stock';

/** Whose purchase and what to read: the customer's wallet, the limits' windows, whether to read licensing. */
export interface PurchaseStateRequest {
  customer_id: string;
  wallet_code: string;
  check_licensing: boolean;
  /** What `limits_buyer_standing` reads: the customer, their wallet and the limits' windows. */
  standing: object;
}

export interface PurchaseWrites {
  cart_id: string;
  /** The bought items, taken out of the cart. */
  cart_item_ids: string[];
  purchased_at: string;
  promotion: CartRedemption | null;
  /** The debit: the wallet pays the total to house:sales. */
  sale: WalletPosting;
  /** Where the wallet ends, as the receipt says; the write fails if it does not. */
  balance_after_cents: number;
  record: ReturnType<typeof purchaseRecordRows>;
  stock: StockLine[];
  /** The buyer's card (notifications port). */
  card: Record<string, unknown>;
  /** The idempotency key finished with the receipt, when the purchase has one. */
  claim: ClaimFinish | null;
}

export type PurchaseRefused =
  | { refused: 'short_of_funds'; balance_cents: number }
  | { refused: 'promotion_unusable' | 'promotion_used' | 'claim_taken_over' }
  | StockRefusal;

export type PurchaseWritten = { refused?: undefined; balance_after_cents: number } | PurchaseRefused;

/**
 * What a purchase's checks read: its state (`checkout_purchase_state`) and that state's fingerprint;
 * `claimed` false, and nothing read, when its idempotency key could not be claimed in the same statement.
 */
export type PurchaseRead =
  | { claimed: true; state: unknown; fingerprint: string }
  | { claimed: false; state?: undefined; fingerprint?: undefined };

/**
 * Everything the purchase's checks need, read without locks, in one statement; with `claim`, once the
 * purchase's new idempotency key is claimed in that statement. The claim's commit does not wait for the
 * disk (decision 0082): a crash can lose it only while no purchase was written under it, since the
 * purchase's own commit waits for everything written before it.
 */
export async function readPurchase(
  db: Db,
  request: PurchaseStateRequest,
  claim?: NewClaim,
): Promise<PurchaseRead> {
  const [row] = await queryRows<{ read: PurchaseRead }>(
    db,
    claim
      ? sql`select checkout_read_purchase(${JSON.stringify({ ...request, claim })}::jsonb) as read, ${commitWithoutWaiting}`
      : sql`select checkout_read_purchase(${JSON.stringify(request)}::jsonb) as read`,
  );
  if (!row) throw new Error('checkout_read_purchase answered no row');
  return row.read;
}

/**
 * The purchase in one statement, with no transaction around it: its locks taken, what was read found
 * unchanged, everything written. `stale` when something changed since the read, and a refusal when the
 * stock or the writes found one; nothing was written then.
 */
export async function buyIfUnchanged(
  db: Db,
  purchase: { read: PurchaseStateRequest; fingerprint: string; writes: PurchaseWrites },
): Promise<PurchaseWritten | 'stale'> {
  const [row] = await queryRows<{ bought: PurchaseWritten | { stale: true } }>(
    db,
    sql`select checkout_buy(${JSON.stringify(purchase)}::jsonb) as bought`,
  );
  if (!row) throw new Error('checkout_buy answered no row');
  return 'stale' in row.bought ? 'stale' : row.bought;
}

/** Inside the purchase's transaction: its locks taken in order, and what its checks need read after each. */
export async function lockPurchase(tx: Tx, request: PurchaseStateRequest): Promise<unknown> {
  const [row] = await queryRows<{ state: unknown }>(
    tx,
    sql`select checkout_purchase_state(${JSON.stringify(request)}::jsonb, true) as state`,
  );
  if (!row) throw new Error('checkout_purchase_state answered no row');
  return row.state;
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
