// SQL for customers' limits and the shop's spend limits. Every customer read is scoped to the customer.
// The rules live in limits.service.ts.
import {
  and,
  asc,
  type CustomerLimitKind,
  customerLimits,
  eq,
  lte,
  type Queryable,
  queryRows,
  sql,
  type SQL,
  systemSpendLimits,
  type Tx,
} from '@fairdraw/db';
import type { LimitPeriod } from '@fairdraw/contracts';

export type LimitRow = typeof customerLimits.$inferSelect;

export interface ShopLimit {
  period: LimitPeriod;
  amountCents: number;
}

interface RawLimitRow extends Record<string, unknown> {
  id: string | null;
  customer_id: string | null;
  kind: CustomerLimitKind | null;
  period: LimitPeriod | null;
  amount_cents: string | number | null;
  pending_amount_cents: string | number | null;
  pending_removal: boolean | null;
  pending_effective_at: string | Date | null;
  created_at: string | Date | null;
  updated_at: string | Date | null;
  shop: Array<{ period: LimitPeriod; amount_cents: string | number }> | string | null;
}

const dateOf = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * The customer's limits and the shop's spend limits in one statement (a purchase's checks read both):
 * one row per customer limit, or one empty row, each carrying the shop's limits. `sums` are one-row
 * queries read in the same statement (what was spent and deposited in the limits' windows), each
 * answered as that row in JSON.
 */
export async function listLimitsWithShop(
  db: Queryable,
  customerId: string,
  sums: readonly SQL[] = [],
): Promise<{ rows: LimitRow[]; shop: ShopLimit[]; sums: unknown[] }> {
  const sumColumns = sums.map(
    (query, index) => sql`, (select to_jsonb(x) from (${query}) x) as ${sql.raw(`sums_${index}`)}`,
  );
  const result = await queryRows<RawLimitRow>(
    db,
    sql`select l.*,
          (select coalesce(json_agg(json_build_object('period', s.period, 'amount_cents', s.amount_cents)
                   order by case s.period when 'day' then 1 when 'week' then 2 else 3 end), '[]')
           from ${systemSpendLimits} s) as shop ${sql.join(sumColumns)}
        from (select 1) as one
        left join ${customerLimits} l on l.customer_id = ${customerId}
        order by l.kind, l.period`,
  );
  const first = result[0]?.shop ?? [];
  const shop = (typeof first === 'string' ? JSON.parse(first) : first) as Array<{
    period: LimitPeriod;
    amount_cents: string | number;
  }>;
  return {
    sums: sums.map((_query, index) => result[0]?.[`sums_${index}`]),
    rows: result
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id as string,
        customerId: row.customer_id as string,
        kind: row.kind as CustomerLimitKind,
        period: row.period as LimitPeriod,
        amountCents: Number(row.amount_cents),
        pendingAmountCents: row.pending_amount_cents === null ? null : Number(row.pending_amount_cents),
        pendingRemoval: row.pending_removal === true,
        pendingEffectiveAt: dateOf(row.pending_effective_at),
        createdAt: dateOf(row.created_at) as Date,
        updatedAt: dateOf(row.updated_at) as Date,
      })),
    shop: shop.map((limit) => ({ period: limit.period, amountCents: Number(limit.amount_cents) })),
  };
}

export async function listLimits(db: Queryable, customerId: string): Promise<LimitRow[]> {
  return db
    .select()
    .from(customerLimits)
    .where(eq(customerLimits.customerId, customerId))
    .orderBy(asc(customerLimits.kind), asc(customerLimits.period));
}

export async function findLimit(
  db: Queryable,
  customerId: string,
  kind: CustomerLimitKind,
  period: LimitPeriod,
): Promise<LimitRow | null> {
  const [row] = await db
    .select()
    .from(customerLimits)
    .where(
      and(
        eq(customerLimits.customerId, customerId),
        eq(customerLimits.kind, kind),
        eq(customerLimits.period, period),
      ),
    );
  return row ?? null;
}

/** The customer's own limit with this id, or null (another customer's id finds nothing). */
export async function findLimitById(db: Queryable, customerId: string, id: string): Promise<LimitRow | null> {
  const [row] = await db
    .select()
    .from(customerLimits)
    .where(and(eq(customerLimits.id, id), eq(customerLimits.customerId, customerId)));
  return row ?? null;
}

/** Writes the limit's whole state: one row per customer, kind and period. */
export async function saveLimit(
  tx: Tx,
  row: {
    customerId: string;
    kind: CustomerLimitKind;
    period: LimitPeriod;
    amountCents: number;
    pendingAmountCents: number | null;
    pendingRemoval: boolean;
    pendingEffectiveAt: Date | null;
    now: Date;
  },
): Promise<void> {
  const { now, ...values } = row;
  const state = {
    amountCents: values.amountCents,
    pendingAmountCents: values.pendingAmountCents,
    pendingRemoval: values.pendingRemoval,
    pendingEffectiveAt: values.pendingEffectiveAt,
    updatedAt: now,
  };
  await tx
    .insert(customerLimits)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [customerLimits.customerId, customerLimits.kind, customerLimits.period],
      set: state,
    });
}

export async function deleteLimit(tx: Tx, customerId: string, id: string): Promise<void> {
  await tx
    .delete(customerLimits)
    .where(and(eq(customerLimits.id, id), eq(customerLimits.customerId, customerId)));
}

/** Raises and removals whose cooling-off period is over, oldest first. */
export async function listDueChanges(db: Queryable, now: Date, max: number): Promise<LimitRow[]> {
  return db
    .select()
    .from(customerLimits)
    .where(lte(customerLimits.pendingEffectiveAt, now))
    .orderBy(asc(customerLimits.pendingEffectiveAt))
    .limit(max);
}

/**
 * Makes a due change the limit in force, as reads already see it: a raise becomes the amount, a removal
 * deletes the row. False when the row changed since it was read (a newer change, or another process).
 */
export async function applyDueChange(tx: Tx, row: LimitRow, now: Date): Promise<boolean> {
  if (!row.pendingEffectiveAt) return false;
  const unchanged = and(
    eq(customerLimits.id, row.id),
    eq(customerLimits.pendingEffectiveAt, row.pendingEffectiveAt),
    lte(customerLimits.pendingEffectiveAt, now),
  );
  if (row.pendingRemoval) {
    const removed = await tx.delete(customerLimits).where(unchanged).returning({ id: customerLimits.id });
    return removed.length > 0;
  }
  if (row.pendingAmountCents === null) return false;
  const applied = await tx
    .update(customerLimits)
    .set({
      amountCents: row.pendingAmountCents,
      pendingAmountCents: null,
      pendingRemoval: false,
      pendingEffectiveAt: null,
      updatedAt: now,
    })
    .where(unchanged)
    .returning({ id: customerLimits.id });
  return applied.length > 0;
}

export async function listSystemLimits(
  db: Queryable,
): Promise<Array<{ period: LimitPeriod; amountCents: number }>> {
  return db
    .select({ period: systemSpendLimits.period, amountCents: systemSpendLimits.amountCents })
    .from(systemSpendLimits)
    .orderBy(sql`case ${systemSpendLimits.period} when 'day' then 1 when 'week' then 2 else 3 end`);
}

export async function saveSystemLimit(
  db: Queryable,
  period: LimitPeriod,
  amountCents: number,
): Promise<void> {
  await db
    .insert(systemSpendLimits)
    .values({ period, amountCents })
    .onConflictDoUpdate({ target: systemSpendLimits.period, set: { amountCents, updatedAt: sql`now()` } });
}
