// Twenty withdrawals racing for money that covers seven, through the API, on whichever database the
// suite runs on (PGlite, or PostgreSQL with real concurrent connections when DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, fundWallet } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import { createTestApp, type TestApp } from './support';
import {
  addBankAccount,
  depositToWallet,
  heldForWithdrawals,
  requestWithdrawal,
  verifiedCustomer,
} from './withdrawals-support';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test?.close();
});

describe('20 concurrent withdrawals against a balance that covers 7', () => {
  it('exactly 7 succeed, the rest are refused on amount, and the wallet never goes below zero', async () => {
    const ada = await verifiedCustomer(test);
    await depositToWallet(test, ada.customerId, 75_00); // seven withdrawals of $10, and $5 over
    const destination = await addBankAccount(test, ada);
    const held = (await heldForWithdrawals(test))!;

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => requestWithdrawal(test, ada, destination, '10.00')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    expect(statuses.filter((status) => status === 422)).toHaveLength(13);
    for (const refused of answers.filter((answer) => answer.status === 422))
      expect(refused.raw).toContain('You can withdraw up to $5.00.');
    expect(await balanceOf(test, ada.customerId)).toBe(5_00);
    expect(await heldForWithdrawals(test)).toBe(held + 70_00);
    await expectLedgerBalanced(test.database.db);
  }, 120_000);

  it('promotional credit is held back under concurrency too', async () => {
    const ada = await verifiedCustomer(test);
    await depositToWallet(test, ada.customerId, 30_00);
    await fundWallet(test, ada.customerId, 500_00);
    const destination = await addBankAccount(test, ada);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => requestWithdrawal(test, ada, destination, '10.00')),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(await balanceOf(test, ada.customerId)).toBe(500_00);
    await expectLedgerBalanced(test.database.db);
  }, 120_000);
});
