import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRecordSchema } from '@fairdraw/contracts';
import { call, callAsCustomer, createTestApp, type TestApp } from '../../../test/support';
import { expectLedgerBalanced } from '../../../test/ledger-audit';
import { getWalletBalance } from '../ledger/ledger.service';
import {
  DEMO_CUSTOMER_EMAIL,
  DEMO_CUSTOMER_PASSWORD,
  DEMO_PROMOTIONAL_CREDIT_CENTS,
  seedDemoCustomer,
} from './demo-customer';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

describe('demo customer', () => {
  it('is created once with one promotional credit, however often it is seeded', async () => {
    const first = await seedDemoCustomer(test.database.db, test.clock.now());
    const again = await seedDemoCustomer(test.database.db, test.clock.now());
    expect(again.customerId).toBe(first.customerId);
    expect([first.credited, again.credited]).toEqual([true, false]);
    expect(await getWalletBalance(test.database.db, first.customerId)).toBe(DEMO_PROMOTIONAL_CREDIT_CENTS);
    await expectLedgerBalanced(test.database.db);
  });

  it('signs in with the documented password and sees the credit as its balance', async () => {
    const login = await call(test, {
      method: 'POST',
      url: '/v2/login',
      payload: { credentials: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD } },
    });
    expect(login.status).toBe(200);
    const session = login.body.result as { accessToken: string; customerId: string; customerToken: string };
    const overview = await callAsCustomer(test, session, { url: '/v2/customer' });
    expect(overview.status).toBe(200);
    const record = customerRecordSchema.parse(overview.body.result);
    expect(record.email).toBe(DEMO_CUSTOMER_EMAIL);
    expect(record.isVerified).toBe(true);
    expect(record.balance).toEqual({ amount: '500.00', currency: 'AUD' });
  });
});
