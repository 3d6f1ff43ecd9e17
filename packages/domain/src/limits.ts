// Spend, precommitment and deposit limits: the periods, the 24-hour rule for raising a limit, the
// amount rules of the forms and the cart's blocked-reason actions (decision 0025). Pure: no I/O.
import type { CartBlockedReason, LimitPeriod } from '@fairdraw/contracts';
import { formatMoney } from './money';
import { DRAW_TIME_ZONE } from './zoned-time';
import {
  currencyFormat,
  DEFAULT_MIN_AMOUNT_CENTS,
  maxAmount,
  minAmount,
  required,
  type Validator,
} from './validation';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Rolling windows ending at the moment of the check. */
export const LIMIT_WINDOW_MS: Record<LimitPeriod, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

/** A raise or a removal waits this long; a cut applies at once. */
export const LIMIT_INCREASE_DELAY_MS = DAY_MS;
/** The weekly deposit limit looks back over any 7 days (account-area §5, §9). */
export const DEPOSIT_LIMIT_PERIOD: LimitPeriod = 'week';
/** The precommitment limit covers the last 30 days. */
export const PRECOMMITMENT_PERIOD: LimitPeriod = 'month';
/** The largest limit anyone can type: $1,000,000. */
export const MAX_LIMIT_CENTS = 100_000_000;

/** The start of a period's window ending at `now` (exclusive: the window is (start, now]). */
export function limitWindowStart(period: LimitPeriod, now: Date): Date {
  return new Date(now.getTime() - LIMIT_WINDOW_MS[period]);
}

/** A limit as stored: the amount in force and a change waiting to apply. */
export interface StoredLimit {
  amountCents: number;
  pendingAmountCents: number | null;
  pendingRemoval: boolean;
  pendingEffectiveAt: Date | null;
}

/** A limit as it stands at `now`: null amount when there is none (or its removal has applied). */
export interface LimitStanding {
  amountCents: number | null;
  pending: { amountCents: number | null; effectiveAt: Date } | null;
}

/** Applies a stored change whose time has come. */
export function limitStanding(stored: StoredLimit | null, now: Date): LimitStanding {
  if (!stored) return { amountCents: null, pending: null };
  const at = stored.pendingEffectiveAt;
  if (!at) return { amountCents: stored.amountCents, pending: null };
  const pendingAmount = stored.pendingRemoval ? null : stored.pendingAmountCents;
  if (at.getTime() <= now.getTime()) return { amountCents: pendingAmount, pending: null };
  return { amountCents: stored.amountCents, pending: { amountCents: pendingAmount, effectiveAt: at } };
}

/**
 * What a change asks to store. Setting a first limit or lowering one applies now (and drops any raise
 * waiting); raising or removing one waits 24 hours, keeping the present amount until then.
 */
export type LimitChange =
  | { kind: 'now'; amountCents: number }
  | { kind: 'pending'; amountCents: number | null; effectiveAt: Date }
  | { kind: 'unchanged' };

export function limitChange(current: LimitStanding, requestedCents: number | null, now: Date): LimitChange {
  const inForce = current.amountCents;
  if (inForce === null) {
    return requestedCents === null ? { kind: 'unchanged' } : { kind: 'now', amountCents: requestedCents };
  }
  if (requestedCents !== null && requestedCents <= inForce)
    return { kind: 'now', amountCents: requestedCents };
  // The same raise asked again keeps its original time, so asking twice never delays it.
  if (current.pending && current.pending.amountCents === requestedCents) return { kind: 'unchanged' };
  return {
    kind: 'pending',
    amountCents: requestedCents,
    effectiveAt: new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS),
  };
}

/** The lowest of the limits that apply (null ones are not limits). */
export function lowestLimit(...amounts: Array<number | null | undefined>): number | null {
  const set = amounts.filter((amount): amount is number => typeof amount === 'number');
  return set.length === 0 ? null : Math.min(...set);
}

/** The rules of a limit amount field; `maxCents` is the shop's own limit for the period when there is one. */
export function limitAmountRules(maxCents: number = MAX_LIMIT_CENTS): readonly Validator[] {
  return [required, currencyFormat, minAmount(DEFAULT_MIN_AMOUNT_CENTS), maxAmount(maxCents)];
}

export const limitPeriodLabels: Record<LimitPeriod, { noun: string; adjective: string }> = {
  day: { noun: 'day', adjective: 'Daily' },
  week: { noun: 'week', adjective: 'Weekly' },
  month: { noun: 'month', adjective: 'Monthly' },
};

/** The success toast of a spend limit change (account-area §8). */
export function spendLimitUpdatedMessage(amountCents: number, period: LimitPeriod): string {
  return `Spend limit updated to ${formatMoney(amountCents)} per ${limitPeriodLabels[period].noun}`;
}

/** What a customer can do about a blocked cart item; null for reasons nobody can fix (account-area). */
export const cartBlockedActions: Record<CartBlockedReason, { label: string; href: string } | null> = {
  sold_out: null,
  spend_limit: { label: 'Review your spend limits', href: '/my-account/spend-limits' },
  global_spend_limit: { label: 'See the shop’s spend limits', href: '/my-account/spend-limits' },
  deposit_limit: { label: 'Review your deposit limit', href: '/my-account/spend-limits#deposit-limit' },
  verify_account_required: { label: 'Verify your account', href: '/my-account/verify-account' },
  // Only an address in another state changes where the shop may sell (decision 0045).
  licensing_restriction: { label: 'Check your address', href: '/my-account/my-details' },
};

/** States whose customers must set a spend or precommitment limit before they buy (decision 0025). */
export const LIMIT_REQUIRED_STATES: readonly string[] = ['SA'];

/** True when the customer must set a limit before buying: a listed state and no limit in force. */
export function spendLimitRequired(input: { state: string; hasLimit: boolean }): boolean {
  return LIMIT_REQUIRED_STATES.includes(input.state) && !input.hasLimit;
}

const limitTimeFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: DRAW_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** When a change applies, in Sydney time: "24 Nov 2026, 3:15 pm". */
export function formatLimitTime(date: Date): string {
  return limitTimeFormat.format(date);
}

/** "in the last 24 hours", "in the last 7 days", "in the last 30 days". */
export function limitWindowText(period: LimitPeriod): string {
  return period === 'day' ? 'in the last 24 hours' : `in the last ${LIMIT_WINDOW_MS[period] / DAY_MS} days`;
}
