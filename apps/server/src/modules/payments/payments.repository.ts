// SQL of funds and deposits. Every customer-facing read and write names the customer, so another
// customer's id finds nothing (404). Deposits move on by guarded updates from the states they may leave.
import {
  and,
  asc,
  customerFunds,
  deposits,
  eq,
  inArray,
  isNull,
  type Queryable,
  sql,
  type Tx,
} from '@fairdraw/db';
import type { DepositStatus } from '@fairdraw/contracts';

export type FundRow = typeof customerFunds.$inferSelect;
export type NewFundRow = typeof customerFunds.$inferInsert;
export type DepositRow = typeof deposits.$inferSelect;
export type NewDepositRow = typeof deposits.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from paths: anything that is not a uuid names nothing (and never reaches a uuid cast). */
export const isUuid = (id: string) => UUID.test(id);

/** Serialises one customer's fund changes (default marker, adding) until the transaction ends. */
export async function lockCustomerFunds(tx: Tx, customerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`funds:${customerId}`}))`);
}

export async function listActiveFunds(db: Queryable, customerId: string): Promise<FundRow[]> {
  return db
    .select()
    .from(customerFunds)
    .where(and(eq(customerFunds.customerId, customerId), isNull(customerFunds.deletedAt)))
    .orderBy(asc(customerFunds.createdAt), asc(customerFunds.id));
}

/** The customer's saved bank accounts and PayIDs. */
export async function listBankFunds(db: Queryable, customerId: string): Promise<FundRow[]> {
  return db
    .select()
    .from(customerFunds)
    .where(
      and(
        eq(customerFunds.customerId, customerId),
        eq(customerFunds.kind, 'bank'),
        isNull(customerFunds.deletedAt),
      ),
    )
    .orderBy(asc(customerFunds.createdAt), asc(customerFunds.id));
}

/** Funds by id, deleted ones too (a withdrawal keeps showing where it was paid). */
export async function findFundsByIds(db: Queryable, ids: string[]): Promise<FundRow[]> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return [];
  return db.select().from(customerFunds).where(inArray(customerFunds.id, wanted));
}

export async function findActiveFund(db: Queryable, customerId: string, id: string): Promise<FundRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(customerFunds)
    .where(
      and(
        eq(customerFunds.id, id),
        eq(customerFunds.customerId, customerId),
        isNull(customerFunds.deletedAt),
      ),
    );
  return row ?? null;
}

export async function findFundByToken(
  db: Queryable,
  gateway: string,
  token: string,
): Promise<FundRow | null> {
  const [row] = await db
    .select()
    .from(customerFunds)
    .where(
      and(
        eq(customerFunds.gateway, gateway as FundRow['gateway'] & string),
        eq(customerFunds.cardToken, token),
      ),
    );
  return row ?? null;
}

export async function hasDefaultFund(db: Queryable, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customerFunds.id })
    .from(customerFunds)
    .where(
      and(
        eq(customerFunds.customerId, customerId),
        eq(customerFunds.isDefault, true),
        isNull(customerFunds.deletedAt),
      ),
    );
  return Boolean(row);
}

export async function insertFund(db: Queryable, row: NewFundRow): Promise<FundRow> {
  const [inserted] = await db.insert(customerFunds).values(row).returning();
  if (!inserted) throw new Error('fund not inserted');
  return inserted;
}

export async function clearDefault(db: Queryable, customerId: string): Promise<void> {
  await db
    .update(customerFunds)
    .set({ isDefault: false })
    .where(and(eq(customerFunds.customerId, customerId), eq(customerFunds.isDefault, true)));
}

export async function markDefault(db: Queryable, customerId: string, id: string): Promise<FundRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(customerFunds)
    .set({ isDefault: true })
    .where(
      and(
        eq(customerFunds.id, id),
        eq(customerFunds.customerId, customerId),
        isNull(customerFunds.deletedAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function softDeleteFund(
  db: Queryable,
  customerId: string,
  id: string,
  now: Date,
): Promise<FundRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(customerFunds)
    .set({ deletedAt: now, isDefault: false })
    .where(
      and(
        eq(customerFunds.id, id),
        eq(customerFunds.customerId, customerId),
        isNull(customerFunds.deletedAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertDeposit(db: Queryable, row: NewDepositRow): Promise<DepositRow> {
  const [inserted] = await db.insert(deposits).values(row).returning();
  if (!inserted) throw new Error('deposit not inserted');
  return inserted;
}

export async function findDeposit(db: Queryable, id: string): Promise<DepositRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
  return row ?? null;
}

export async function findCustomerDeposit(
  db: Queryable,
  customerId: string,
  id: string,
): Promise<DepositRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.customerId, customerId)));
  return row ?? null;
}

/** The completed deposit that paid for a checkout (a deposit-and-purchase), if one did. */
export async function findCheckoutDeposit(
  db: Queryable,
  customerId: string,
  checkoutId: string,
): Promise<DepositRow | null> {
  if (!isUuid(checkoutId)) return null;
  const [row] = await db
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.checkoutId, checkoutId),
        eq(deposits.customerId, customerId),
        eq(deposits.status, 'completed'),
      ),
    );
  return row ?? null;
}

export async function findDepositByPayment(
  db: Queryable,
  gateway: string,
  paymentId: string,
): Promise<DepositRow | null> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(
      and(eq(deposits.gateway, gateway as DepositRow['gateway']), eq(deposits.gatewayPaymentId, paymentId)),
    );
  return row ?? null;
}

/** The deposit's row, locked until the transaction ends: settling it happens once. */
export async function lockDeposit(tx: Tx, id: string): Promise<DepositRow | null> {
  const [row] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
  return row ?? null;
}

/** Records the gateway's payment id; a second charge of the same reference gets the same id. */
export async function recordPaymentId(db: Queryable, id: string, paymentId: string): Promise<void> {
  await db
    .update(deposits)
    .set({ gatewayPaymentId: paymentId })
    .where(and(eq(deposits.id, id), isNull(deposits.gatewayPaymentId)));
}

const OPEN: DepositStatus[] = ['pending', 'requires_action'];

/** Moves an open deposit on; null when it was already settled (nothing changes again). */
export async function updateOpenDeposit(
  db: Queryable,
  id: string,
  changes: Partial<
    Pick<
      DepositRow,
      | 'status'
      | 'actionUrl'
      | 'failureCode'
      | 'failureMessage'
      | 'ledgerTransactionId'
      | 'balanceAfterCents'
      | 'completedAt'
    >
  >,
): Promise<DepositRow | null> {
  const [row] = await db
    .update(deposits)
    .set(changes)
    .where(and(eq(deposits.id, id), inArray(deposits.status, OPEN)))
    .returning();
  return row ?? null;
}

/** What became of a deposit-and-purchase's purchase; set once. */
export async function recordPurchaseOutcome(
  db: Queryable,
  id: string,
  outcome: { checkoutId: string } | { purchaseFailure: string },
): Promise<void> {
  await db
    .update(deposits)
    .set(outcome)
    .where(and(eq(deposits.id, id), isNull(deposits.checkoutId), isNull(deposits.purchaseFailure)));
}

/** An operator's verdict on a bank account (by id: operators see every customer's). */
export async function updateBankStatus(
  db: Queryable,
  id: string,
  status: NonNullable<FundRow['bankStatus']>,
): Promise<FundRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(customerFunds)
    .set({ bankStatus: status })
    .where(and(eq(customerFunds.id, id), eq(customerFunds.kind, 'bank'), isNull(customerFunds.deletedAt)))
    .returning();
  return row ?? null;
}
