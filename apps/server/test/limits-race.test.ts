// Purchases of one customer racing against their daily spend limit, on whichever database the suite
// runs on (PostgreSQL with real concurrent connections when DATABASE_URL is set). Each purchase does
// what checkout does inside its transaction: the limits check, then the wallet debit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@fairdraw/db';
import { HouseAccount, postTransaction, walletAccountCode } from '../src/modules/ledger/ledger.service';
import { createLimitsService } from '../src/modules/limits/limits.service';
import { createTestApp, signUp, type TestApp } from './support';
import { balanceOf, fundWallet } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import { setSpendLimit } from './limits-support';

let test: TestApp;
let clients: Database;

beforeAll(async () => {
  test = await createTestApp();
  const url = (test.database as { databaseUrl?: string }).databaseUrl;
  clients = url ? await openDatabase({ databaseUrl: url, maxConnections: 20 }) : test.database;
});
afterAll(async () => {
  if (clients && clients !== test.database) await clients.close();
  await test?.close();
});

describe('16 concurrent purchases against a daily limit that covers 5', () => {
  it('lets exactly 5 through and refuses the rest with spend_limit', async () => {
    const customer = await signUp(test);
    await fundWallet(test, customer.customerId, 50_00);
    expect((await setSpendLimit(test, customer, 'day', '5.00')).status).toBe(200);
    const limits = createLimitsService({ db: clients.db, clock: test.clock });
    const wallet = walletAccountCode(customer.customerId);

    const outcomes = await Promise.all(
      Array.from({ length: 16 }, async () => {
        try {
          await clients.db.transaction(async (tx) => {
            const now = test.clock.now();
            await limits.checkPurchase(tx, { customerId: customer.customerId, amountCents: 1_00, now });
            await postTransaction(tx, {
              kind: 'purchase',
              description: 'Race purchase',
              postedAt: now,
              entries: [
                { accountCode: wallet, amountCents: -1_00 },
                { accountCode: HouseAccount.sales, amountCents: 1_00 },
              ],
            });
          });
          return 'bought';
        } catch (error) {
          return (error as { code?: string }).code ?? String(error);
        }
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'bought')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'spend_limit')).toHaveLength(11);
    expect(await balanceOf(test, customer.customerId)).toBe(45_00);
    await expectLedgerBalanced(test.database.db);
  }, 60_000);
});
