// SQL for the ledger: accounts (wallets with cached balances, house accounts derived from their
// entries), append-only transactions and entries, and the idempotency keys of money-moving requests.
// The rules live in ledger.service.ts.
import {
  and,
  desc,
  eq,
  idempotencyKeys,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  queryRows,
  sql,
  type Db,
  type IdempotencyStatus,
  type LedgerTransactionKind,
  type Tx,
} from '@fairdraw/db';

/** Either the database or a transaction on it; inside a transaction always pass the transaction. */
export type Queryable = Db | Tx;

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

export async function insertHouseAccounts(db: Queryable, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await db
    .insert(ledgerAccounts)
    .values(codes.map((code) => ({ code, kind: 'house' as const, allowNegative: true })))
    .onConflictDoNothing({ target: ledgerAccounts.code });
}

/** Creates the wallet unless it exists; a concurrent creator's row wins and this one does nothing. */
export async function insertWallet(db: Queryable, customerId: string, code: string): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values({ code, customerId, kind: 'customer_wallet' })
    .onConflictDoNothing({ target: ledgerAccounts.code });
}

export async function findAccount(db: Queryable, code: string): Promise<LedgerAccount | null> {
  const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  return account ?? null;
}

/**
 * Inserts the transaction row. With an idempotency key that is already taken it inserts nothing and
 * returns null; a concurrent holder of the same key makes this wait until that one commits or rolls back.
 */
export async function insertTransaction(
  tx: Tx,
  row: {
    kind: LedgerTransactionKind;
    idempotencyKey: string | null;
    reference: string | null;
    description: string;
    metadata: Record<string, unknown>;
    /** Null: the database's time. */
    createdAt: Date | null;
  },
): Promise<string | null> {
  const { createdAt, ...values } = row;
  const [inserted] = await tx
    .insert(ledgerTransactions)
    .values(createdAt ? { ...values, createdAt } : values)
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  return inserted?.id ?? null;
}

/** The transaction posted under an idempotency key, with its entries, to compare with a replay. */
export async function findTransactionByKey(tx: Tx, idempotencyKey: string) {
  const [transaction] = await tx
    .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  if (!transaction) return null;
  const entries = await tx
    .select({ accountCode: ledgerAccounts.code, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transaction.id));
  return { ...transaction, entries };
}

/**
 * Adds `deltaCents` to a wallet's cached balance in one statement that cannot take it below zero: the
 * guard and the write happen under the same row lock. Returns the balance after, or null when the
 * wallet does not exist or the money is not there. House accounts have no cached balance.
 */
export async function applyBalanceDelta(tx: Tx, code: string, deltaCents: number): Promise<number | null> {
  const [updated] = await tx
    .update(ledgerAccounts)
    .set({ balanceCents: sql`${ledgerAccounts.balanceCents} + ${deltaCents}` })
    .where(
      and(
        eq(ledgerAccounts.code, code),
        eq(ledgerAccounts.kind, 'customer_wallet'),
        sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balanceCents} + ${deltaCents} >= 0)`,
      ),
    )
    .returning({ balanceCents: ledgerAccounts.balanceCents });
  return updated ? Number(updated.balanceCents) : null;
}

/**
 * Inserts a transaction's entries in one statement, finding each account by its code. Returns how many
 * were inserted: fewer than given means a code names no account.
 */
export async function insertEntries(
  tx: Tx,
  transactionId: string,
  entries: Array<{ accountCode: string; amountCents: number }>,
  createdAt: Date | null = null,
): Promise<number> {
  const values = sql.join(
    entries.map(
      (entry, index) =>
        sql`(${entry.accountCode}::text, ${String(entry.amountCents)}::bigint, ${index}::int)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<{ id: unknown }>(
    tx,
    sql`insert into ledger_entries (transaction_id, account_id, amount_cents, created_at)
        select ${transactionId}::uuid, a.id, e.amount_cents,
               coalesce(${createdAt ? createdAt.toISOString() : null}::timestamptz, now())
        from (values ${values}) as e(code, amount_cents, n)
        join ledger_accounts a on a.code = e.code
        order by e.n
        returning id`,
  );
  return rows.length;
}

/** A house account's balance: the sum of its entries (house balances are not cached). */
export async function sumAccountEntries(db: Queryable, code: string): Promise<number | null> {
  const [row] = await queryRows<{ found: boolean; total: unknown }>(
    db,
    sql`select true as found, coalesce(sum(e.amount_cents), 0) as total
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        where a.code = ${code}
        group by a.id`,
  );
  return row ? Number(row.total) : null;
}

/**
 * The sums of an account's entries of these transaction kinds posted in (from, to], one per `from`,
 * in one statement.
 */
export async function sumAccountEntriesSince(
  db: Queryable,
  code: string,
  kinds: readonly LedgerTransactionKind[],
  froms: readonly Date[],
  to: Date,
): Promise<number[]> {
  if (kinds.length === 0 || froms.length === 0) return froms.map(() => 0);
  const earliest = new Date(Math.min(...froms.map((from) => from.getTime())));
  const columns = sql.join(
    froms.map(
      (from, index) =>
        sql`coalesce(sum(e.amount_cents) filter (where e.created_at > ${from.toISOString()}::timestamptz), 0) as ${sql.raw(`s${index}`)}`,
    ),
    sql`, `,
  );
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${columns}
        from ledger_accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_transactions t on t.id = e.transaction_id
        where a.code = ${code}
          and t.kind in (${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})
          and e.created_at > ${earliest.toISOString()}::timestamptz
          and e.created_at <= ${to.toISOString()}::timestamptz`,
  );
  return froms.map((_from, index) => Number(row?.[`s${index}`] ?? 0));
}

export async function findBalance(db: Queryable, code: string): Promise<number | null> {
  const [account] = await db
    .select({ balanceCents: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code));
  return account?.balanceCents ?? null;
}

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

/** The wallet's balance, with its row locked until the transaction ends; null when it does not exist. */
export async function lockBalance(tx: Tx, code: string): Promise<number | null> {
  const [row] = await queryRows<{ balance_cents: unknown }>(
    tx,
    sql`select balance_cents from ledger_accounts where code = ${code} for update`,
  );
  return row ? Number(row.balance_cents) : null;
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

// The audit reads the whole ledger: for tests and operator checks, not for requests.

/** Transactions with fewer than two entries or entries that do not sum to zero. */
export async function findUnbalancedTransactions(db: Queryable): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select t.id from ledger_transactions t
        left join ledger_entries e on e.transaction_id = t.id
        group by t.id
        having count(e.id) < 2 or coalesce(sum(e.amount_cents), 0) <> 0
        order by t.id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Accounts whose stored balance is not what it should be: a wallet's cached balance must equal the sum
 * of its entries; a house account caches nothing, so its stored balance must stay 0. `derived` is the
 * value expected.
 */
export async function findMismatchedAccounts(db: Queryable) {
  const rows = await queryRows<{ code: string; stored: unknown; derived: unknown }>(
    db,
    sql`select a.code, a.balance_cents as stored,
               case when a.kind = 'house' then 0 else coalesce(sum(e.amount_cents), 0) end as derived
        from ledger_accounts a
        left join ledger_entries e on e.account_id = a.id
        group by a.id
        having a.balance_cents <> case when a.kind = 'house' then 0 else coalesce(sum(e.amount_cents), 0) end
        order by a.code`,
  );
  // pg hands back bigint and numeric as strings; PGlite may use numbers. Number() takes either.
  return rows.map((row) => ({ code: row.code, stored: Number(row.stored), derived: Number(row.derived) }));
}

/** Wallets below zero by their cached balance or by their entries. */
export async function findNegativeWallets(db: Queryable): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select a.code from ledger_accounts a
        left join ledger_entries e on e.account_id = a.id
        where a.kind = 'customer_wallet'
        group by a.id
        having a.balance_cents < 0 or coalesce(sum(e.amount_cents), 0) < 0
        order by a.code`,
  );
  return rows.map((row) => row.code);
}

/** The triggers that keep the ledger append-only and balanced (migration 0001). */
export const LEDGER_GUARDS = [
  'ledger_entries_append_only',
  'ledger_entries_balanced',
  'ledger_transactions_append_only',
  'ledger_transactions_balanced',
] as const;

/** Ledger guards that do not exist or are disabled (`ALTER TABLE … DISABLE TRIGGER`). */
export async function findMissingGuards(db: Queryable): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select tgname as name from pg_trigger
        where tgrelid in ('ledger_entries'::regclass, 'ledger_transactions'::regclass)
          and tgenabled <> 'D'`,
  );
  const present = new Set(rows.map((row) => row.name));
  return LEDGER_GUARDS.filter((guard) => !present.has(guard));
}

/**
 * Claims a key by inserting it `in_progress`. Returns false when the key is already taken; a concurrent
 * claimer makes this wait (on the primary key) until that one's transaction ends.
 */
export async function insertIdempotencyKey(
  tx: Tx,
  row: { scope: string; key: string; requestHash: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ ...row, status: 'in_progress' satisfies IdempotencyStatus })
    .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findIdempotencyKey(
  tx: Queryable,
  scope: string,
  key: string,
): Promise<IdempotencyKeyRow | null> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function completeIdempotencyKey(
  tx: Tx,
  scope: string,
  key: string,
  response: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: 'completed', response: response ?? null })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
