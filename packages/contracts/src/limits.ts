// Spend, precommitment and weekly deposit limits (account-area §3 "Limits", §5, §7; decision 0025).
// The spec names the calls and "availablePeriods, customerLimits, systemLimits; a limit has period and an
// id for deletion"; everything else here is Fairdraw's.
import { z } from 'zod';
import { moneySchema } from './money';

/**
 * Rolling windows ending now: a day is the last 24 hours, a week the last 7 days, a month the last 30
 * days (decision 0025). A customer sets at most one spend limit per period.
 */
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** A raise or removal waiting out its 24 hours; `limit` null means the limit goes away. */
export const pendingLimitSchema = z.object({
  limit: moneySchema.nullable(),
  /** ISO instant the change applies. */
  effectiveAt: z.string(),
});
export type PendingLimit = z.infer<typeof pendingLimitSchema>;

export const customerSpendLimitSchema = z.object({
  /** For DELETE /spend-limits/{id}. */
  id: z.string(),
  period: z.enum(limitPeriods),
  limit: moneySchema,
  pending: pendingLimitSchema.nullable(),
});
export type CustomerSpendLimit = z.infer<typeof customerSpendLimitSchema>;

export const systemSpendLimitSchema = z.object({ period: z.enum(limitPeriods), limit: moneySchema });
export type SystemSpendLimit = z.infer<typeof systemSpendLimitSchema>;

/** GET /spend-limits, and the answer of every change to them. */
export const spendLimitsResultSchema = z.object({
  availablePeriods: z.array(z.enum(limitPeriods)),
  customerLimits: z.array(customerSpendLimitSchema),
  systemLimits: z.array(systemSpendLimitSchema),
  /** What the customer has spent (purchases less refunds) in each period's window up to now. */
  spent: z.array(z.object({ period: z.enum(limitPeriods), amount: moneySchema })),
});
export type SpendLimitsResult = z.infer<typeof spendLimitsResultSchema>;

/**
 * PUT /spend-limits/{period}, POST /spend-limits/{period}, POST /precommitment and POST /deposit-limit:
 * a form with the amount as typed ("50" or "50.00"). The amount rules are the domain's.
 */
export const limitFormBodySchema = z.object({ limit: z.string().max(20).optional() });
export type LimitFormBody = z.infer<typeof limitFormBodySchema>;

/** GET /precommitment and GET /deposit-limit: one limit over a fixed period. */
export const singleLimitResultSchema = z.object({
  period: z.enum(limitPeriods),
  limit: moneySchema.nullable(),
  pending: pendingLimitSchema.nullable(),
  /** Spent (precommitment) or deposited (deposit limit) in the period's window up to now. */
  used: moneySchema,
});
export type SingleLimitResult = z.infer<typeof singleLimitResultSchema>;
