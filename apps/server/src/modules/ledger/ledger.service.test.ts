import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useConcurrentTestDatabase } from '../../../test/concurrent-database';
import { count, ledgerAccounts, ledgerTransactions, type Db } from '@fairdraw/db';
import { InsufficientFundsError } from '../../lib/errors';
import { expectLedgerBalanced } from '../../../test/ledger-audit';
import {
  HouseAccount,
  ensureHouseAccounts,
  ensureWallet,
  getAccountBalance,
  getWalletBalance,
  listWalletEntries,
  postTransaction,
  walletAccountCode,
} from './ledger.service';

const testDb = useConcurrentTestDatabase();

async function promote(db: Db, customerId: string, cents: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureWallet(tx, customerId);
    await postTransaction(tx, {
      kind: 'promotion',
      description: 'Welcome credit',
      entries: [
        { accountCode: HouseAccount.promotions, amountCents: -cents },
        { accountCode: walletAccountCode(customerId), amountCents: cents },
      ],
    });
  });
}

async function buy(db: Db, customerId: string, cents: number): Promise<string> {
  const posted = await db.transaction((tx) =>
    postTransaction(tx, {
      kind: 'purchase',
      reference: 'order-1',
      description: 'Powerball ticket',
      entries: [
        { accountCode: walletAccountCode(customerId), amountCents: -cents },
        { accountCode: HouseAccount.sales, amountCents: cents },
      ],
    }),
  );
  return posted.transactionId;
}

async function houseBalance(code: string): Promise<number> {
  const balance = await getAccountBalance(testDb.database.db, code);
  if (balance === null) throw new Error(`No account ${code}`);
  return balance;
}

async function transactionCount(): Promise<number> {
  const [row] = await testDb.database.db.select({ n: count() }).from(ledgerTransactions);
  return row?.n ?? 0;
}

describe('ledger postings', () => {
  it('credits a new wallet from promotions and debits a purchase into sales', async () => {
    const customer = randomUUID();
    const salesBefore = await houseBalance(HouseAccount.sales);
    await promote(testDb.database.db, customer, 2000);
    const purchaseId = await buy(testDb.database.db, customer, 1275);

    expect(await getWalletBalance(testDb.database.db, customer)).toBe(725);
    expect((await houseBalance(HouseAccount.sales)) - salesBefore).toBe(1275);
    const page = await listWalletEntries(testDb.database.db, customer, { limit: 10, offset: 0 });
    expect(page.total).toBe(2);
    expect(page.entries.map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ['purchase', -1275],
      ['promotion', 2000],
    ]);
    expect(page.entries[0]).toMatchObject({ transactionId: purchaseId, reference: 'order-1' });
    const second = await listWalletEntries(testDb.database.db, customer, { limit: 1, offset: 1 });
    expect(second.entries.map((entry) => entry.amountCents)).toEqual([2000]);
    await expectLedgerBalanced(testDb.database.db);
  });

  it('gives a customer without a wallet a balance of zero and no entries', async () => {
    const customer = randomUUID();
    expect(await getWalletBalance(testDb.database.db, customer)).toBe(0);
    expect(await listWalletEntries(testDb.database.db, customer, { limit: 10, offset: 0 })).toEqual({
      entries: [],
      total: 0,
    });
  });

  it('refuses a debit the wallet cannot cover, and nothing of it stays', async () => {
    const customer = randomUUID();
    await promote(testDb.database.db, customer, 500);
    const before = await transactionCount();

    const failure = await buy(testDb.database.db, customer, 501).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InsufficientFundsError);
    expect(failure).toMatchObject({ statusCode: 422, code: 'insufficient_funds' });
    expect((failure as InsufficientFundsError).fieldErrors).toHaveProperty('balance');

    expect(await getWalletBalance(testDb.database.db, customer)).toBe(500);
    expect(await transactionCount()).toBe(before);
    await buy(testDb.database.db, customer, 500);
    expect(await getWalletBalance(testDb.database.db, customer)).toBe(0);
    await expectLedgerBalanced(testDb.database.db);
  });

  it('rejects unbalanced, fractional, zero or one-sided postings before touching the database', async () => {
    const wallet = walletAccountCode(randomUUID());
    const before = await transactionCount();
    const bad: Array<Array<{ accountCode: string; amountCents: number }>> = [
      [
        { accountCode: HouseAccount.promotions, amountCents: -100 },
        { accountCode: wallet, amountCents: 99 },
      ],
      [
        { accountCode: HouseAccount.promotions, amountCents: -1.5 },
        { accountCode: wallet, amountCents: 1.5 },
      ],
      [
        { accountCode: HouseAccount.promotions, amountCents: 0 },
        { accountCode: wallet, amountCents: 0 },
      ],
      [{ accountCode: wallet, amountCents: 100 }],
    ];
    for (const entries of bad) {
      await expect(
        testDb.database.db.transaction((tx) =>
          postTransaction(tx, { kind: 'promotion', description: 'Bad', entries }),
        ),
      ).rejects.toThrow(/ledger/i);
    }
    expect(await transactionCount()).toBe(before);
  });

  it('refuses to post to an account that does not exist', async () => {
    await expect(
      testDb.database.db.transaction((tx) =>
        postTransaction(tx, {
          kind: 'promotion',
          description: 'Nobody',
          entries: [
            { accountCode: HouseAccount.promotions, amountCents: -100 },
            { accountCode: walletAccountCode('no-such-customer'), amountCents: 100 },
          ],
        }),
      ),
    ).rejects.toThrow(/does not exist/);
    await expectLedgerBalanced(testDb.database.db);
  });
});

describe('wallets', () => {
  it('creates one wallet when 20 requests create it at once', async () => {
    const customer = randomUUID();
    const wallets = await Promise.all(
      Array.from({ length: 20 }, () => testDb.clients.db.transaction((tx) => ensureWallet(tx, customer))),
    );
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(1);
    expect(wallets[0]).toMatchObject({
      code: walletAccountCode(customer),
      customerId: customer,
      kind: 'customer_wallet',
      currency: 'AUD',
      balanceCents: 0,
      allowNegative: false,
    });
    const rows = await testDb.database.db.select().from(ledgerAccounts);
    expect(rows.filter((row) => row.customerId === customer)).toHaveLength(1);
  });

  it('has the house accounts from the migration, and ensuring them again changes nothing', async () => {
    await ensureHouseAccounts(testDb.database.db);
    await ensureHouseAccounts(testDb.database.db);
    const rows = await testDb.database.db.select().from(ledgerAccounts);
    const house = rows.filter((row) => row.kind === 'house');
    expect(house.map((row) => row.code).sort()).toEqual(Object.values(HouseAccount).sort());
    expect(house.every((row) => row.allowNegative)).toBe(true);
  });
});

describe('concurrent debits', () => {
  it('16 clients spending $1.37 fifty times each from $500 never overdraw the wallet', async () => {
    const customer = randomUUID();
    const credit = 50_000;
    const price = 137;
    await promote(testDb.database.db, customer, credit);

    let racing = true;
    let lowest = credit;
    const watcher = (async () => {
      while (racing) {
        lowest = Math.min(lowest, await getWalletBalance(testDb.clients.db, customer));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();

    const outcomes = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const results: Array<'ok' | 'insufficient'> = [];
        for (let attempt = 0; attempt < 50; attempt += 1) {
          try {
            await buy(testDb.clients.db, customer, price);
            results.push('ok');
          } catch (error) {
            if (!(error instanceof InsufficientFundsError)) throw error;
            results.push('insufficient');
          }
        }
        return results;
      }),
    ).finally(() => {
      racing = false;
    });
    await watcher;

    const all = outcomes.flat();
    const succeeded = all.filter((result) => result === 'ok').length;
    expect(all).toHaveLength(800);
    expect(succeeded).toBe(Math.floor(credit / price));
    expect(all.length - succeeded).toBe(800 - Math.floor(credit / price));
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await getWalletBalance(testDb.database.db, customer)).toBe(credit - succeeded * price);
    const page = await listWalletEntries(testDb.database.db, customer, { limit: 1, offset: 0 });
    expect(page.total).toBe(1 + succeeded);
    await expectLedgerBalanced(testDb.database.db);
  });
});
