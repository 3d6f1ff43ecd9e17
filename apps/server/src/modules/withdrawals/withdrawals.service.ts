// Withdrawals (account-area §3, §4, §7; decisions 0024, 0028). A request takes the money from the wallet
// at once into house:withdrawals_pending, so it can never be spent twice; an operator then pays it out
// (to house:payments) or rejects it, and the customer may cancel while it waits (money back to the
// wallet). Promotional credit not yet played through is never withdrawable. The money goes to one of the
// customer's bank funds (an account or PayID), which the payments module keeps.
import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type OpsWithdrawal,
  type WithdrawableFunds,
  type WithdrawBody,
  type Withdrawal,
  type WithdrawalStatus,
} from '@fairdraw/contracts';
import type { Db, Tx } from '@fairdraw/db';
import {
  formatMoney,
  fromWireMoney,
  toWireMoney,
  withdrawalBlock,
  withdrawalMessages,
  type WithdrawalBlock,
} from '@fairdraw/domain';
import type { Clock } from '../../lib/clock';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import {
  HouseAccount,
  ensureWallet,
  getWalletBalance,
  hashRequest,
  lockWallet,
  postTransaction,
  walletAccountCode,
} from '../ledger/ledger.service';
import { runIdempotently, type KeyClaim } from '../ledger/idempotency.service';
import { tellNobody, type TellCustomer } from '../mail/customer-notifier';
import type { FundsService, PayoutFund } from '../payments/funds.service';
import {
  decideWithdrawal,
  findAnyWithdrawal,
  findWithdrawal,
  insertWithdrawal,
  listCustomerWithdrawals,
  listWithdrawalsByStatus,
  sumPending,
  type WithdrawalRow,
} from './withdrawals.repository';
import { amountCents, field, withdrawableNow } from './withdrawal-amounts';

/** What the withdrawal rules need to know about the customer (from accounts, verification, capabilities). */
export interface WithdrawalStanding {
  isVerified: boolean;
  signedUpAt: Date;
  /** The segment's `wallet_withdrawal_requires_verification`. */
  requiresVerification: boolean;
}

export interface WithdrawalsServiceOptions {
  db: Db;
  clock: Clock;
  standingOf: (customerId: string) => Promise<WithdrawalStanding | null>;
  funds: Pick<FundsService, 'payoutFund' | 'payoutFundsByIds'>;
  /** E-mails the customer once a withdrawal is requested, paid or refused (decision 0039). */
  tellCustomer?: TellCustomer;
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
  withdraw(request: {
    customerId: string;
    fundId: string;
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

function toWithdrawal(row: WithdrawalRow, fund: PayoutFund): Withdrawal {
  return {
    id: row.id,
    status: row.status,
    amount: toWireMoney(row.amountCents),
    bankType: row.bankType,
    withdrawalMethodCode: row.methodCode,
    destination: fund.destination,
    transactionId: row.requestTransactionId,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    canCancel: row.status === 'pending',
  };
}

function toOpsWithdrawal(row: WithdrawalRow, fund: PayoutFund): OpsWithdrawal {
  return { ...toWithdrawal(row, fund), customerId: row.customerId, payTo: fund.payTo };
}

export function createWithdrawalsService({
  db,
  clock,
  standingOf,
  funds,
  tellCustomer = tellNobody,
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

  /** Where each withdrawal was paid, in one read. */
  async function withFunds(rows: WithdrawalRow[]): Promise<Array<[WithdrawalRow, PayoutFund]>> {
    const byId = await funds.payoutFundsByIds(rows.map((row) => row.fundId));
    return rows.map((row) => {
      const fund = byId.get(row.fundId);
      if (!fund) throw new Error(`withdrawal ${row.id} pays to a missing fund ${row.fundId}`);
      return [row, fund];
    });
  }
  const one = async (row: WithdrawalRow) => (await withFunds([row]))[0]!;

  /** Moves a pending withdrawal's money on and records the decision, or refuses when already decided. */
  async function settle(
    row: WithdrawalRow,
    decision: { status: 'paid' | 'rejected' | 'cancelled'; reason: string | null; decidedBy: string },
    owner?: string,
  ): Promise<[WithdrawalRow, PayoutFund]> {
    if (row.status !== 'pending') throw new ConflictError(NOT_PENDING_MESSAGE(row.status));
    const [, fund] = await one(row);
    const decided = await db.transaction(async (tx: Tx) => {
      const paid = decision.status === 'paid';
      if (!paid) await ensureWallet(tx, row.customerId);
      const posted = await postTransaction(tx, {
        kind: 'withdrawal',
        idempotencyKey: `withdrawal-${paid ? 'paid' : 'return'}:${row.id}`,
        reference: row.id,
        description: paid
          ? `Withdrawal paid to ${fund.destination.label}`
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
      const updated = await decideWithdrawal(tx, row.id, {
        ...decision,
        settleTransactionId: posted.transactionId,
        decidedAt: clock.now(),
        ...(owner ? { customerId: owner } : {}),
      });
      // Another decision won the race: this one's posting rolls back with the transaction.
      if (!updated) {
        const now = await findAnyWithdrawal(tx, row.id);
        throw new ConflictError(NOT_PENDING_MESSAGE(now?.status ?? 'cancelled'));
      }
      return updated;
    });
    // The customer cancelled it themselves; a payment or a refusal is news to them.
    if (decided.status !== 'cancelled')
      tellCustomer(decided.customerId, {
        ...(decided.status === 'paid'
          ? { kind: 'withdrawal_paid' as const }
          : { kind: 'withdrawal_refused' as const, reason: decided.reason }),
        withdrawalId: decided.id,
        amountCents: decided.amountCents,
        destination: fund.destination.label,
      });
    return [decided, fund];
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

    async withdraw({ customerId, fundId, body, idempotencyKey }) {
      // The key is claimed before anything is checked: a retry while this runs waits for it and answers
      // the same (decision 0031).
      const request = async (claim?: KeyClaim<Withdrawal>): Promise<Withdrawal> => {
        const cents = amountCents(body);
        const fund = await funds.payoutFund(customerId, fundId);
        const { destination } = fund;
        if (body.withdrawalMethodCode !== destination.withdrawalMethodCode)
          throw new ValidationError(
            field(
              'withdrawalMethodCode',
              ErrorCode.invalid,
              `This account is paid by method ${destination.withdrawalMethodCode}, not ${body.withdrawalMethodCode}.`,
            ),
          );
        if (body.bankType !== destination.type)
          throw new ValidationError(
            field('bankType', ErrorCode.invalid, `This account is a ${destination.type} account.`),
          );
        const block = blockOf(await standing(customerId));
        if (block)
          throw new AppError(422, ErrorCode.withdrawalBlocked, BLOCKED_MESSAGES[block], undefined, {
            reason: block,
          });

        const run = async (tx: Tx): Promise<Withdrawal> => {
          // The wallet stays locked until commit, so two withdrawals cannot both spend the same money.
          const balanceCents = await lockWallet(tx, customerId);
          const { withdrawableCents: withdrawable } = await withdrawableNow(tx, customerId, balanceCents);
          if (cents > withdrawable) {
            const message = withdrawalMessages.overWithdrawable.replace(
              '{amount}',
              formatMoney(withdrawable),
            );
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
            fundId,
            amountCents: cents,
            status: 'pending',
            bankType: destination.type,
            methodCode: destination.withdrawalMethodCode,
            requestTransactionId: posted.transactionId,
            createdAt: clock.now(),
          });
          return toWithdrawal(row, fund);
        };
        return db.transaction(async (tx) => {
          const withdrawal = await run(tx);
          await claim?.finish(tx, withdrawal);
          return withdrawal;
        });
      };
      const answer = idempotencyKey
        ? await runIdempotently(
            db,
            {
              scope: `withdrawal:${customerId}`,
              key: idempotencyKey,
              requestHash: hashRequest({ fundId, body }),
            },
            request,
          )
        : { result: await request(), replayed: false };
      // A replay answers the withdrawal the first request made and e-mailed.
      if (!answer.replayed) {
        const { id, amount, destination } = answer.result;
        tellCustomer(customerId, {
          kind: 'withdrawal_requested',
          withdrawalId: id,
          amountCents: fromWireMoney(amount),
          destination: destination.label,
        });
      }
      return { withdrawal: answer.result, replayed: answer.replayed };
    },

    async getWithdrawal(customerId, id) {
      const row = await findWithdrawal(db, customerId, id);
      if (!row) throw new NotFoundError();
      return toWithdrawal(...(await one(row)));
    },

    async listWithdrawals(customerId, query) {
      const { rows, total } = await listCustomerWithdrawals(db, customerId, query);
      return {
        withdrawals: (await withFunds(rows)).map(([row, fund]) => toWithdrawal(row, fund)),
        total,
      };
    },

    async cancel(customerId, id) {
      const row = await findWithdrawal(db, customerId, id);
      if (!row) throw new NotFoundError();
      return toWithdrawal(
        ...(await settle(row, { status: 'cancelled', reason: null, decidedBy: 'customer' }, customerId)),
      );
    },

    async listForOperators(status) {
      const rows = await listWithdrawalsByStatus(db, status);
      return (await withFunds(rows)).map(([row, fund]) => toOpsWithdrawal(row, fund));
    },

    async approve(id, decidedBy) {
      const row = await findAnyWithdrawal(db, id);
      if (!row) throw new NotFoundError();
      return toOpsWithdrawal(...(await settle(row, { status: 'paid', reason: null, decidedBy })));
    },

    async reject(id, reason, decidedBy) {
      const row = await findAnyWithdrawal(db, id);
      if (!row) throw new NotFoundError();
      return toOpsWithdrawal(...(await settle(row, { status: 'rejected', reason, decidedBy })));
    },
  };
}
