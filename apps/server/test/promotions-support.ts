// Shared helpers of the promo code tests: operators' vouchers, codes on carts and the house account.
import { expect } from 'vitest';
import type { CartResult, OpsVoucher } from '@fairdraw/contracts';
import { HouseAccount, getAccountBalance } from '../src/modules/ledger/ledger.service';
import { cartOf } from './cart-support';
import { call, callAsCustomer, type CustomerSession, type TestApp } from './support';

let serial = 0;
/** A code no other test of the file uses. */
export const newCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${serial++}`;

export function opsCall(
  test: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return call(test, {
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${test.env.OPS_TOKEN}` },
  });
}

/** Creates a voucher through the operator API and expects it to be kept. */
export async function createVoucher(test: TestApp, body: Record<string, unknown>): Promise<OpsVoucher> {
  const created = await opsCall(test, 'POST', '/ops/promotions/vouchers', body);
  expect(created.status, created.raw).toBe(201);
  return created.body.result as OpsVoucher;
}

/** POST /v2/cart/promotion as the customer. */
export const applyCode = (test: TestApp, customer: CustomerSession, code: string) =>
  callAsCustomer(test, customer, {
    method: 'POST',
    url: '/v2/cart/promotion',
    payload: { promotion_code: code },
  });

/** Applies the code and expects the cart back with it on. */
export async function appliedCart(
  test: TestApp,
  customer: CustomerSession,
  code: string,
): Promise<CartResult> {
  const applied = await applyCode(test, customer, code);
  expect(applied.status, applied.raw).toBe(200);
  return cartOf(applied);
}

export const customerCart = async (test: TestApp, customer: CustomerSession) =>
  cartOf(await callAsCustomer(test, customer, { method: 'GET', url: '/v2/cart/items' }));

/** The refusal's message under promotion_code, after checking it is a promotion_not_added. */
export function notAdded(response: { status: number; raw: string }): string {
  expect(response.status, response.raw).toBe(422);
  const body = JSON.parse(response.raw) as {
    error_code?: string;
    code?: string;
    errors?: Record<string, Array<{ code: string; message: string }>>;
  };
  const [problem] = body.errors?.promotion_code ?? [];
  expect(problem?.code).toBe('promotion_not_added');
  return problem?.message ?? '';
}

export const promotionsHouseBalance = async (test: TestApp) =>
  (await getAccountBalance(test.database.db, HouseAccount.promotions)) ?? 0;
