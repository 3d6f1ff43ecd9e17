// The limits a purchase is checked against, each with what was spent in its window: the customer's
// spend limits, their precommitment and the shop's own limits (decision 0025).
import { ErrorCode, limitPeriods, type LimitPeriod } from '@fairdraw/contracts';
import {
  DEPOSIT_LIMIT_PERIOD,
  formatMoney,
  limitPeriodLabels,
  limitStanding,
  limitWindowStart,
  limitWindowText,
  PRECOMMITMENT_PERIOD,
} from '@fairdraw/domain';
import { walletAccountCode } from '../ledger/ledger.service';
import { DEPOSITED_KINDS, depositedFrom, SPENT_KINDS, spentFrom } from '../ledger/wallet-sums';
import { LimitExceededError } from './limit-errors';
import * as repository from './limits.repository';
import type { LimitRow, ShopLimit } from './limits.repository';

export interface PurchaseLimit {
  code: typeof ErrorCode.spendLimit | typeof ErrorCode.globalSpendLimit;
  period: LimitPeriod;
  limitCents: number;
  spentCents: number;
  /** Why a purchase of this amount is refused. */
  message(amountCents: number): string;
}

/**
 * What `limits_standing` and `limits_lock_for_purchase` (migration 0030) read for a customer at `now`:
 * a spend window per period, the deposit limit's window, and the ledger's kinds of spending and
 * depositing to sum in them.
 */
export function standingRequest(customerId: string, now: Date) {
  return {
    customer_id: customerId,
    wallet_code: walletAccountCode(customerId),
    spent_kinds: SPENT_KINDS,
    spent_froms: limitPeriods.map((period) => limitWindowStart(period, now).toISOString()),
    deposited_kinds: DEPOSITED_KINDS,
    deposited_from: limitWindowStart(DEPOSIT_LIMIT_PERIOD, now).toISOString(),
    until: now.toISOString(),
  };
}

export type StandingRequest = ReturnType<typeof standingRequest>;

/**
 * The customer's limits, the shop's, what was spent in each period's window and what was deposited in
 * the deposit limit's, as the database function answered them.
 */
export function standingFrom(answer: unknown, now: Date) {
  const { rows, shop, spent: spentSums, deposited } = repository.readStandingAnswer(answer);
  const spentCents = spentFrom(spentSums, limitPeriods.length);
  const [depositedCents = 0] = depositedFrom(deposited, 1);
  const spent = new Map<LimitPeriod, number>(
    limitPeriods.map((period, index) => [period, spentCents[index] ?? 0]),
  );
  return { rows, depositedCents, limits: limitsOf(rows, shop, spent, now) };
}

/** The first limit a purchase of `amountCents` would go over, as the refusal (422), or nothing. */
export function refuseOverLimit(limits: readonly PurchaseLimit[], amountCents: number): void {
  for (const limit of limits) {
    if (limit.spentCents + amountCents <= limit.limitCents) continue;
    throw new LimitExceededError(
      limit.code,
      'cartTotal',
      `${limit.message(amountCents)} Nothing was bought.`,
    );
  }
}

function limitsOf(
  rows: LimitRow[],
  system: ShopLimit[],
  spent: Map<LimitPeriod, number>,
  now: Date,
): PurchaseLimit[] {
  const limits: PurchaseLimit[] = [];
  const over =
    (what: string, period: LimitPeriod, limitCents: number, spentCents: number) => (amount: number) =>
      `${what} is ${formatMoney(limitCents)} and you have spent ${formatMoney(spentCents)} ${limitWindowText(period)}, so a ${formatMoney(amount)} purchase would go over it.`;
  for (const row of rows) {
    const inForce = limitStanding(row, now).amountCents;
    if (inForce === null || row.kind === 'deposit') continue;
    const spentCents = spent.get(row.period) ?? 0;
    const what =
      row.kind === 'precommitment'
        ? 'Your precommitment limit'
        : `Your ${limitPeriodLabels[row.period].adjective.toLowerCase()} spend limit`;
    limits.push({
      code: ErrorCode.spendLimit,
      period: row.kind === 'precommitment' ? PRECOMMITMENT_PERIOD : row.period,
      limitCents: inForce,
      spentCents,
      message: over(what, row.period, inForce, spentCents),
    });
  }
  for (const { period, amountCents } of system) {
    const spentCents = spent.get(period) ?? 0;
    limits.push({
      code: ErrorCode.globalSpendLimit,
      period,
      limitCents: amountCents,
      spentCents,
      message: over(
        `Fairdraw’s ${limitPeriodLabels[period].adjective.toLowerCase()} spend limit for every customer`,
        period,
        amountCents,
        spentCents,
      ),
    });
  }
  return limits.sort((a, b) => a.limitCents - a.spentCents - (b.limitCents - b.spentCents));
}

/** The weekly deposit limit in force with what was deposited in its window; null without one. */
export function depositRoom(
  standing: ReturnType<typeof standingFrom>,
  now: Date,
): { limitCents: number; depositedCents: number } | null {
  const row = standing.rows.find(
    (limit) => limit.kind === 'deposit' && limit.period === DEPOSIT_LIMIT_PERIOD,
  );
  const limitCents = limitStanding(row ?? null, now).amountCents;
  return limitCents === null ? null : { limitCents, depositedCents: standing.depositedCents };
}
