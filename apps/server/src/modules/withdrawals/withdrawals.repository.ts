// SQL for withdrawals (decisions 0024, 0028). Every customer read names the owner. Where a withdrawal is
// paid is a bank fund of the payments module, read through its service.
import { and, asc, desc, eq, inArray, type Queryable, sql, type Tx, withdrawals } from '@fairdraw/db';
import type { WithdrawalStatus } from '@fairdraw/contracts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawalRow = typeof withdrawals.$inferInsert;

export async function insertWithdrawal(tx: Tx, row: NewWithdrawalRow): Promise<WithdrawalRow> {
  const [inserted] = await tx.insert(withdrawals).values(row).returning();
  if (!inserted) throw new Error('The withdrawal was not saved');
  return inserted;
}

/** The customer's own withdrawal; null for an unknown id or someone else's. */
export async function findWithdrawal(
  db: Queryable,
  customerId: string,
  id: string,
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.customerId, customerId)));
  return row ?? null;
}

/** Any customer's withdrawal, for operators. */
export async function findAnyWithdrawal(db: Queryable, id: string): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row ?? null;
}

export async function listCustomerWithdrawals(
  db: Queryable,
  customerId: string,
  query: { status?: WithdrawalStatus; limit: number; offset: number },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const where = and(
    eq(withdrawals.customerId, customerId),
    query.status ? eq(withdrawals.status, query.status) : undefined,
  );
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(query.limit)
    .offset(query.offset);
  const [count] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(withdrawals)
    .where(where);
  return { rows, total: count?.count ?? 0 };
}

export async function listWithdrawalsByStatus(
  db: Queryable,
  status: WithdrawalStatus,
): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.status, status))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(500);
}

/** Money of the customer's withdrawals still waiting for an operator. */
export async function sumPending(db: Queryable, customerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${withdrawals.amountCents}), 0)`.mapWith(Number) })
    .from(withdrawals)
    .where(and(eq(withdrawals.customerId, customerId), eq(withdrawals.status, 'pending')));
  return row?.total ?? 0;
}

/** Statuses of the customer's withdrawals by id (the transactions page). */
export async function statusesOf(
  db: Queryable,
  customerId: string,
  ids: string[],
): Promise<Map<string, WithdrawalStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: withdrawals.id, status: withdrawals.status })
    .from(withdrawals)
    .where(and(eq(withdrawals.customerId, customerId), inArray(withdrawals.id, ids)));
  return new Map(rows.map((row) => [row.id, row.status]));
}

/**
 * Decides a pending withdrawal: one guarded statement, so of two decisions racing (an operator's
 * approval and the customer's cancel) exactly one wins. Null when it is no longer pending.
 */
export async function decideWithdrawal(
  tx: Tx,
  id: string,
  decision: {
    status: Exclude<WithdrawalStatus, 'pending'>;
    settleTransactionId: string;
    reason: string | null;
    decidedBy: string;
    decidedAt: Date;
    customerId?: string;
  },
): Promise<WithdrawalRow | null> {
  const [row] = await tx
    .update(withdrawals)
    .set({
      status: decision.status,
      settleTransactionId: decision.settleTransactionId,
      reason: decision.reason,
      decidedBy: decision.decidedBy,
      decidedAt: decision.decidedAt,
    })
    .where(
      and(
        eq(withdrawals.id, id),
        eq(withdrawals.status, 'pending'),
        decision.customerId ? eq(withdrawals.customerId, decision.customerId) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}
