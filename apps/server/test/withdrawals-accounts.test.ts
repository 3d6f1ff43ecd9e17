// Where withdrawals are paid (decision 0028): bank accounts and PayIDs are bank funds, added with the
// shared rules, listed by the withdrawal methods, refused when they failed their check or were deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@fairdraw/db';
import { balanceOf } from './checkout-support';
import { callAsCustomer, createTestApp, type TestApp } from './support';
import { fieldErrors } from './cart-support';
import {
  addBankAccount,
  depositToWallet,
  ops,
  requestWithdrawal,
  verifiedCustomer,
  withdrawalOf,
  WITHDRAWAL_METHODS_URL,
} from './withdrawals-support';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test?.close();
});

describe('bank accounts and PayIDs: one list for the funds page and withdrawals', () => {
  it('are checked with the shared rules, field by field', async () => {
    const ada = await verifiedCustomer(test);
    const post = (payload: Record<string, unknown>) =>
      callAsCustomer(test, ada, { method: 'POST', url: '/v2/funds/bank-account', payload });
    const bad = await post({ type: 'national', account_name: 'Ada', code: '12345', account_number: '1234' });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad)).toMatchObject({
      bsb: [{ message: 'Please enter a 6 digit BSB.' }],
      account_number: [{ message: 'Please enter an account number of 6 to 10 digits.' }],
    });
    const swift = await post({
      type: 'international',
      account_name: 'Ada',
      code: 'XX',
      account_number: 'GB29NWBK60161331926819',
    });
    expect(fieldErrors(swift)).toMatchObject({ swift: [{ message: expect.stringContaining('SWIFT') }] });
    const landline = await post({ type: 'payid_phone', account_number: '02 9876 5432' });
    expect(fieldErrors(landline)).toMatchObject({
      account_number: [{ message: expect.stringContaining('mobile') }],
    });
    const email = await post({ type: 'payid_email', account_number: 'not-an-address' });
    expect(fieldErrors(email)).toMatchObject({
      account_number: [{ message: 'Please enter the e-mail address your PayID is registered with.' }],
    });
    const international = await post({
      type: 'international',
      account_name: 'Ada Lovelace',
      code: 'nwbkgb2l',
      account_number: 'GB29NWBK60161331926819',
    });
    expect(international.status).toBe(201);
    expect(international.body.result).toMatchObject({
      methodCode: 'tt',
      bankAccount: { label: 'SWIFT NWBKGB2L, account ending 6819', type: 'international' },
    });
    const methods = await callAsCustomer(test, ada, { method: 'GET', url: WITHDRAWAL_METHODS_URL });
    expect(methods.body.result).toEqual([
      expect.objectContaining({ code: 'do', types: ['national', 'payid_email', 'payid_phone'], funds: [] }),
      expect.objectContaining({
        code: 'tt',
        types: ['international'],
        funds: [expect.objectContaining({ id: (international.body.result as { id: string }).id })],
      }),
      expect.objectContaining({ code: 'pl', rules: expect.objectContaining({ enabled: false }) }),
      expect.objectContaining({ code: 'tw', rules: expect.objectContaining({ enabled: false }) }),
    ]);
  });

  it('an account that failed its check is listed only when asked for, and cannot be paid to', async () => {
    const ada = await verifiedCustomer(test);
    await depositToWallet(test, ada.customerId, 50_00);
    const account = await addBankAccount(test, ada);
    const failed = await ops(test, 'POST', `/ops/funds/${account.id}/bank-status`, {
      status: 'Failed Verification',
    });
    expect(failed.status, failed.raw).toBe(200);
    const usable = await callAsCustomer(test, ada, {
      method: 'GET',
      url: '/v2/payment_methods?filter=funds.withdraw eq true',
    });
    expect(JSON.stringify(usable.body.result)).not.toContain(account.id);
    const all = await callAsCustomer(test, ada, { method: 'GET', url: WITHDRAWAL_METHODS_URL });
    expect(all.raw).toContain('Failed Verification');

    const refused = await requestWithdrawal(test, ada, account, '10.00');
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.raw)).toMatchObject({ error: { code: 'fund_unavailable' } });
    expect(await balanceOf(test, ada.customerId)).toBe(50_00);
  });

  it('a deleted account takes no new withdrawals, and the ones made to it still say where they went', async () => {
    const ada = await verifiedCustomer(test);
    await depositToWallet(test, ada.customerId, 50_00);
    const account = await addBankAccount(test, ada);
    const withdrawal = withdrawalOf(await requestWithdrawal(test, ada, account, '10.00'));
    const deleted = await callAsCustomer(test, ada, { method: 'DELETE', url: `/v2/funds/${account.id}` });
    expect(deleted.status, deleted.raw).toBe(200);

    expect((await requestWithdrawal(test, ada, account, '10.00')).status).toBe(404);
    const detail = await callAsCustomer(test, ada, {
      method: 'GET',
      url: `/v2/withdrawals/${withdrawal.id}`,
    });
    expect(detail.body.result).toMatchObject({
      status: 'pending',
      destination: { id: account.id, label: 'BSB 062-000, account ending 5678' },
    });
    expect(await balanceOf(test, ada.customerId)).toBe(40_00);
  });

  it('PayID needs the segment’s wallet_withdrawal_payid', async () => {
    const payIdOff = await createTestApp();
    try {
      await payIdOff.database.db.execute(
        sql`update segments set capabilities = array_remove(capabilities, 'wallet_withdrawal_payid')`,
      );
      const ada = await verifiedCustomer(payIdOff);
      const payId = await callAsCustomer(payIdOff, ada, {
        method: 'POST',
        url: '/v2/funds/bank-account',
        payload: { type: 'payid_email', account_number: 'ada@example.com' },
      });
      expect(payId.status).toBe(400);
      expect(fieldErrors(payId)).toMatchObject({
        type: [{ message: 'PayID withdrawals are not available.' }],
      });
      const methods = await callAsCustomer(payIdOff, ada, { method: 'GET', url: WITHDRAWAL_METHODS_URL });
      expect(methods.body.result).toEqual(
        expect.arrayContaining([expect.objectContaining({ code: 'do', types: ['national'] })]),
      );
    } finally {
      await payIdOff.close();
    }
  });
});
