// Spend, precommitment and weekly deposit limits (account-area §3, §5, §7; decision 0025).
// A cut applies at once; a raise or a removal waits 24 hours. Purchases and deposits are checked
// inside their own transactions with the customer's wallet row locked, so two requests of one
// customer are checked one after the other and can never together break a limit.
import {
  ErrorCode,
  limitPeriods,
  type CustomerSpendLimit,
  type LimitFormBody,
  type LimitPeriod,
  type Money,
  type SingleLimitResult,
  type SpendLimitsResult,
} from '@fairdraw/contracts';
import {
  DEPOSIT_LIMIT_PERIOD,
  formatLimitTime,
  formatMoney,
  limitAmountRules,
  limitChange,
  limitPeriodLabels,
  limitWindowStart,
  MAX_LIMIT_CENTS,
  parseAmountInput,
  PRECOMMITMENT_PERIOD,
  spendLimitRequired,
  toWireMoney,
  type LimitStanding,
} from '@fairdraw/domain';
import type { CustomerLimitKind, Db, Queryable, SQL, Tx } from '@fairdraw/db';
import type { Clock } from '../../lib/clock';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { tellNobody, type CustomerNotice, type TellCustomer } from '../mail/customer-notifier';
import { lockWallet } from '../ledger/ledger.service';
import { depositedInWindow, spentInWindow, spentInWindows } from '../ledger/wallet-sums';
import * as repository from './limits.repository';
import type { LimitRow } from './limits.repository';
import { LimitExceededError } from './limit-errors';
import type { BuyerStanding } from './cart-blocks';
import { refuseOverLimit, standingFrom, standingRequest, type StandingRequest } from './purchase-limits';
import { spendLimitsOf, standingOf, wirePending } from './limit-standings';

export const SPEND_LIMIT_EXISTS_MESSAGE = (period: LimitPeriod) =>
  `You already have a ${limitPeriodLabels[period].adjective.toLowerCase()} spend limit. Change it instead.`;
export const NO_SPEND_LIMIT_MESSAGE = 'We could not find this spend limit.';
export const LIMIT_REQUIRED_MESSAGE =
  'You need a spend or precommitment limit to buy tickets, so this one cannot be removed. Set another limit first.';

export { LimitExceededError };

export interface LimitsRecord {
  preCommitment: Money | null;
  spendLimits: CustomerSpendLimit[];
  spendLimitRequired: boolean;
}

export interface LimitsService {
  getSpendLimits(customerId: string): Promise<SpendLimitsResult>;
  /** PUT /spend-limits/{period} (`add`) and POST /spend-limits/{period} (`edit`). */
  setSpendLimit(
    customerId: string,
    period: LimitPeriod,
    body: LimitFormBody,
    mode: 'add' | 'edit',
  ): Promise<SpendLimitsResult>;
  removeSpendLimit(customerId: string, id: string): Promise<SpendLimitsResult>;
  getPrecommitment(customerId: string): Promise<SingleLimitResult>;
  setPrecommitment(customerId: string, body: LimitFormBody): Promise<SingleLimitResult>;
  removePrecommitment(customerId: string): Promise<SingleLimitResult>;
  getDepositLimit(customerId: string): Promise<SingleLimitResult>;
  setDepositLimit(customerId: string, body: LimitFormBody): Promise<SingleLimitResult>;
  removeDepositLimit(customerId: string): Promise<SingleLimitResult>;
  /**
   * Inside a purchase's transaction, before the wallet is debited: locks the wallet and refuses
   * (LimitExceededError, 422 spend_limit or global_spend_limit) a purchase that would take the
   * customer's spending in any window over their spend limits, precommitment or the shop's limits.
   */
  checkPurchase(tx: Tx, input: { customerId: string; amountCents: number; now: Date }): Promise<void>;
  /**
   * What a purchase's reads (`checkout_purchase_state`, decision 0081) hand `limits_buyer_standing`: the
   * limits' windows at `now`. Read with the wallet locked, the standing decides the purchase.
   */
  purchaseRequest(customerId: string, now: Date): StandingRequest;
  /** checkPurchase's refusal, by the standing a purchase read with the wallet locked. */
  refusePurchase(standing: BuyerStanding, input: { amountCents: number }): void;
  /**
   * Inside a deposit's crediting transaction, before the wallet is credited: locks the wallet and
   * refuses (LimitExceededError, 422 deposit_limit) a deposit that would take what was deposited in
   * (now − 7 days, now] over the weekly deposit limit.
   */
  checkDepositLimit(tx: Tx, input: { customerId: string; amountCents: number; now: Date }): Promise<void>;
  /**
   * What stops the customer buying beyond the items (the cart's blocked reasons), as a fragment of
   * another statement, so a cart call reads it without a round trip of its own (decision 0081).
   */
  buyerStandingAlong(customerId: string, now: Date): SQL;
  /** The same read on its own (`buyerStandingFrom` reads the answer). */
  readBuyerStanding(customerId: string, now: Date): Promise<unknown>;
  /** The shop's own spend limits (operators). */
  getSystemLimits(): Promise<SpendLimitsResult['systemLimits']>;
  /** Sets the shop's limit for a period (operators); applies at once to every customer. */
  setSystemLimit(period: LimitPeriod, body: LimitFormBody): Promise<SpendLimitsResult['systemLimits']>;
  /** The customer record's limit fields. */
  recordFor(subject: { customerId: string; state: string }): Promise<LimitsRecord>;
  /** Stores the raises and removals whose cooling-off period is over, and tells each customer (a job). */
  applyDueChanges(now: Date): Promise<number>;
}

/** The amount typed, checked with the forms' own rules; a field error under `limit` otherwise. */
function requestedCents(body: LimitFormBody, maxCents: number): number {
  for (const rule of limitAmountRules(maxCents)) {
    const message = rule(body.limit);
    if (message !== null) throw ValidationError.field('limit', message);
  }
  const cents = parseAmountInput((body.limit ?? '').trim());
  if (cents === null) throw new Error('an amount that passed its rules did not parse');
  return cents;
}

export function createLimitsService(options: {
  db: Db;
  clock: Clock;
  /** The customer's state (modules/accounts): some states require a limit to be kept. */
  customerState?: (customerId: string) => Promise<string | null>;
  /** E-mails the customer each change, once committed (modules/mail, decision 0039). */
  tellCustomer?: TellCustomer;
}): LimitsService {
  const { db, clock, tellCustomer = tellNobody } = options;
  const customerState = options.customerState ?? (async () => null);

  async function systemLimitCents(tx: Queryable, period: LimitPeriod): Promise<number | null> {
    const limits = await repository.listSystemLimits(tx);
    return limits.find((limit) => limit.period === period)?.amountCents ?? null;
  }

  /** Writes a change to one limit with the wallet locked, so it never interleaves with a check. */
  async function change(
    customerId: string,
    kind: CustomerLimitKind,
    period: LimitPeriod,
    requested: number | null,
    guard: (standing: LimitStanding, row: LimitRow | null) => void,
  ): Promise<void> {
    const notice = await db.transaction(async (tx): Promise<CustomerNotice | null> => {
      await lockWallet(tx, customerId);
      const now = clock.now();
      const row = await repository.findLimit(tx, customerId, kind, period);
      const standing = standingOf(row, now);
      guard(standing, row);
      const next = limitChange(standing, requested, now);
      if (next.kind === 'unchanged') return null;
      const base = { customerId, kind, period, now };
      if (next.kind === 'now')
        await repository.saveLimit(tx, {
          ...base,
          amountCents: next.amountCents,
          pendingAmountCents: null,
          pendingRemoval: false,
          pendingEffectiveAt: null,
        });
      else
        await repository.saveLimit(tx, {
          ...base,
          amountCents: standing.amountCents ?? 0,
          pendingAmountCents: next.amountCents,
          pendingRemoval: next.amountCents === null,
          pendingEffectiveAt: next.effectiveAt,
        });
      const { amountCents } = next;
      return next.kind === 'now'
        ? { kind: 'limit_change_applied', limit: { kind, period }, amountCents }
        : {
            kind: 'limit_change_requested',
            limit: { kind, period },
            amountCents,
            currentCents: standing.amountCents,
            effectiveAt: next.effectiveAt,
          };
    });
    if (notice) tellCustomer(customerId, notice);
  }

  async function readSpendLimits(customerId: string): Promise<SpendLimitsResult> {
    const now = clock.now();
    const { customerLimits } = spendLimitsOf(await repository.listLimits(db, customerId), now);
    const sums = await spentInWindows(db, customerId, {
      froms: limitPeriods.map((period) => limitWindowStart(period, now)),
      to: now,
    });
    const spent = limitPeriods.map((period, index) => ({ period, amount: toWireMoney(sums[index] ?? 0) }));
    return {
      availablePeriods: [...limitPeriods],
      customerLimits,
      systemLimits: (await repository.listSystemLimits(db)).map((limit) => ({
        period: limit.period,
        limit: toWireMoney(limit.amountCents),
      })),
      spent,
    };
  }

  async function readSingle(
    customerId: string,
    kind: 'precommitment' | 'deposit',
  ): Promise<SingleLimitResult> {
    const now = clock.now();
    const period = kind === 'deposit' ? DEPOSIT_LIMIT_PERIOD : PRECOMMITMENT_PERIOD;
    const standing = standingOf(await repository.findLimit(db, customerId, kind, period), now);
    const window = { from: limitWindowStart(period, now), to: now };
    const used =
      kind === 'deposit'
        ? await depositedInWindow(db, customerId, window)
        : await spentInWindow(db, customerId, window);
    return {
      period,
      limit: standing.amountCents === null ? null : toWireMoney(standing.amountCents),
      pending: wirePending(standing),
      used: toWireMoney(used),
    };
  }

  /** Whether taking this limit away would leave a customer who needs one without any. */
  async function isLastRequiredLimit(customerId: string, removing: string): Promise<boolean> {
    const state = await customerState(customerId);
    if (state === null) return false;
    const now = clock.now();
    const others = (await repository.listLimits(db, customerId)).filter(
      (row) =>
        row.id !== removing &&
        (row.kind === 'spend' || row.kind === 'precommitment') &&
        standingOf(row, now).amountCents !== null &&
        !(standingOf(row, now).pending && standingOf(row, now).pending?.amountCents === null),
    );
    return spendLimitRequired({ state, hasLimit: others.length > 0 });
  }

  const alreadyRemoving = (standing: LimitStanding, what: string) => {
    if (standing.pending && standing.pending.amountCents === null)
      throw new AppError(
        422,
        ErrorCode.limitChangeRefused,
        `Your ${what} is already being removed: it ends on ${formatLimitTime(standing.pending.effectiveAt)}.`,
      );
  };

  return {
    getSpendLimits: readSpendLimits,

    async setSpendLimit(customerId, period, body, mode) {
      const system = await systemLimitCents(db, period);
      const cents = requestedCents(body, system ?? MAX_LIMIT_CENTS);
      await change(customerId, 'spend', period, cents, (standing) => {
        if (mode === 'add' && standing.amountCents !== null)
          throw new ConflictError(SPEND_LIMIT_EXISTS_MESSAGE(period));
        if (mode === 'edit' && standing.amountCents === null) throw new NotFoundError(NO_SPEND_LIMIT_MESSAGE);
      });
      return readSpendLimits(customerId);
    },

    async removeSpendLimit(customerId, id) {
      const row = await repository.findLimitById(db, customerId, id);
      if (!row || row.kind !== 'spend' || standingOf(row, clock.now()).amountCents === null)
        throw new NotFoundError(NO_SPEND_LIMIT_MESSAGE);
      const label = `${limitPeriodLabels[row.period].adjective.toLowerCase()} spend limit`;
      alreadyRemoving(standingOf(row, clock.now()), label);
      if (await isLastRequiredLimit(customerId, row.id))
        throw new AppError(422, ErrorCode.limitChangeRefused, LIMIT_REQUIRED_MESSAGE);
      await change(customerId, 'spend', row.period, null, (standing) => alreadyRemoving(standing, label));
      return readSpendLimits(customerId);
    },

    getPrecommitment: (customerId) => readSingle(customerId, 'precommitment'),

    async setPrecommitment(customerId, body) {
      const cents = requestedCents(
        body,
        (await systemLimitCents(db, PRECOMMITMENT_PERIOD)) ?? MAX_LIMIT_CENTS,
      );
      await change(customerId, 'precommitment', PRECOMMITMENT_PERIOD, cents, () => {});
      return readSingle(customerId, 'precommitment');
    },

    async removePrecommitment(customerId) {
      const row = await repository.findLimit(db, customerId, 'precommitment', PRECOMMITMENT_PERIOD);
      if (!row || standingOf(row, clock.now()).amountCents === null)
        throw new NotFoundError('You have no precommitment limit.');
      alreadyRemoving(standingOf(row, clock.now()), 'precommitment limit');
      if (await isLastRequiredLimit(customerId, row.id))
        throw new AppError(422, ErrorCode.limitChangeRefused, LIMIT_REQUIRED_MESSAGE);
      await change(customerId, 'precommitment', PRECOMMITMENT_PERIOD, null, (standing) =>
        alreadyRemoving(standing, 'precommitment limit'),
      );
      return readSingle(customerId, 'precommitment');
    },

    getDepositLimit: (customerId) => readSingle(customerId, 'deposit'),

    async setDepositLimit(customerId, body) {
      const cents = requestedCents(body, MAX_LIMIT_CENTS);
      await change(customerId, 'deposit', DEPOSIT_LIMIT_PERIOD, cents, () => {});
      return readSingle(customerId, 'deposit');
    },

    async removeDepositLimit(customerId) {
      await change(customerId, 'deposit', DEPOSIT_LIMIT_PERIOD, null, (standing) => {
        if (standing.amountCents === null) throw new NotFoundError('You have no weekly deposit limit.');
        alreadyRemoving(standing, 'weekly deposit limit');
      });
      return readSingle(customerId, 'deposit');
    },

    async checkPurchase(tx, { customerId, amountCents, now }) {
      const answer = await repository.lockForPurchase(tx, standingRequest(customerId, now));
      refuseOverLimit(standingFrom(answer, now).limits, amountCents);
    },

    purchaseRequest: standingRequest,

    refusePurchase(standing, { amountCents }) {
      if (standing.limits) refuseOverLimit(standing.limits.limits, amountCents);
    },

    async checkDepositLimit(tx, { customerId, amountCents, now }) {
      await lockWallet(tx, customerId);
      const standing = standingOf(
        await repository.findLimit(tx, customerId, 'deposit', DEPOSIT_LIMIT_PERIOD),
        now,
      );
      if (standing.amountCents === null) return;
      const deposited = await depositedInWindow(tx, customerId, {
        from: limitWindowStart(DEPOSIT_LIMIT_PERIOD, now),
        to: now,
      });
      if (deposited + amountCents <= standing.amountCents) return;
      const room = Math.max(0, standing.amountCents - deposited);
      throw new LimitExceededError(
        ErrorCode.depositLimit,
        'amount',
        `Your weekly deposit limit is ${formatMoney(standing.amountCents)} and you have deposited ${formatMoney(deposited)} in the last 7 days, so you can deposit up to ${formatMoney(room)} now.`,
      );
    },

    buyerStandingAlong: (customerId, now) => repository.buyerStandingAlong(standingRequest(customerId, now)),
    readBuyerStanding: (customerId, now) =>
      repository.readBuyerStanding(db, standingRequest(customerId, now)),

    getSystemLimits: async () =>
      (await repository.listSystemLimits(db)).map((limit) => ({
        period: limit.period,
        limit: toWireMoney(limit.amountCents),
      })),

    async setSystemLimit(period, body) {
      await repository.saveSystemLimit(db, period, requestedCents(body, MAX_LIMIT_CENTS));
      return (await repository.listSystemLimits(db)).map((limit) => ({
        period: limit.period,
        limit: toWireMoney(limit.amountCents),
      }));
    },

    async applyDueChanges(now) {
      let applied = 0;
      for (const row of await repository.listDueChanges(db, now, 500)) {
        // Under the wallet lock, like every change, so it never interleaves with a check or a change.
        const done = await db.transaction(async (tx) => {
          await lockWallet(tx, row.customerId);
          return repository.applyDueChange(tx, row, now);
        });
        if (!done) continue;
        applied++;
        tellCustomer(row.customerId, {
          kind: 'limit_change_applied',
          limit: { kind: row.kind, period: row.period },
          amountCents: row.pendingRemoval ? null : row.pendingAmountCents,
        });
      }
      return applied;
    },

    async recordFor({ customerId, state }) {
      const now = clock.now();
      const rows = await repository.listLimits(db, customerId);
      const { customerLimits } = spendLimitsOf(rows, now);
      const precommitment = standingOf(
        rows.find((row) => row.kind === 'precommitment'),
        now,
      ).amountCents;
      return {
        preCommitment: precommitment === null ? null : toWireMoney(precommitment),
        spendLimits: customerLimits,
        spendLimitRequired: spendLimitRequired({
          state,
          hasLimit: customerLimits.length > 0 || precommitment !== null,
        }),
      };
    },
  };
}
