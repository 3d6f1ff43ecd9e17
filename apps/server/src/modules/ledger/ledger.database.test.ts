// The rules the database itself enforces, whatever code (or person) writes to it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ledgerAccounts, queryRows, sql, type Db } from '@fairdraw/db';
import { createTestDatabase, inRolledBackTransaction, type TestDatabase } from '@fairdraw/db/testing';
import { expectLedgerBalanced } from '../../../test/ledger-audit';
import { LEDGER_GUARDS } from './ledger-audit.repository';
import {
  HouseAccount,
  auditLedger,
  ensureWallet,
  getAccountBalance,
  postTransaction,
  walletAccountCode,
} from './ledger.service';

const RESTRICT_VIOLATION = '23001';
const CHECK_VIOLATION = '23514';

/** The SQLSTATE of a failed statement, looking through Drizzle's wrapping. */
async function failureState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    for (let cause: unknown = error; cause && typeof cause === 'object'; cause = (cause as Error).cause) {
      const code = (cause as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    throw error;
  }
  throw new Error('Expected the statement to fail, but it succeeded');
}

let database: TestDatabase;
let db: Db;
let walletId: string;
let promotionsId: string;
let transactionId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const customer = randomUUID();
  const posted = await db.transaction(async (tx) => {
    walletId = (await ensureWallet(tx, customer)).id;
    return postTransaction(tx, {
      kind: 'promotion',
      description: 'Welcome credit',
      entries: [
        { accountCode: HouseAccount.promotions, amountCents: -1000 },
        { accountCode: walletAccountCode(customer), amountCents: 1000 },
      ],
    });
  });
  transactionId = posted.transactionId;
  const [promotions] = await db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, HouseAccount.promotions));
  promotionsId = promotions?.id ?? '';
});
afterAll(async () => {
  await database.drop();
});

async function walletCode(): Promise<string | undefined> {
  const [wallet] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, walletId));
  return wallet?.code;
}

/** Writes a transaction with raw SQL, past the service: the given amounts on the wallet and promotions. */
async function insertRaw(
  amounts: { wallet?: number; promotions?: number },
  reached: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into ledger_transactions (kind, description) values ('adjustment', 'By hand') returning id`,
    );
    const id = row?.id ?? '';
    if (amounts.wallet !== undefined) {
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, amount_cents) values (${id}, ${walletId}, ${amounts.wallet})`,
      );
    }
    if (amounts.promotions !== undefined) {
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, amount_cents) values (${id}, ${promotionsId}, ${amounts.promotions})`,
      );
    }
    reached.push('all statements ran');
  });
}

async function rawTransactionCount(): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(db, sql`select count(*) as n from ledger_transactions`);
  return Number(row?.n);
}

describe('the ledger in the database', () => {
  it('refuses to update, delete or truncate entries', async () => {
    expect(
      await failureState(db.execute(sql`update ledger_entries set amount_cents = amount_cents * 2`)),
    ).toBe(RESTRICT_VIOLATION);
    expect(
      await failureState(db.execute(sql`delete from ledger_entries where transaction_id = ${transactionId}`)),
    ).toBe(RESTRICT_VIOLATION);
    expect(await failureState(db.execute(sql`truncate ledger_entries`))).toBe(RESTRICT_VIOLATION);
    await expectLedgerBalanced(db);
  });

  it('refuses to update, delete or truncate transactions', async () => {
    expect(
      await failureState(
        db.execute(sql`update ledger_transactions set description = 'Changed' where id = ${transactionId}`),
      ),
    ).toBe(RESTRICT_VIOLATION);
    expect(
      await failureState(db.execute(sql`delete from ledger_transactions where id = ${transactionId}`)),
    ).toBe(RESTRICT_VIOLATION);
    expect(await failureState(db.execute(sql`truncate ledger_transactions cascade`))).toBe(
      RESTRICT_VIOLATION,
    );
    const [row] = await queryRows<{ description: string }>(
      db,
      sql`select description from ledger_transactions where id = ${transactionId}`,
    );
    expect(row?.description).toBe('Welcome credit');
  });

  it('accepts a balanced transaction written by hand', async () => {
    const before = await rawTransactionCount();
    await insertRaw({ wallet: -250, promotions: 250 }, []);
    expect(await rawTransactionCount()).toBe(before + 1);
    // Written by hand, the wallet's cached balance was not moved: the audit notices. The house side
    // has no cached balance to move, so only the wallet is out of step.
    expect((await auditLedger(db)).mismatchedAccounts).toEqual([
      { code: (await walletCode()) as string, stored: 1000, derived: 750 },
    ]);
    await db.execute(
      sql`update ledger_accounts set balance_cents = balance_cents - 250 where id = ${walletId}`,
    );
    await expectLedgerBalanced(db);
  });

  it.each(LEDGER_GUARDS)('the audit notices the ledger guard %s switched off', async (guard) => {
    // Rolled back: the guard is never really off.
    const missing = await inRolledBackTransaction(db, async (tx) => {
      // The guard's own table, as the database knows it.
      const [owner] = await queryRows<{ table: string }>(
        tx,
        sql`select tgrelid::regclass::text as table from pg_trigger where tgname = ${guard}`,
      );
      if (!owner) throw new Error(`The database has no trigger ${guard}`);
      await tx.execute(sql.raw(`alter table ${owner.table} disable trigger ${guard}`));
      return (await auditLedger(tx)).missingGuards;
    });
    expect(missing).toEqual([guard]);
    expect((await auditLedger(db)).missingGuards).toEqual([]);
  });

  it('keeps no cached balance on house accounts: their balance is their entries', async () => {
    expect(
      await failureState(
        db.execute(sql`update ledger_accounts set balance_cents = 250 where id = ${promotionsId}`),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(await getAccountBalance(db, HouseAccount.promotions)).toBe(-750);
    expect(await getAccountBalance(db, HouseAccount.sales)).toBe(0);
    expect(await getAccountBalance(db, 'house:nothing')).toBeNull();
    await expectLedgerBalanced(db);
  });

  it('fails an unbalanced transaction at commit, after every statement ran', async () => {
    const before = await rawTransactionCount();
    const reached: string[] = [];
    expect(await failureState(insertRaw({ wallet: 100, promotions: -99 }, reached))).toBe(CHECK_VIOLATION);
    expect(reached).toEqual(['all statements ran']);
    expect(await rawTransactionCount()).toBe(before);
  });

  it('fails a transaction with one entry or none', async () => {
    const before = await rawTransactionCount();
    expect(await failureState(insertRaw({ wallet: 100 }, []))).toBe(CHECK_VIOLATION);
    expect(await failureState(insertRaw({}, []))).toBe(CHECK_VIOLATION);
    expect(await rawTransactionCount()).toBe(before);
    await expectLedgerBalanced(db);
  });

  it('never lets a wallet balance go below zero, even written by hand', async () => {
    expect(
      await failureState(
        db.execute(sql`update ledger_accounts set balance_cents = -1 where id = ${walletId}`),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await failureState(
        db.execute(sql`update ledger_accounts set allow_negative = true where id = ${walletId}`),
      ),
    ).toBe(CHECK_VIOLATION);
    await expectLedgerBalanced(db);
  });

  it('refuses zero-cent entries, unknown transaction kinds and misnamed accounts', async () => {
    expect(await failureState(insertRaw({ wallet: 0, promotions: 0 }, []))).toBe(CHECK_VIOLATION);
    expect(
      await failureState(
        db.execute(sql`insert into ledger_transactions (kind, description) values ('gift', 'Unknown kind')`),
      ),
    ).toBe(CHECK_VIOLATION);
    const misnamed = [
      sql`insert into ledger_accounts (code, kind, allow_negative) values ('promotions', 'house', true)`,
      sql`insert into ledger_accounts (code, kind, customer_id) values ('wallet:c-2', 'customer_wallet', 'c-1')`,
      sql`insert into ledger_accounts (code, kind) values ('wallet:c-3', 'customer_wallet')`,
    ];
    for (const statement of misnamed) expect(await failureState(db.execute(statement))).toBe(CHECK_VIOLATION);
  });
});
