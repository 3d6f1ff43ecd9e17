// Withdrawals (account-area §3, §4, §7; decision 0024). A request takes the money from the wallet at
// once into house:withdrawals_pending, so it can never be spent twice; an operator then pays it out
// (to house:payments) or rejects it, and the customer may cancel while it waits (money back to the
// wallet). Promotional credit not yet played through is never withdrawable.
import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type OpsWithdrawal,
  type WithdrawableFunds,
  type WithdrawBody,
  type Withdrawal,
  type WithdrawalDestination,
  type WithdrawalDestinationBody,
  type WithdrawalMethod,
  type WithdrawalStatus,
} from '@fairdraw/contracts';
import type { Db, Tx } from '@fairdraw/db';
import {
  MAX_WITHDRAWAL_CENTS,
  MIN_WITHDRAWAL_CENTS,
  currencyFormat,
  destinationLabel,
  destinationRules,
  formatMoney,
  maxAmount,
  methodCodeFor,
  minAmount,
  normaliseDestination,
  parseAmountInput,
  required,
  toWireMoney,
  validateForm,
  withdrawableCents,
  withdrawalBlock,
  withdrawalMessages,
  type WithdrawalBlock,
} from '@fairdraw/domain';
import type { Clock } from '../../lib/clock';
import { AppError, ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../lib/errors';
import {
  HouseAccount,
  ensureWallet,
  findIdempotentResult,
  getWalletBalance,
  hashRequest,
  lockWallet,
  postTransaction,
  walletAccountCode,
  walletTotalsByKind,
  withIdempotency,
  type Queryable,
} from '../ledger/ledger.service';
import {
  decideWithdrawal,
  findAnyWithdrawal,
  findDestination,
  findDestinationsByIds,
  findWithdrawal,
  insertDestination,
  insertWithdrawal,
  listCustomerWithdrawals,
  listDestinations,
  listWithdrawalsByStatus,
  sumPending,
  type DestinationRow,
  type WithdrawalRow,
} from './withdrawals.repository';

/** What the withdrawal rules need to know about the customer (from accounts, verification, capabilities). */
export interface WithdrawalStanding {
  isVerified: boolean;
  signedUpAt: Date;
  /** The segment's `wallet_withdrawal_requires_verification`. */
  requiresVerification: boolean;
  /** The segment's `wallet_withdrawal_payid`. */
  payIdEnabled: boolean;
}

export interface WithdrawalsServiceOptions {
  db: Db;
  clock: Clock;
  standingOf: (customerId: string) => Promise<WithdrawalStanding | null>;
}

export const BLOCKED_MESSAGES: Record<WithdrawalBlock, string> = {
  verification_required: 'Please verify your identity before you withdraw.',
  verification_overdue:
    'Withdrawals are paused until you verify your identity: the time to verify has passed.',
};
export const NOT_PENDING_MESSAGE = (status: WithdrawalStatus) =>
  `This withdrawal can no longer be changed: it has been ${status === 'paid' ? 'paid' : status}.`;

export interface WithdrawalsService {
  withdrawableFunds(customerId: string): Promise<WithdrawableFunds>;
  listMethods(customerId: string): Promise<WithdrawalMethod[]>;
  addDestination(customerId: string, body: WithdrawalDestinationBody): Promise<WithdrawalDestination>;
  withdraw(request: {
    customerId: string;
    destinationId: string;
    body: WithdrawBody;
    idempotencyKey?: string;
  }): Promise<{ withdrawal: Withdrawal; replayed: boolean }>;
  getWithdrawal(customerId: string, id: string): Promise<Withdrawal>;
  listWithdrawals(
    customerId: string,
    query: { status?: WithdrawalStatus; limit: number; offset: number },
  ): Promise<{ withdrawals: Withdrawal[]; total: number }>;
  cancel(customerId: string, id: string): Promise<Withdrawal>;
  listForOperators(status: WithdrawalStatus): Promise<OpsWithdrawal[]>;
  approve(id: string, decidedBy: string): Promise<OpsWithdrawal>;
  reject(id: string, reason: string, decidedBy: string): Promise<OpsWithdrawal>;
}

export function toDestination(row: DestinationRow): WithdrawalDestination {
  return {
    id: row.id,
    type: row.type,
    withdrawalMethodCode: row.methodCode,
    accountName: row.accountName,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
  };
}

function toWithdrawal(row: WithdrawalRow, destination: DestinationRow): Withdrawal {
  return {
    id: row.id,
    status: row.status,
    amount: toWireMoney(row.amountCents),
    bankType: row.bankType,
    withdrawalMethodCode: row.methodCode,
    destination: toDestination(destination),
    transactionId: row.requestTransactionId,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    canCancel: row.status === 'pending',
  };
}

function toOpsWithdrawal(row: WithdrawalRow, destination: DestinationRow): OpsWithdrawal {
  return { ...toWithdrawal(row, destination), customerId: row.customerId, payTo: destination.details };
}

const field = (name: string, code: string, message: string): FieldErrors => ({
  [name]: [{ code, message }],
});

/** The customer's totals in the ledger, reduced to what the withdrawable rule needs. */
async function withdrawableNow(db: Queryable, customerId: string, balanceCents: number) {
  const byKind = new Map((await walletTotalsByKind(db, customerId)).map((row) => [row.kind, row]));
  const net = (kind: Parameters<typeof byKind.get>[0]) =>
    (byKind.get(kind)?.creditCents ?? 0) - (byKind.get(kind)?.debitCents ?? 0);
  return withdrawableCents({
    balanceCents,
    promotionCents: Math.max(0, net('promotion')),
    purchaseCents: Math.max(0, -net('purchase')),
    refundCents: Math.max(0, net('refund')),
  });
}

/** The amount typed, in cents, or the field error the shared rules give. */
function amountCents(body: WithdrawBody): number {
  const text = body.amount.amount;
  for (const rule of [
    required,
    currencyFormat,
    minAmount(MIN_WITHDRAWAL_CENTS),
    maxAmount(MAX_WITHDRAWAL_CENTS),
  ]) {
    const message = rule(text);
    if (message) throw new ValidationError(field('amount', ErrorCode.invalid, message));
  }
  const cents = parseAmountInput(text);
  if (cents === null)
    throw new ValidationError(field('amount', ErrorCode.invalid, 'Amount must follow format e.g: 1.50'));
  return cents;
}

export function createWithdrawalsService({
  db,
  clock,
  standingOf,
}: WithdrawalsServiceOptions): WithdrawalsService {
  async function standing(customerId: string): Promise<WithdrawalStanding> {
    const found = await standingOf(customerId);
    if (!found) throw new NotFoundError();
    return found;
  }

  const blockOf = (found: WithdrawalStanding) =>
    withdrawalBlock({
      isVerified: found.isVerified,
      signedUpAt: found.signedUpAt,
      now: clock.now(),
      requiresVerification: found.requiresVerification,
    });

  async function destinationFor(id: string): Promise<DestinationRow> {
    const [destination] = await findDestinationsByIds(db, [id]);
    if (!destination) throw new Error(`withdrawal destination ${id} is missing`);
    return destination;
  }

  /** Moves a pending withdrawal's money on and records the decision, or refuses when already decided. */
  async function settle(
    row: WithdrawalRow,
    decision: { status: 'paid' | 'rejected' | 'cancelled'; reason: string | null; decidedBy: string },
    owner?: string,
  ): Promise<WithdrawalRow> {
    if (row.status !== 'pending') throw new ConflictError(NOT_PENDING_MESSAGE(row.status));
    const destination = await destinationFor(row.destinationId);
    return db.transaction(async (tx: Tx) => {
      const paid = decision.status === 'paid';
      if (!paid) await ensureWallet(tx, row.customerId);
      const posted = await postTransaction(tx, {
        kind: 'withdrawal',
        idempotencyKey: `withdrawal-${paid ? 'paid' : 'return'}:${row.id}`,
        reference: row.id,
        description: paid
          ? `Withdrawal paid to ${destination.label}`
          : `Withdrawal ${decision.status}: money back in the wallet`,
        metadata: { withdrawalId: row.id, step: decision.status },
        entries: [
          { accountCode: HouseAccount.withdrawalsPending, amountCents: -row.amountCents },
          {
            accountCode: paid ? HouseAccount.payments : walletAccountCode(row.customerId),
            amountCents: row.amountCents,
          },
        ],
      });
      const decided = await decideWithdrawal(tx, row.id, {
        ...decision,
        settleTransactionId: posted.transactionId,
        decidedAt: clock.now(),
        ...(owner ? { customerId: owner } : {}),
      });
      // Another decision won the race: this one's posting rolls back with the transaction.
      if (!decided) {
        const now = await findAnyWithdrawal(tx, row.id);
        throw new ConflictError(NOT_PENDING_MESSAGE(now?.status ?? 'cancelled'));
      }
      return decided;
    });
  }

  return {
    async withdrawableFunds(customerId) {
      const found = await standing(customerId);
      const balanceCents = await getWalletBalance(db, customerId);
      const { withdrawableCents: withdrawable, promotionalCents } = await withdrawableNow(
        db,
        customerId,
        balanceCents,
      );
      const block = blockOf(found);
      const flags: WithdrawableFunds['flags'] = [];
      if (block) flags.push('withdrawals_blocked', block);
      if (promotionalCents > 0) flags.push('promotional_credit');
      return {
        amount: toWireMoney(withdrawable).amount,
        currency: 'AUD',
        flags,
        balance: toWireMoney(balanceCents),
        promotionalCredit: toWireMoney(promotionalCents),
        pendingWithdrawals: toWireMoney(await sumPending(db, customerId)),
        blockReason: block,
      };
    },

    async listMethods(customerId) {
      const found = await standing(customerId);
      const destinations = (await listDestinations(db, customerId)).map(toDestination);
      const rules = {
        minAmount: toWireMoney(MIN_WITHDRAWAL_CENTS),
        maxAmount: toWireMoney(MAX_WITHDRAWAL_CENTS),
        enabled: true,
      };
      return [
        {
          code: 'do',
          name: found.payIdEnabled ? 'Australian bank account or PayID' : 'Australian bank account',
          types: found.payIdEnabled ? ['national', 'payid_email', 'payid_phone'] : ['national'],
          funds: destinations.filter((d) => d.withdrawalMethodCode === 'do'),
          rules,
        },
        {
          code: 'tt',
          name: 'International bank transfer',
          types: ['international'],
          funds: destinations.filter((d) => d.withdrawalMethodCode === 'tt'),
          rules,
        },
      ];
    },

    async addDestination(customerId, body) {
      const found = await standing(customerId);
      if (body.type.startsWith('payid') && !found.payIdEnabled)
        throw new ValidationError(field('type', ErrorCode.invalid, 'PayID withdrawals are not available.'));
      const problems = validateForm(body, destinationRules(body.type));
      if (Object.keys(problems).length > 0)
        throw new ValidationError(
          Object.fromEntries(
            Object.entries(problems).map(([name, message]) => [name, [{ code: ErrorCode.invalid, message }]]),
          ),
        );
      const details = normaliseDestination(body.type, body);
      const row = await insertDestination(db, {
        customerId,
        type: body.type,
        methodCode: methodCodeFor(body.type),
        accountName: details.accountName ?? null,
        label: destinationLabel(body.type, details),
        details,
        createdAt: clock.now(),
      });
      return toDestination(row);
    },

    async withdraw({ customerId, destinationId, body, idempotencyKey }) {
      const cents = amountCents(body);
      const destination = await findDestination(db, customerId, destinationId);
      if (!destination) throw new NotFoundError();
      if (body.withdrawalMethodCode !== destination.methodCode)
        throw new ValidationError(
          field(
            'withdrawalMethodCode',
            ErrorCode.invalid,
            `This destination is paid by method ${destination.methodCode}, not ${body.withdrawalMethodCode}.`,
          ),
        );
      if (body.bankType !== destination.type)
        throw new ValidationError(
          field('bankType', ErrorCode.invalid, `This destination is a ${destination.type} account.`),
        );
      const block = blockOf(await standing(customerId));
      if (block)
        throw new AppError(422, ErrorCode.withdrawalBlocked, BLOCKED_MESSAGES[block], undefined, {
          reason: block,
        });

      const idempotency = idempotencyKey
        ? {
            scope: `withdrawal:${customerId}`,
            key: idempotencyKey,
            requestHash: hashRequest({ destinationId, body }),
          }
        : null;
      if (idempotency) {
        const stored = await findIdempotentResult<Withdrawal>(db, idempotency);
        if (stored) return { withdrawal: stored, replayed: true };
      }

      const run = async (tx: Tx): Promise<Withdrawal> => {
        // The wallet stays locked until commit, so two withdrawals cannot both spend the same money.
        const balanceCents = await lockWallet(tx, customerId);
        const { withdrawableCents: withdrawable } = await withdrawableNow(tx, customerId, balanceCents);
        if (cents > withdrawable) {
          const message = withdrawalMessages.overWithdrawable.replace('{amount}', formatMoney(withdrawable));
          throw new AppError(
            422,
            ErrorCode.insufficientFunds,
            message,
            field('amount', ErrorCode.insufficientFunds, message),
          );
        }
        const id = randomUUID();
        const posted = await postTransaction(tx, {
          kind: 'withdrawal',
          reference: id,
          description: `Withdrawal to ${destination.label}`,
          metadata: { withdrawalId: id, step: 'requested' },
          entries: [
            { accountCode: walletAccountCode(customerId), amountCents: -cents },
            { accountCode: HouseAccount.withdrawalsPending, amountCents: cents },
          ],
        });
        const row = await insertWithdrawal(tx, {
          id,
          customerId,
          destinationId,
          amountCents: cents,
          status: 'pending',
          bankType: destination.type,
          methodCode: destination.methodCode,
          requestTransactionId: posted.transactionId,
          createdAt: clock.now(),
        });
        return toWithdrawal(row, destination);
      };
      const answer = await db.transaction(async (tx) =>
        idempotency
          ? withIdempotency(tx, idempotency, () => run(tx))
          : { result: await run(tx), replayed: false },
      );
      return { withdrawal: answer.result, replayed: answer.replayed };
    },

    async getWithdrawal(customerId, id) {
      const row = await findWithdrawal(db, customerId, id);
      if (!row) throw new NotFoundError();
      return toWithdrawal(row, await destinationFor(row.destinationId));
    },

    async listWithdrawals(customerId, query) {
      const { rows, total } = await listCustomerWithdrawals(db, customerId, query);
      const destinations = new Map(
        (await findDestinationsByIds(db, [...new Set(rows.map((row) => row.destinationId))])).map((d) => [
          d.id,
          d,
        ]),
      );
      return {
        withdrawals: rows.map((row) => toWithdrawal(row, destinations.get(row.destinationId)!)),
        total,
      };
    },

    async cancel(customerId, id) {
      const row = await findWithdrawal(db, customerId, id);
      if (!row) throw new NotFoundError();
      const decided = await settle(
        row,
        { status: 'cancelled', reason: null, decidedBy: 'customer' },
        customerId,
      );
      return toWithdrawal(decided, await destinationFor(decided.destinationId));
    },

    async listForOperators(status) {
      const rows = await listWithdrawalsByStatus(db, status);
      const destinations = new Map(
        (await findDestinationsByIds(db, [...new Set(rows.map((row) => row.destinationId))])).map((d) => [
          d.id,
          d,
        ]),
      );
      return rows.map((row) => toOpsWithdrawal(row, destinations.get(row.destinationId)!));
    },

    async approve(id, decidedBy) {
      const row = await findAnyWithdrawal(db, id);
      if (!row) throw new NotFoundError();
      const decided = await settle(row, { status: 'paid', reason: null, decidedBy });
      return toOpsWithdrawal(decided, await destinationFor(decided.destinationId));
    },

    async reject(id, reason, decidedBy) {
      const row = await findAnyWithdrawal(db, id);
      if (!row) throw new NotFoundError();
      const decided = await settle(row, { status: 'rejected', reason, decidedBy });
      return toOpsWithdrawal(decided, await destinationFor(decided.destinationId));
    },
  };
}
