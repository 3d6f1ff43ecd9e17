// SQL of the ledger audit. It reads the whole ledger: for tests and operator checks, not for requests.
import { queryRows, sql, type Queryable } from '@fairdraw/db';

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

/**
 * Wallet days whose total is not the sum of that wallet's entries of that kind on that UTC day
 * (migration 0032), as `<wallet code> <day> <kind>`; a day with entries and no total counts too.
 */
export async function findMismatchedWalletDays(db: Queryable): Promise<string[]> {
  const rows = await queryRows<{ code: string; day: string; kind: string }>(
    db,
    sql`with posted as (
          select e.account_id, (e.created_at at time zone 'UTC')::date as day, t.kind,
                 sum(e.amount_cents) as cents
          from ledger_entries e
          join ledger_accounts a on a.id = e.account_id and a.kind = 'customer_wallet'
          join ledger_transactions t on t.id = e.transaction_id
          group by 1, 2, 3
        )
        select a.code, coalesce(d.day, p.day)::text as day, coalesce(d.kind, p.kind) as kind
        from ledger_wallet_days d
        full join posted p on p.account_id = d.account_id and p.day = d.day and p.kind = d.kind
        join ledger_accounts a on a.id = coalesce(d.account_id, p.account_id)
        where d.amount_cents is distinct from p.cents
        order by 1, 2, 3`,
  );
  return rows.map((row) => `${row.code} ${row.day} ${row.kind}`);
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

/**
 * The triggers that keep the ledger append-only and balanced (migration 0001), and its wallets' day
 * totals in step with their entries (migration 0032).
 */
export const LEDGER_GUARDS = [
  'ledger_entries_append_only',
  'ledger_entries_balanced',
  'ledger_entries_wallet_days',
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
