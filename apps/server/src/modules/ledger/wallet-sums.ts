// Sums of a customer's wallet postings over time windows: what spend and deposit limits are held to
// (decision 0025). Each sum also comes as a query a caller can read inside its own statement.
import type { LedgerTransactionKind, Queryable, SQL } from '@fairdraw/db';
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

/**
 * A query for sums of the customer's wallet postings, for a caller that reads them inside its own
 * statement (one round trip for a limit and what was spent against it), and how to read its answer:
 * the query's row as JSON.
 */
export interface WalletSumsQuery {
  query: SQL;
  read(row: unknown): number[];
}

/** What the customer spent in (from, to] for each `from`: purchases less refunds, in cents (never below 0). */
export function spentInWindowsQuery(
  customerId: string,
  window: { froms: readonly Date[]; to: Date },
): WalletSumsQuery {
  return {
    query: repository.accountEntrySums(
      walletAccountCode(customerId),
      ['purchase', 'refund'],
      window.froms,
      window.to,
    ),
    read: (row) =>
      repository.readEntrySums(parsedRow(row), window.froms.length).map((sum) => Math.max(0, -sum)),
  };
}

/** What the customer deposited in (from, to], in cents (one sum). */
export function depositedInWindowQuery(
  customerId: string,
  window: { from: Date; to: Date },
): WalletSumsQuery {
  return {
    query: repository.accountEntrySums(walletAccountCode(customerId), ['deposit'], [window.from], window.to),
    read: (row) => repository.readEntrySums(parsedRow(row), 1),
  };
}

// Both drivers parse jsonb into objects.
const parsedRow = (row: unknown) => row as Record<string, unknown> | undefined;

/** What the customer spent in (from, to] for each `from`: purchases less refunds, in cents (never below 0). */
export async function spentInWindows(
  db: Queryable,
  customerId: string,
  window: { froms: readonly Date[]; to: Date },
): Promise<number[]> {
  const sums = await sumWalletPostings(db, customerId, ['purchase', 'refund'], window);
  return sums.map((sum) => Math.max(0, -sum));
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
  const [deposited] = await sumWalletPostings(db, customerId, ['deposit'], {
    froms: [window.from],
    to: window.to,
  });
  return deposited ?? 0;
}
