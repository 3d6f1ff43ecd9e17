// Sums of a customer's wallet postings over time windows: what spend and deposit limits are held to
// (decision 0025). The sums are `ledger_wallet_sums_of` (migrations 0031 and 0032: whole days from the
// wallet's day totals, decision 0082), which the limits' database function also reads inside a purchase.
import type { LedgerTransactionKind, Queryable } from '@fairdraw/db';
import * as repository from './ledger.repository';
import { walletAccountCode } from './ledger.service';

/**
 * The sums of the customer's wallet entries of these kinds posted in (from, to], one per `from`:
 * positive for money in (deposits, refunds), negative for money out (purchases). 0 without a wallet.
 */
export async function sumWalletPostings(
  db: Queryable,
  customerId: string,
  kinds: readonly LedgerTransactionKind[],
  window: { froms: readonly Date[]; to: Date },
): Promise<number[]> {
  return repository.sumAccountEntriesSince(db, walletAccountCode(customerId), kinds, window.froms, window.to);
}

/** The kinds of wallet postings that are spending (purchases less refunds) and depositing. */
export const SPENT_KINDS: readonly LedgerTransactionKind[] = ['purchase', 'refund'];
export const DEPOSITED_KINDS: readonly LedgerTransactionKind[] = ['deposit'];

/**
 * Spending sums of `ledger_wallet_sums_of`, which a caller's database function read with
 * SPENT_KINDS, as what was spent: in cents, never below 0.
 */
export function spentFrom(sums: unknown, count: number): number[] {
  return repository.readSums(sums, count).map((sum) => Math.max(0, -sum));
}

/** Deposit sums of `ledger_wallet_sums_of` read with DEPOSITED_KINDS, in cents. */
export const depositedFrom = (sums: unknown, count: number): number[] => repository.readSums(sums, count);

/** What the customer spent in (from, to] for each `from`: purchases less refunds, in cents (never below 0). */
export async function spentInWindows(
  db: Queryable,
  customerId: string,
  window: { froms: readonly Date[]; to: Date },
): Promise<number[]> {
  return spentFrom(await sumWalletPostings(db, customerId, SPENT_KINDS, window), window.froms.length);
}

/** What the customer spent in (from, to]: purchases less refunds, in cents (never below 0). */
export async function spentInWindow(
  db: Queryable,
  customerId: string,
  window: { from: Date; to: Date },
): Promise<number> {
  const [spent] = await spentInWindows(db, customerId, { froms: [window.from], to: window.to });
  return spent ?? 0;
}

/** What the customer deposited in (from, to], in cents. */
export async function depositedInWindow(
  db: Queryable,
  customerId: string,
  window: { from: Date; to: Date },
): Promise<number> {
  const [deposited] = await sumWalletPostings(db, customerId, DEPOSITED_KINDS, {
    froms: [window.from],
    to: window.to,
  });
  return deposited ?? 0;
}
