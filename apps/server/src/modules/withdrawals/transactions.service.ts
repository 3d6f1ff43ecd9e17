// The customer's transactions page (account-area §2 "/my-account/transactions", §7 "GET /transactions"):
// every movement of their wallet, newest first, read from the ledger through ledger.service, with the
// status of each withdrawal and what each purchase or prize was for (decision 0024).
import type { TransactionType, WalletTransaction, WithdrawalStatus } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { toWireMoney } from '@fairdraw/domain';
import { NotFoundError } from '../../lib/errors';
import { findWalletMovement, listWalletHistory, type WalletMovement } from '../ledger/ledger.service';
import { statusesOf } from './withdrawals.repository';

export interface TransactionsService {
  list(
    customerId: string,
    page: { limit: number; offset: number },
  ): Promise<{ transactions: WalletTransaction[]; total: number }>;
  get(customerId: string, transactionId: string): Promise<WalletTransaction>;
}

function typeOf(movement: WalletMovement): TransactionType {
  switch (movement.kind) {
    case 'withdrawal':
      return movement.amountCents < 0 ? 'withdrawal' : 'withdrawal_returned';
    case 'deposit':
    case 'purchase':
    case 'prize':
    case 'refund':
    case 'promotion':
    case 'adjustment':
      return movement.kind;
    default:
      return 'adjustment';
  }
}

/** How postings made before they were described in words named a deposit and a purchase: with an id. */
const OLD_DEPOSIT = /^(Card|Apple Pay|Google Pay|PayPal) deposit [0-9a-f-]{36}$/;
const OLD_PURCHASE = /^Tickets bought, checkout /;

/** A movement in the customer's words; postings from before they were written in words still read well. */
export function describeMovement(
  movement: Pick<WalletMovement, 'description' | 'metadata'>,
  type: TransactionType,
  status: WithdrawalStatus | null,
): string {
  if (type === 'purchase' && OLD_PURCHASE.test(movement.description)) {
    const items = Number(movement.metadata.items ?? 0);
    return items > 1 ? `Tickets bought (${items} items)` : 'Tickets bought';
  }
  const oldDeposit = type === 'deposit' ? OLD_DEPOSIT.exec(movement.description) : null;
  if (oldDeposit) return `Deposit by ${oldDeposit[1] === 'Card' ? 'card' : oldDeposit[1]}`;
  if (type === 'withdrawal_returned')
    return status === 'rejected'
      ? 'Withdrawal rejected: money returned'
      : 'Withdrawal cancelled: money returned';
  return movement.description;
}

function toTransaction(movement: WalletMovement, statuses: Map<string, WithdrawalStatus>): WalletTransaction {
  const type = typeOf(movement);
  const withdrawalId = movement.kind === 'withdrawal' ? movement.reference : null;
  const status = withdrawalId ? (statuses.get(withdrawalId) ?? null) : null;
  return {
    id: movement.entryId,
    transactionId: movement.transactionId,
    type,
    description: describeMovement(movement, type, status),
    amount: toWireMoney(movement.amountCents),
    balanceAfter: toWireMoney(movement.balanceAfterCents),
    createdAt: movement.createdAt.toISOString(),
    status,
    checkoutId: type === 'purchase' ? movement.reference : null,
    orderId: type === 'prize' ? movement.reference : null,
    withdrawalId,
  };
}

const withdrawalIds = (movements: WalletMovement[]) =>
  movements.flatMap((movement) =>
    movement.kind === 'withdrawal' && movement.reference ? [movement.reference] : [],
  );

export function createTransactionsService({ db }: { db: Db }): TransactionsService {
  return {
    async list(customerId, page) {
      const { movements, total } = await listWalletHistory(db, customerId, page);
      const statuses = await statusesOf(db, customerId, withdrawalIds(movements));
      return { transactions: movements.map((movement) => toTransaction(movement, statuses)), total };
    },

    async get(customerId, transactionId) {
      const movement = await findWalletMovement(db, customerId, transactionId);
      if (!movement) throw new NotFoundError();
      return toTransaction(movement, await statusesOf(db, customerId, withdrawalIds([movement])));
    },
  };
}
