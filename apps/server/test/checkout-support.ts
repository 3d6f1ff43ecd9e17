// Shared helpers of the checkout tests: money in a wallet, items in a customer's cart, and paying.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { receiptSchema, type Receipt } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import {
  HouseAccount,
  ensureWallet,
  getWalletBalance,
  postTransaction,
  walletAccountCode,
} from '../src/modules/ledger/ledger.service';
import { callAsCustomer, type CustomerSession, type TestApp } from './support';

/** Credits the customer's wallet through the ledger, as a promotion would. */
export async function fundWallet(test: TestApp, customerId: string, cents: number): Promise<void> {
  await creditWallet(test.database.db, customerId, cents);
}

/** `fundWallet` on any database connection (e.g. one shared with server processes). */
export async function creditWallet(db: Db, customerId: string, cents: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureWallet(tx, customerId);
    await postTransaction(tx, {
      kind: 'promotion',
      description: 'Test credit',
      entries: [
        { accountCode: walletAccountCode(customerId), amountCents: cents },
        { accountCode: HouseAccount.promotions, amountCents: -cents },
      ],
    });
  });
}

export const balanceOf = (test: TestApp, customerId: string) =>
  getWalletBalance(test.database.db, customerId);

/** Adds an item (wire body) to the customer's cart and expects it to be taken. */
export async function addToCart(test: TestApp, customer: CustomerSession, payload: Record<string, unknown>) {
  const response = await callAsCustomer(test, customer, { method: 'POST', url: '/v2/cart/items', payload });
  expect(response.status, response.raw).toBe(201);
  return response;
}

/** POST /v2/cart/purchase with an Idempotency-Key (a new one unless given). */
export function purchase(
  test: TestApp,
  customer: CustomerSession,
  options: { key?: string | null; payload?: Record<string, unknown> } = {},
) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return callAsCustomer(test, customer, {
    method: 'POST',
    url: '/v2/cart/purchase',
    payload: options.payload ?? { purchase_data: { payment_method: 'wallet' } },
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

export const receiptOf = (response: { body: Record<string, unknown> }): Receipt =>
  receiptSchema.parse(response.body.result);
