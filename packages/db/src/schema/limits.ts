// Customers' spend, precommitment and weekly deposit limits, and the shop's own spend limits
// (docs/decisions/0025-spend-and-deposit-limits.md). The matching SQL is migrations/0013_limits.sql
// (hand-written; keep both in step).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { limitPeriods, type LimitPeriod } from '@fairdraw/contracts';
import { customers } from './accounts';
import { sqlList, utc } from './types';

export const customerLimitKinds = ['spend', 'precommitment', 'deposit'] as const;
export type CustomerLimitKind = (typeof customerLimitKinds)[number];

/**
 * One limit of one customer: the amount in force and a raise or removal waiting its 24 hours. A
 * change whose time has passed is applied when the row is read (a removal that applied leaves the
 * row until the next change rewrites it).
 */
export const customerLimits = pgTable(
  'customer_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CustomerLimitKind>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    pendingAmountCents: bigint('pending_amount_cents', { mode: 'number' }),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    pendingEffectiveAt: utc('pending_effective_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('customer_limits_customer_kind_period_unique').on(t.customerId, t.kind, t.period),
    check('customer_limits_kind_check', sql.raw(`kind in (${sqlList(customerLimitKinds)})`)),
    check('customer_limits_period_check', sql.raw(`period in (${sqlList(limitPeriods)})`)),
    check('customer_limits_amount_check', sql`${t.amountCents} > 0`),
    check(
      'customer_limits_pending_check',
      sql`(${t.pendingAmountCents} is null or ${t.pendingAmountCents} > 0) and not (${t.pendingRemoval} and ${t.pendingAmountCents} is not null) and ((${t.pendingEffectiveAt} is null) = (${t.pendingAmountCents} is null and not ${t.pendingRemoval}))`,
    ),
  ],
);

/** The shop's spend limit per period: no customer can spend more, whatever their own limits say. */
export const systemSpendLimits = pgTable(
  'system_spend_limits',
  {
    period: text('period').$type<LimitPeriod>().primaryKey(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('system_spend_limits_period_check', sql.raw(`period in (${sqlList(limitPeriods)})`)),
    check('system_spend_limits_amount_check', sql`${t.amountCents} > 0`),
  ],
);
