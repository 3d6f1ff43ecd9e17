// Withdrawals through the API (decisions 0024, 0028): request to a bank account or PayID, operator approval
// and rejection, the customer's cancel, the withdrawable rule, the verification block, idempotent replays
// and owners.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WithdrawableFunds } from '@fairdraw/contracts';
import { fundWallet, balanceOf } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import { call, callAsCustomer, createTestApp, signUp, type CustomerSession, type TestApp } from './support';
import { fieldErrors } from './cart-support';
import {
  addBankAccount,
  depositToWallet,
  heldForWithdrawals,
  nationalAccount,
  ops,
  paidOut,
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

async function withdrawable(customer: CustomerSession): Promise<WithdrawableFunds> {
  const response = await callAsCustomer(test, customer, {
    method: 'GET',
    url: '/v2/customer/withdrawable-funds',
  });
  expect(response.status, response.raw).toBe(200);
  return response.body.result as WithdrawableFunds;
}

describe('a withdrawal request', () => {
  it('takes the money from the wallet at once and holds it until an operator pays it out', async () => {
    const ada = await verifiedCustomer(test);
    await depositToWallet(test, ada.customerId, 100_00);
    const destination = await addBankAccount(test, ada);
    expect(destination).toMatchObject({
      type: 'national',
      withdrawalMethodCode: 'do',
      label: 'BSB 062-000, account ending 5678',
    });
    const heldBefore = await heldForWithdrawals(test);
    const paidBefore = (await paidOut(test))!;

    const requested = await requestWithdrawal(test, ada, destination, '40.00');
    expect(requested.status, requested.raw).toBe(201);
    const withdrawal = withdrawalOf(requested);
    expect(withdrawal).toMatchObject({ status: 'pending', amount: { amount: '40.00' }, canCancel: true });
    expect(await balanceOf(test, ada.customerId)).toBe(60_00);
    expect(await heldForWithdrawals(test)).toBe(heldBefore! + 40_00);
    expect(await withdrawable(ada)).toMatchObject({
      amount: '60.00',
      pendingWithdrawals: { amount: '40.00' },
      flags: [],
    });
    const record = await callAsCustomer(test, ada, { method: 'GET', url: '/v2/customer' });
    expect(record.body.result).toMatchObject({
      balance: { amount: '60.00' },
      availableFunds: { amount: '60.00' },
    });

    const queue = await ops(test, 'GET', '/ops/withdrawals?status=pending');
    expect(queue.status).toBe(200);
    expect(queue.body.result).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: withdrawal.id,
          customerId: ada.customerId,
          payTo: { type: 'national', accountName: 'Ada Lovelace', bsb: '062000', accountNumber: '12345678' },
        }),
      ]),
    );

    const approved = await ops(test, 'POST', `/ops/withdrawals/${withdrawal.id}/approve`, {
      decided_by: 'Sam',
    });
    expect(approved.status, approved.raw).toBe(200);
    expect(approved.body.result).toMatchObject({ status: 'paid', canCancel: false });
    expect(await heldForWithdrawals(test)).toBe(heldBefore);
    expect(await paidOut(test)).toBe(paidBefore + 40_00);
    expect(await balanceOf(test, ada.customerId)).toBe(60_00);

    const detail = await callAsCustomer(test, ada, {
      method: 'GET',
      url: `/v2/withdrawals/${withdrawal.id}`,
    });
    expect(detail.body.result).toMatchObject({ status: 'paid', decidedAt: expect.any(String) });
    // Decided once: neither a second approval nor a cancel changes anything.
    expect((await ops(test, 'POST', `/ops/withdrawals/${withdrawal.id}/approve`)).status).toBe(409);
    const cancel = await callAsCustomer(test, ada, {
      method: 'POST',
      url: `/v2/withdrawals/${withdrawal.id}/cancel`,
    });
    expect(cancel.status).toBe(409);
    expect(await balanceOf(test, ada.customerId)).toBe(60_00);
    await expectLedgerBalanced(test.database.db);
  });

  it('rejected by an operator: the money goes back and the customer reads why', async () => {
    const ada = await verifiedCustomer(test);
    await depositToWallet(test, ada.customerId, 50_00);
    const destination = await addBankAccount(test, ada, {
      type: 'payid_email',
      account_number: 'Ada@Example.com',
    });
    expect(destination.label).toBe('PayID a•••@example.com');
    const withdrawal = withdrawalOf(await requestWithdrawal(test, ada, destination, '50'));
    expect(await balanceOf(test, ada.customerId)).toBe(0);

    const missingReason = await ops(test, 'POST', `/ops/withdrawals/${withdrawal.id}/reject`, {});
    expect(missingReason.status).toBe(400);
    const rejected = await ops(test, 'POST', `/ops/withdrawals/${withdrawal.id}/reject`, {
      reason: 'The PayID name does not match your account.',
    });
    expect(rejected.status, rejected.raw).toBe(200);
    expect(await balanceOf(test, ada.customerId)).toBe(50_00);
    const detail = await callAsCustomer(test, ada, {
      method: 'GET',
      url: `/v2/withdrawals/${withdrawal.id}`,
    });
    expect(detail.body.result).toMatchObject({
      status: 'rejected',
      reason: 'The PayID name does not match your account.',
    });
    await expectLedgerBalanced(test.database.db);
  });

  it('cancelled by the customer while pending: the money goes back', async () => {
    const ada = await verifiedCustomer(test);
    await depositToWallet(test, ada.customerId, 30_00);
    const destination = await addBankAccount(test, ada, {
      type: 'payid_phone',
      account_number: '+61 412 345 678',
    });
    expect(destination.label).toBe('PayID mobile ending 678');
    const withdrawal = withdrawalOf(await requestWithdrawal(test, ada, destination, '25.50'));
    expect(await balanceOf(test, ada.customerId)).toBe(4_50);
    const cancelled = await callAsCustomer(test, ada, {
      method: 'POST',
      url: `/v2/withdrawals/${withdrawal.id}/cancel`,
    });
    expect(cancelled.status, cancelled.raw).toBe(200);
    expect(cancelled.body.result).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await balanceOf(test, ada.customerId)).toBe(30_00);
    // An operator can no longer pay it.
    expect((await ops(test, 'POST', `/ops/withdrawals/${withdrawal.id}/approve`)).status).toBe(409);
    expect(await balanceOf(test, ada.customerId)).toBe(30_00);
    await expectLedgerBalanced(test.database.db);
  });

  it('more than the withdrawable funds is a field error on amount, and nothing changes', async () => {
    const ada = await verifiedCustomer(test);
    await depositToWallet(test, ada.customerId, 20_00);
    await fundWallet(test, ada.customerId, 500_00); // promotional credit: spendable, never withdrawable
    const destination = await addBankAccount(test, ada);
    expect(await withdrawable(ada)).toMatchObject({
      amount: '20.00',
      balance: { amount: '520.00' },
      promotionalCredit: { amount: '500.00' },
      flags: ['promotional_credit'],
    });
    const held = await heldForWithdrawals(test);

    const tooMuch = await requestWithdrawal(test, ada, destination, '20.01');
    expect(tooMuch.status, tooMuch.raw).toBe(422);
    expect(fieldErrors(tooMuch).amount).toEqual([
      { code: 'insufficient_funds', message: 'You can withdraw up to $20.00.' },
    ]);
    expect(await balanceOf(test, ada.customerId)).toBe(520_00);
    expect(await heldForWithdrawals(test)).toBe(held);
    const list = await callAsCustomer(test, ada, { method: 'GET', url: '/v2/withdrawals' });
    expect(list.body.result).toEqual([]);

    // The shared amount rules: format, minimum and maximum.
    const cases: Array<[string, string]> = [
      ['1.555', 'Amount must follow format e.g: 1.50'],
      ['abc', 'Amount must follow format e.g: 1.50'],
      ['9.99', 'Please enter an amount equal to or greater than 10.00.'],
      ['10000.01', 'Please enter an amount equal to or less than 10000.00.'],
      ['', 'This field is required'],
    ];
    for (const [amount, message] of cases) {
      const response = await requestWithdrawal(test, ada, destination, amount);
      expect(response.status, amount).toBe(400);
      expect(fieldErrors(response).amount?.[0]?.message, amount).toBe(message);
    }
    expect(await balanceOf(test, ada.customerId)).toBe(520_00);
    await expectLedgerBalanced(test.database.db);
  });

  it('the same Idempotency-Key answers the first withdrawal and moves the money once', async () => {
    const ada = await verifiedCustomer(test);
    await depositToWallet(test, ada.customerId, 100_00);
    const destination = await addBankAccount(test, ada);
    const key = randomUUID();
    const first = await requestWithdrawal(test, ada, destination, '30.00', key);
    expect(first.status).toBe(201);
    const again = await requestWithdrawal(test, ada, destination, '30.00', key);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(withdrawalOf(again).id).toBe(withdrawalOf(first).id);
    expect(await balanceOf(test, ada.customerId)).toBe(70_00);
    const other = await requestWithdrawal(test, ada, destination, '31.00', key);
    expect(other.status).toBe(409);
    expect(other.raw).toContain('idempotency_key_reused');
    expect(await balanceOf(test, ada.customerId)).toBe(70_00);
    await expectLedgerBalanced(test.database.db);
  });

  it('another customer’s withdrawal or destination is a 404, and nothing of it shows', async () => {
    const ada = await verifiedCustomer(test);
    const bob = await verifiedCustomer(test);
    await depositToWallet(test, ada.customerId, 50_00);
    await depositToWallet(test, bob.customerId, 50_00);
    const destination = await addBankAccount(test, ada);
    const withdrawal = withdrawalOf(await requestWithdrawal(test, ada, destination, '10.00'));
    for (const [method, url] of [
      ['GET', `/v2/withdrawals/${withdrawal.id}`],
      ['POST', `/v2/withdrawals/${withdrawal.id}/cancel`],
      ['GET', `/v2/transactions/${withdrawal.transactionId}`],
    ] as const) {
      const response = await callAsCustomer(test, bob, { method, url });
      expect(response.status, url).toBe(404);
      expect(response.raw).not.toContain(ada.customerId);
    }
    const onAdas = await requestWithdrawal(test, bob, destination, '10.00');
    expect(onAdas.status).toBe(404);
    expect(await balanceOf(test, bob.customerId)).toBe(50_00);
    expect(await balanceOf(test, ada.customerId)).toBe(40_00);
    const methods = await callAsCustomer(test, bob, { method: 'GET', url: WITHDRAWAL_METHODS_URL });
    expect(methods.status).toBe(200);
    expect(JSON.stringify(methods.body.result)).not.toContain(destination.id);
    await expectLedgerBalanced(test.database.db);
  });
});

describe('a withdrawal names its account', () => {
  it('a withdrawal must name the destination’s own type and method', async () => {
    const ada = await verifiedCustomer(test);
    await depositToWallet(test, ada.customerId, 50_00);
    const destination = await addBankAccount(test, ada);
    const wrongCode = await requestWithdrawal(
      test,
      ada,
      { ...destination, withdrawalMethodCode: 'tt' },
      '10.00',
    );
    expect(wrongCode.status).toBe(400);
    expect(Object.keys(fieldErrors(wrongCode))).toEqual(['withdrawal_method_code']);
    const wrongType = await requestWithdrawal(test, ada, { ...destination, type: 'payid_email' }, '10.00');
    expect(Object.keys(fieldErrors(wrongType))).toEqual(['bank_type']);
    expect(await balanceOf(test, ada.customerId)).toBe(50_00);
  });
});

describe('the verification block', () => {
  it('an unverified customer cannot withdraw, and past the deadline the reason says so', async () => {
    const ada = await signUp(test);
    await depositToWallet(test, ada.customerId, 50_00);
    const destination = await addBankAccount(test, ada, nationalAccount);
    const before = await requestWithdrawal(test, ada, destination, '10.00');
    expect(before.status).toBe(422);
    expect(JSON.parse(before.raw)).toMatchObject({
      error: { code: 'withdrawal_blocked' },
      details: { reason: 'verification_required' },
    });
    expect((await withdrawable(ada)).flags).toEqual(['withdrawals_blocked', 'verification_required']);

    // 91 days later: past the deadline. Sign in again (the old tokens have expired).
    const start = test.clock.now();
    test.clock.set(new Date(start.getTime() + 91 * 24 * 3_600_000));
    try {
      const login = await call(test, {
        method: 'POST',
        url: '/v2/login',
        payload: { credentials: { email: ada.email, password: ada.password } },
      });
      expect(login.status, login.raw).toBe(200);
      const later = { ...ada, ...(login.body.result as { accessToken: string }) };
      const after = await requestWithdrawal(test, later, destination, '10.00');
      expect(after.status).toBe(422);
      expect(JSON.parse(after.raw)).toMatchObject({ details: { reason: 'verification_overdue' } });
      expect((await withdrawable(later)).blockReason).toBe('verification_overdue');
    } finally {
      test.clock.set(start);
    }
    expect(await balanceOf(test, ada.customerId)).toBe(50_00);
    await expectLedgerBalanced(test.database.db);
  });
});
