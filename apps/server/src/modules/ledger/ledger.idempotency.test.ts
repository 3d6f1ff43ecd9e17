import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useConcurrentTestDatabase } from '../../../test/concurrent-database';
import { eq, idempotencyKeys, ledgerTransactions, type Db } from '@fairdraw/db';
import { ConflictError, InsufficientFundsError } from '../../lib/errors';
import { expectLedgerBalanced } from '../../../test/ledger-audit';
import {
  HouseAccount,
  ensureWallet,
  getWalletBalance,
  hashRequest,
  postTransaction,
  walletAccountCode,
  type PostTransactionInput,
} from './ledger.service';
import { runIdempotently } from './idempotency.service';

const testDb = useConcurrentTestDatabase();

async function newWallet(): Promise<string> {
  const customer = randomUUID();
  await testDb.database.db.transaction((tx) => ensureWallet(tx, customer));
  return customer;
}

function deposit(customer: string, cents: number, idempotencyKey?: string): PostTransactionInput {
  return {
    kind: 'deposit',
    description: 'Card deposit',
    ...(idempotencyKey ? { idempotencyKey } : {}),
    entries: [
      { accountCode: HouseAccount.payments, amountCents: -cents },
      { accountCode: walletAccountCode(customer), amountCents: cents },
    ],
  };
}

async function transactionsWithKey(key: string) {
  return testDb.database.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, key));
}

/** A deposit request the way a route would run it: once per key, answering with the transaction id. */
function depositOnce(db: Db, customer: string, key: string, cents: number) {
  const body = { customerId: customer, amountCents: cents };
  return runIdempotently<{ transactionId: string }>(
    db,
    { scope: `deposit:${customer}`, key, requestHash: hashRequest(body) },
    (claim) =>
      db.transaction(async (tx) => {
        const posted = await postTransaction(tx, deposit(customer, cents));
        const result = { transactionId: posted.transactionId };
        await claim.finish(tx, result);
        return result;
      }),
  );
}

describe('postTransaction with an idempotency key', () => {
  it('posts once and hands the same transaction back on a repeat', async () => {
    const customer = await newWallet();
    const key = randomUUID();
    const first = await testDb.database.db.transaction((tx) =>
      postTransaction(tx, deposit(customer, 2500, key)),
    );
    const again = await testDb.database.db.transaction((tx) =>
      postTransaction(tx, deposit(customer, 2500, key)),
    );
    expect(first.replayed).toBe(false);
    expect(first.walletBalances.get(walletAccountCode(customer))).toBe(2500);
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true, walletBalances: new Map() });
    expect(await getWalletBalance(testDb.database.db, customer)).toBe(2500);
    await expectLedgerBalanced(testDb.database.db);
  });

  it('rejects the same key for different money with a 409', async () => {
    const customer = await newWallet();
    const key = randomUUID();
    await testDb.database.db.transaction((tx) => postTransaction(tx, deposit(customer, 2500, key)));
    const failure = await testDb.database.db
      .transaction((tx) => postTransaction(tx, deposit(customer, 9900, key)))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConflictError);
    expect(failure).toMatchObject({ statusCode: 409, code: 'idempotency_key_reused' });
    expect(await getWalletBalance(testDb.database.db, customer)).toBe(2500);
  });

  it('posts one transaction when 50 identical postings race with one key', async () => {
    const customer = await newWallet();
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        testDb.clients.db.transaction((tx) => postTransaction(tx, deposit(customer, 1000, key))),
      ),
    );
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await transactionsWithKey(key)).toHaveLength(1);
    expect(await getWalletBalance(testDb.database.db, customer)).toBe(1000);
    await expectLedgerBalanced(testDb.database.db);
  });
});

describe('runIdempotently', () => {
  it('answers a repeated request with the stored response', async () => {
    const customer = await newWallet();
    const key = randomUUID();
    const first = await depositOnce(testDb.database.db, customer, key, 700);
    const again = await depositOnce(testDb.database.db, customer, key, 700);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ result: first.result, replayed: true });
    expect(await getWalletBalance(testDb.database.db, customer)).toBe(700);
    const [row] = await testDb.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row).toMatchObject({ status: 'completed', response: first.result });
  });

  it('rejects the same key with a different body with a 409 saying so', async () => {
    const customer = await newWallet();
    const key = randomUUID();
    await depositOnce(testDb.database.db, customer, key, 700);
    const failure = await depositOnce(testDb.database.db, customer, key, 800).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ConflictError);
    expect(failure).toMatchObject({ statusCode: 409, code: 'idempotency_key_reused' });
    expect((failure as Error).message).toMatch(/already used for a different request/);
    expect(await getWalletBalance(testDb.database.db, customer)).toBe(700);
  });

  it('keeps scopes apart: one key in two scopes is two requests', async () => {
    const [one, two] = [await newWallet(), await newWallet()];
    const key = randomUUID();
    expect((await depositOnce(testDb.database.db, one, key, 100)).replayed).toBe(false);
    expect((await depositOnce(testDb.database.db, two, key, 100)).replayed).toBe(false);
  });

  it('runs once when 50 identical requests race with one key; the others get its result', async () => {
    const customer = await newWallet();
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => depositOnce(testDb.clients.db, customer, key, 1250)),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.result.transactionId)).size).toBe(1);
    expect(await getWalletBalance(testDb.database.db, customer)).toBe(1250);
    const rows = await testDb.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(1);
    await expectLedgerBalanced(testDb.database.db);
  });

  it('lets a retry that comes after a refusal run again, as the refusal changed nothing', async () => {
    const customer = await newWallet();
    const key = randomUUID();
    const spend = (cents: number) =>
      runIdempotently(
        testDb.database.db,
        { scope: 'purchase', key, requestHash: hashRequest({ order: 'o-1' }) },
        () =>
          testDb.database.db.transaction((tx) =>
            postTransaction(tx, {
              kind: 'purchase',
              description: 'Oz Lotto ticket',
              entries: [
                { accountCode: walletAccountCode(customer), amountCents: -cents },
                { accountCode: HouseAccount.sales, amountCents: cents },
              ],
            }).then(({ transactionId }) => ({ transactionId })),
          ),
      );
    await expect(spend(1550)).rejects.toBeInstanceOf(InsufficientFundsError);
    await depositOnce(testDb.database.db, customer, randomUUID(), 2000);
    const retried = await spend(1550);
    expect(retried.replayed).toBe(false);
    expect(await getWalletBalance(testDb.database.db, customer)).toBe(450);
    await expectLedgerBalanced(testDb.database.db);
  });
});

describe('hashRequest', () => {
  it('hashes equal requests alike whatever their key order, and different ones differently', () => {
    const hash = hashRequest({ amount: { cents: 500, currency: 'AUD' }, lines: [1, 2] });
    expect(hashRequest({ lines: [1, 2], amount: { currency: 'AUD', cents: 500 } })).toBe(hash);
    expect(hashRequest({ amount: { cents: 501, currency: 'AUD' }, lines: [1, 2] })).not.toBe(hash);
    expect(hashRequest({ amount: { cents: 500, currency: 'AUD' }, lines: [2, 1] })).not.toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
