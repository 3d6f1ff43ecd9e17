// SQL for the ledger's postings: accounts (wallets with cached balances, house accounts derived from
// their entries), append-only transactions and entries, and balances. A wallet's history, the audit
// and the idempotency keys have their own files beside this one. The rules live in ledger.service.ts.
import {
  and,
  eq,
  ledgerAccounts,
  ledgerEntries,
  type LedgerTransactionKind,
  ledgerTransactions,
  type Queryable,
  queryRows,
  sql,
  type Tx,
} from '@fairdraw/db';

/** Either the database or a transaction on it; inside a transaction always pass the transaction. */
export type LedgerAccount = typeof ledgerAccounts.$inferSelect;

export async function insertHouseAccounts(db: Queryable, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await db
    .insert(ledgerAccounts)
    .values(codes.map((code) => ({ code, kind: 'house' as const, allowNegative: true })))
    .onConflictDoNothing({ target: ledgerAccounts.code });
}

/** Opens the wallet empty unless it exists (`ledger_open_wallet`, migration 0030). */
export async function insertWallet(db: Queryable, customerId: string, code: string): Promise<void> {
  await db.execute(sql`select ledger_open_wallet(${customerId}, ${code})`);
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
 * The sums of a wallet's entries of these kinds posted in (from, to], one per `from`
 * (`ledger_wallet_sums_of`, migrations 0031 and 0032): positive for money in, negative for money out;
 * 0 without the wallet. Only wallets keep the day totals it reads.
 */
export async function sumAccountEntriesSince(
  db: Queryable,
  code: string,
  kinds: readonly LedgerTransactionKind[],
  froms: readonly Date[],
  to: Date,
): Promise<number[]> {
  if (kinds.length === 0 || froms.length === 0) return froms.map(() => 0);
  const [row] = await queryRows<{ sums: unknown }>(
    db,
    sql`select ledger_wallet_sums_of(${code}, ${JSON.stringify([{ kinds, froms }])}::jsonb, ${to.toISOString()}::timestamptz)->0 as sums`,
  );
  return readSums(row?.sums, froms.length);
}

/** The sums `ledger_wallet_sums_of` answered for one set of kinds, as numbers (0 for any missing). */
export function readSums(sums: unknown, count: number): number[] {
  const list = Array.isArray(sums) ? (sums as unknown[]) : [];
  return Array.from({ length: count }, (_unused, index) => Number(list[index] ?? 0));
}

export async function findBalance(db: Queryable, code: string): Promise<number | null> {
  const [account] = await db
    .select({ balanceCents: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code));
  return account?.balanceCents ?? null;
}

/**
 * Locks the wallet until the transaction ends, opening it first if need be, and answers its balance
 * (`ledger_lock_wallet`, migration 0030): one round trip.
 */
export async function lockWallet(tx: Tx, customerId: string, code: string): Promise<number> {
  const [row] = await queryRows<{ balance_cents: unknown }>(
    tx,
    sql`select ledger_lock_wallet(${customerId}, ${code}) as balance_cents`,
  );
  return Number(row?.balance_cents);
}
