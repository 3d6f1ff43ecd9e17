// SQL for customers' limits and the shop's spend limits. Every customer read is scoped to the customer.
// The rules live in limits.service.ts.
import {
  and,
  asc,
  type CustomerLimitKind,
  customerLimits,
  eq,
  fromColumnNames,
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

interface StandingAnswer {
  limits: Record<string, unknown>[];
  shop: Array<{ period: LimitPeriod; amount_cents: string | number }>;
  spent: unknown;
  deposited: unknown;
}

/**
 * What stops a customer buying beyond the items (`limits_buyer_standing`, migration 0031): who they are,
 * their limits and the shop's with what was spent and deposited in their windows, and their wallet's
 * balance, as a fragment another module's statement reads along (an add to cart, decision 0081).
 */
export const buyerStandingAlong = (request: object): SQL =>
  sql`limits_buyer_standing(${JSON.stringify(request)}::jsonb)`;

/** The same read on its own statement. */
export async function readBuyerStanding(db: Queryable, request: object): Promise<unknown> {
  const [row] = await queryRows<{ standing: unknown }>(
    db,
    sql`select ${buyerStandingAlong(request)} as standing`,
  );
  return row?.standing;
}

/**
 * Inside a purchase: the wallet locked (opened if need be), then the same standing read once the lock is
 * held (`limits_lock_for_purchase`), in one round trip.
 */
export async function lockForPurchase(tx: Tx, request: object): Promise<unknown> {
  const [row] = await queryRows<{ standing: unknown }>(
    tx,
    sql`select limits_lock_for_purchase(${JSON.stringify(request)}::jsonb) as standing`,
  );
  return row?.standing;
}

/** The standing's rows as the schema types them; the sums as the ledger answered them. */
export function readStandingAnswer(answer: unknown): {
  rows: LimitRow[];
  shop: ShopLimit[];
  spent: unknown;
  deposited: unknown;
} {
  const read = answer as StandingAnswer;
  return {
    rows: read.limits.map((raw) => fromColumnNames(customerLimits, raw)),
    shop: read.shop.map((limit) => ({ period: limit.period, amountCents: Number(limit.amount_cents) })),
    spent: read.spent,
    deposited: read.deposited,
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
