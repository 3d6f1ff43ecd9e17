// The customer's transactions (GET /v2/transactions, decision 0024): every movement of the wallet,
// newest first, signed, with the balance after each, what it was for, and paging.
import { describe, expect, it } from 'vitest';
import type { WalletTransaction } from '@fairdraw/contracts';
import { createDrawLifecycle } from '../src/modules/draws/lifecycle.service';
import { domainScorer } from '../src/modules/draws/scorer';
import { TEST_NOW, callAsCustomer, type CustomerSession } from './support';
import { lotteryBody, useShopApp } from './cart-support';
import { addToCart, fundWallet, purchase, receiptOf } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import {
  addBankAccount,
  depositToWallet,
  ops,
  requestWithdrawal,
  verifiedCustomer,
  withdrawalOf,
} from './withdrawals-support';

const shop = useShopApp();

async function transactions(customer: CustomerSession, query = '') {
  const response = await callAsCustomer(shop.test, customer, {
    method: 'GET',
    url: `/v2/transactions${query}`,
  });
  expect(response.status, response.raw).toBe(200);
  const wire = JSON.parse(response.raw) as { page_info: { limit: number; offset: number; total: number } };
  return { items: response.body.result as WalletTransaction[], pageInfo: wire.page_info, raw: response.raw };
}

describe('the transactions list', () => {
  it('shows a promotion, a deposit, a purchase, a prize and withdrawals with signs, balances and links', async () => {
    const ada = await verifiedCustomer(shop.test);
    await fundWallet(shop.test, ada.customerId, 10_00);
    await depositToWallet(shop.test, ada.customerId, 50_00);

    // A ticket whose first game wins division 1 of Oz Lotto.
    const ozLotto = shop.offers.get('oz_lotto')!;
    const draw = ozLotto.draws[0]!;
    const body = lotteryBody(ozLotto, 1, 2);
    body.games = [
      { sets: [{ key: 'numbers', numbers: [1, 2, 3, 4, 5, 6, 7] }] },
      { sets: [{ key: 'numbers', numbers: [20, 21, 22, 23, 24, 25, 26] }] },
    ];
    await addToCart(shop.test, ada, body);
    const receipt = receiptOf(await purchase(shop.test, ada));
    const steps = createDrawLifecycle({ db: shop.test.database.db, scorer: domainScorer });
    await steps.closeDueDraws(new Date(draw.stop));
    shop.test.clock.set(new Date(draw.date));
    try {
      const entered = await ops(shop.test, 'POST', `/ops/draws/oz_lotto/${draw.drawNo}/results`, {
        winning: { numbers: [1, 2, 3, 4, 5, 6, 7] },
        supplementary: [8, 9, 10],
        dividends: { '1': '1000.00', '2': '500', '3': '100', '4': '50', '5': '20', '6': '10', '7': '5' },
      });
      expect(entered.status, entered.raw).toBe(201);
    } finally {
      shop.test.clock.set(TEST_NOW);
    }
    await steps.runAll(new Date(draw.date), { demoResults: false });

    const destination = await addBankAccount(shop.test, ada);
    const paid = withdrawalOf(await requestWithdrawal(shop.test, ada, destination, '20.00'));
    expect((await ops(shop.test, 'POST', `/ops/withdrawals/${paid.id}/approve`)).status).toBe(200);
    const cancelled = withdrawalOf(await requestWithdrawal(shop.test, ada, destination, '15.00'));
    await callAsCustomer(shop.test, ada, { method: 'POST', url: `/v2/withdrawals/${cancelled.id}/cancel` });
    const pending = withdrawalOf(await requestWithdrawal(shop.test, ada, destination, '12.00'));

    const { items, pageInfo } = await transactions(ada, '?limit=50');
    const price = Number(receipt.total.amount);
    expect(items.map((item) => [item.type, item.amount.amount, item.status])).toEqual([
      ['withdrawal', '-12.00', 'pending'],
      ['withdrawal_returned', '15.00', 'cancelled'],
      ['withdrawal', '-15.00', 'cancelled'],
      ['withdrawal', '-20.00', 'paid'],
      ['prize', '1000.00', null],
      ['purchase', `-${price.toFixed(2)}`, null],
      ['deposit', '50.00', null],
      ['promotion', '10.00', null],
    ]);
    expect(pageInfo).toEqual({ limit: 50, offset: 0, total: 8 });
    // Each balance after is the one before plus the amount; the newest is the wallet's balance.
    const cents = (text: string) => Math.round(Number(text) * 100);
    for (let i = 0; i < items.length - 1; i++)
      expect(cents(items[i]!.balanceAfter.amount)).toBe(
        cents(items[i + 1]!.balanceAfter.amount) + cents(items[i]!.amount.amount),
      );
    expect(items.at(-1)!.balanceAfter.amount).toBe('10.00');
    const byType = (type: string) => items.find((item) => item.type === type)!;
    expect(byType('purchase')).toMatchObject({
      checkoutId: receipt.checkoutId,
      description: `Tickets for Oz Lotto draw ${draw.drawNo}`,
    });
    expect(byType('prize')).toMatchObject({ orderId: receipt.orders[0]!.id });
    expect(byType('prize').description).toContain(`draw ${draw.drawNo}`);
    expect(items[0]).toMatchObject({ withdrawalId: pending.id, transactionId: pending.transactionId });
    expect(items[0]!.description).toBe('Withdrawal to BSB 062-000, account ending 5678');
    expect(items[0]!.createdAt).toMatch(/Z$/);

    // One transaction by its id: the withdrawal summary page.
    const one = await callAsCustomer(shop.test, ada, {
      method: 'GET',
      url: `/v2/transactions/${pending.transactionId}`,
    });
    expect(one.body.result).toEqual(items[0]);
    await expectLedgerBalanced(shop.test.database.db);
  });

  it('pages ten at a time by default, newest first', async () => {
    const bob = await verifiedCustomer(shop.test);
    for (let i = 1; i <= 12; i++) await depositToWallet(shop.test, bob.customerId, i * 100);
    const first = await transactions(bob);
    expect(first.pageInfo).toEqual({ limit: 10, offset: 0, total: 12 });
    expect(first.items.map((item) => item.amount.amount)).toEqual([
      '12.00',
      '11.00',
      '10.00',
      '9.00',
      '8.00',
      '7.00',
      '6.00',
      '5.00',
      '4.00',
      '3.00',
    ]);
    const second = await transactions(bob, '?limit=10&offset=10');
    expect(second.items.map((item) => [item.amount.amount, item.balanceAfter.amount])).toEqual([
      ['2.00', '3.00'],
      ['1.00', '1.00'],
    ]);
    const bad = await callAsCustomer(shop.test, bob, { method: 'GET', url: '/v2/transactions?limit=0' });
    expect(bad.status).toBe(400);
  });

  it('is empty for a customer with no wallet yet', async () => {
    const carol = await verifiedCustomer(shop.test);
    const { items, pageInfo } = await transactions(carol);
    expect(items).toEqual([]);
    expect(pageInfo.total).toBe(0);
  });
});
