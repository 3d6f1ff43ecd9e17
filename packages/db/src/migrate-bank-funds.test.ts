// Migration 0014 (decision 0028): withdrawal destinations become bank funds, and withdrawals keep
// pointing at where they were paid.
import { afterAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from './migrate';
import { queryRows } from './sql-rows';
import { createTestDatabaseBefore, type TestDatabase } from './testing';

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

it('turns each withdrawal destination into a bank fund with the same id and keeps withdrawals on it', async () => {
  database = await createTestDatabaseBefore('0014');
  const { db } = database;

  await db.execute(sql`insert into customers (id, customer_token, email, password_hash, firstname, lastname,
    date_of_birth, phone, address, terms_accepted_at, terms_version, segment_name, pricing_id)
    values ('cus_ada', 'token', 'ada@example.com', 'hash', 'Ada', 'Lovelace', '1990-12-10', '0412345678',
    '{}'::jsonb, now(), '2026-01', 'customer', 'ticket')`);
  await db.execute(sql`insert into customer_funds (id, customer_id, kind, method_code, bank_type, bank_code,
    account_number, account_name, bank_status)
    values ('00000000-0000-4000-8000-000000000001', 'cus_ada', 'bank', 'tt', 'national', '062000', '12345678',
    'Ada Lovelace', 'Verified')`);
  await db.execute(sql`insert into withdrawal_destinations (id, customer_id, type, method_code, account_name, label, details)
    values
    ('00000000-0000-4000-8000-00000000000a', 'cus_ada', 'national', 'do', 'Ada L', 'BSB 062-000, account ending 678',
      '{"accountName":"Ada L","bsb":"062000","accountNumber":"99345678"}'::jsonb),
    ('00000000-0000-4000-8000-00000000000b', 'cus_ada', 'international', 'tt', 'Ada L', 'SWIFT NWBKGB2L',
      '{"accountName":"Ada L","swift":"NWBKGB2L","accountNumber":"GB82WEST12345698765432"}'::jsonb),
    ('00000000-0000-4000-8000-00000000000c', 'cus_ada', 'payid_email', 'do', null, 'PayID a•••@example.com',
      '{"email":"ada@example.com"}'::jsonb)`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into ledger_transactions (id, kind, description)
      values ('00000000-0000-4000-8000-0000000000f1', 'withdrawal', 'Withdrawal')`);
    await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount_cents)
      select '00000000-0000-4000-8000-0000000000f1', id, case code when 'house:payments' then -2500 else 2500 end
      from ledger_accounts where code in ('house:payments', 'house:withdrawals_pending')`);
    await tx.execute(sql`insert into withdrawals (customer_id, destination_id, amount_cents, status, bank_type,
      method_code, request_transaction_id)
      values ('cus_ada', '00000000-0000-4000-8000-00000000000c', 2500, 'pending', 'payid_email', 'do',
      '00000000-0000-4000-8000-0000000000f1')`);
  });

  expect((await migrate(db)).applied).toContain('0014_bank_funds_for_withdrawals');

  const funds = await queryRows<Record<string, string | null>>(
    db,
    sql`select id, method_code, bank_type, bank_code, account_number, account_name, bank_status
      from customer_funds order by id`,
  );
  expect(funds).toEqual([
    {
      id: '00000000-0000-4000-8000-000000000001',
      method_code: 'do',
      bank_type: 'national',
      bank_code: '062000',
      account_number: '12345678',
      account_name: 'Ada Lovelace',
      bank_status: 'Verified',
    },
    {
      id: '00000000-0000-4000-8000-00000000000a',
      method_code: 'do',
      bank_type: 'national',
      bank_code: '062000',
      account_number: '99345678',
      account_name: 'Ada L',
      bank_status: 'Unverified',
    },
    {
      id: '00000000-0000-4000-8000-00000000000b',
      method_code: 'tt',
      bank_type: 'international',
      bank_code: 'NWBKGB2L',
      account_number: 'GB82WEST12345698765432',
      account_name: 'Ada L',
      bank_status: 'Unverified',
    },
    {
      id: '00000000-0000-4000-8000-00000000000c',
      method_code: 'do',
      bank_type: 'payid_email',
      bank_code: null,
      account_number: 'ada@example.com',
      account_name: null,
      bank_status: 'Unverified',
    },
  ]);
  const [withdrawal] = await queryRows<{ fund_id: string }>(db, sql`select fund_id from withdrawals`);
  expect(withdrawal?.fund_id).toBe('00000000-0000-4000-8000-00000000000c');
  const tables = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('withdrawal_destinations')::text as name`,
  );
  expect(tables[0]?.name).toBeNull();
});
