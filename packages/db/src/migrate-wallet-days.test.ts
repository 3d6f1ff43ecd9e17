// Migration 0032 (decision 0082): a shop's existing wallet entries become its wallets' day totals.
import { afterAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from './migrate';
import { queryRows } from './sql-rows';
import { createTestDatabaseBefore, type TestDatabase } from './testing';

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

it("totals each wallet's entries before it per UTC day and kind, and leaves the shop's accounts out", async () => {
  database = await createTestDatabaseBefore('0032');
  const { db } = database;
  await db.execute(
    sql`insert into ledger_accounts (code, kind, customer_id, balance_cents) values ('wallet:c1', 'customer_wallet', 'c1', 0)`,
  );
  // As the shop posted them: a deposit, two purchases on one day, one on the next.
  const postings: Array<[string, 'deposit' | 'purchase', number, string]> = [
    ['house:payments', 'deposit', 50_00, '2026-11-20T21:00:00Z'],
    ['house:sales', 'purchase', -10_00, '2026-11-20T22:00:00Z'],
    ['house:sales', 'purchase', -5_00, '2026-11-20T23:30:00Z'],
    ['house:sales', 'purchase', -7_00, '2026-11-21T00:30:00Z'],
  ];
  for (const [house, kind, cents, at] of postings)
    await db.transaction(async (tx) => {
      const [posted] = await queryRows<{ id: string }>(
        tx,
        sql`insert into ledger_transactions (kind, description, created_at) values (${kind}, ${kind}, ${at}) returning id`,
      );
      await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount_cents, created_at)
        select ${posted?.id}, a.id, case when a.code = 'wallet:c1' then ${cents}::bigint else -${cents}::bigint end, ${at}
        from ledger_accounts a where a.code in ('wallet:c1', ${house})`);
    });

  expect((await migrate(db)).applied).toContain('0032_wallet_day_totals');

  const days = await queryRows<{ code: string; day: string; kind: string; cents: unknown }>(
    db,
    sql`select a.code, d.day::text as day, d.kind, d.amount_cents as cents
        from ledger_wallet_days d join ledger_accounts a on a.id = d.account_id order by d.day, d.kind`,
  );
  expect(days.map(({ code, day, kind, cents }) => [code, day, kind, Number(cents)])).toEqual([
    ['wallet:c1', '2026-11-20', 'deposit', 50_00],
    ['wallet:c1', '2026-11-20', 'purchase', -15_00],
    ['wallet:c1', '2026-11-21', 'purchase', -7_00],
  ]);
});
