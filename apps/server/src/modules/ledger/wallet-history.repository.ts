// SQL for reading an account's past: its entries page by page, its totals by kind, and a wallet's
// movements with the balance after each.
import {
  desc,
  eq,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  queryRows,
  sql,
  type LedgerTransactionKind,
  type Queryable,
} from '@fairdraw/db';

/** An account's entries with what they were for, newest first. */
export async function listAccountEntries(db: Queryable, code: string, limit: number, offset: number) {
  return db
    .select({
      entryId: ledgerEntries.id,
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      description: ledgerTransactions.description,
      amountCents: ledgerEntries.amountCents,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerAccounts.code, code))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit)
    .offset(offset);
}
export type AccountEntryRow = Awaited<ReturnType<typeof listAccountEntries>>[number];

export async function countAccountEntries(db: Queryable, code: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.code, code));
  return row?.count ?? 0;
}

/** An account's entries summed by transaction kind: money in and money out apart (both positive). */
export async function sumAccountEntriesByKind(db: Queryable, code: string) {
  const rows = await queryRows<{ kind: LedgerTransactionKind; credit: unknown; debit: unknown }>(
    db,
    sql`select t.kind,
               coalesce(sum(e.amount_cents) filter (where e.amount_cents > 0), 0) as credit,
               coalesce(-sum(e.amount_cents) filter (where e.amount_cents < 0), 0) as debit
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        join ledger_transactions t on t.id = e.transaction_id
        where a.code = ${code}
        group by t.kind`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    creditCents: Number(row.credit),
    debitCents: Number(row.debit),
  }));
}

export interface WalletHistoryRow {
  entryId: string;
  transactionId: string;
  kind: LedgerTransactionKind;
  reference: string | null;
  description: string;
  metadata: Record<string, unknown>;
  amountCents: number;
  balanceAfterCents: number;
  createdAt: Date;
}

type RawHistoryRow = {
  entry_id: unknown;
  transaction_id: string;
  kind: LedgerTransactionKind;
  reference: string | null;
  description: string;
  metadata: Record<string, unknown> | string | null;
  amount_cents: unknown;
  balance_after: unknown;
  created_at: Date | string;
};

const historyRow = (row: RawHistoryRow): WalletHistoryRow => ({
  entryId: String(row.entry_id),
  transactionId: row.transaction_id,
  kind: row.kind,
  reference: row.reference,
  description: row.description,
  metadata:
    typeof row.metadata === 'string'
      ? (JSON.parse(row.metadata) as Record<string, unknown>)
      : (row.metadata ?? {}),
  amountCents: Number(row.amount_cents),
  balanceAfterCents: Number(row.balance_after),
  createdAt: new Date(row.created_at),
});

/** The window sums every entry of the wallet in id order before the page is cut. */
const historyQuery = (code: string) => sql`
  select e.id as entry_id, t.id as transaction_id, t.kind, t.reference, t.description, t.metadata,
         e.amount_cents, e.created_at,
         sum(e.amount_cents) over (order by e.id rows between unbounded preceding and current row) as balance_after
  from ledger_entries e
  join ledger_accounts a on a.id = e.account_id
  join ledger_transactions t on t.id = e.transaction_id
  where a.code = ${code}`;

export async function listWalletHistory(
  db: Queryable,
  code: string,
  page: { limit: number; offset: number },
): Promise<WalletHistoryRow[]> {
  const rows = await queryRows<RawHistoryRow>(
    db,
    sql`${historyQuery(code)} order by e.id desc limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map(historyRow);
}

export async function findWalletHistoryEntry(
  db: Queryable,
  code: string,
  transactionId: string,
): Promise<WalletHistoryRow | null> {
  const rows = await queryRows<RawHistoryRow>(
    db,
    sql`select * from (${historyQuery(code)}) h where h.transaction_id = ${transactionId}::uuid order by h.entry_id limit 1`,
  );
  return rows[0] ? historyRow(rows[0]) : null;
}
