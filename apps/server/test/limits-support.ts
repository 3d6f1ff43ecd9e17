// Shared helpers of the limits tests: limit calls, signing in again after the clock moved, and deposits
// posted through the limits check as the deposit service does.
import { expect } from 'vitest';
import type { CustomerRecord, SingleLimitResult, SpendLimitsResult } from '@fairdraw/contracts';
import { HouseAccount, postTransaction, walletAccountCode } from '../src/modules/ledger/ledger.service';
import type { LimitsService } from '../src/modules/limits/limits.service';
import { call, callAsCustomer, type CustomerSession, type TestApp } from './support';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** Access tokens last 15 minutes: after moving the clock a customer signs in again. */
export async function signInAgain(test: TestApp, customer: CustomerSession): Promise<CustomerSession> {
  const login = await call(test, {
    method: 'POST',
    url: '/v2/login',
    payload: { credentials: { email: customer.email, password: customer.password } },
  });
  expect(login.status, login.raw).toBe(200);
  return { ...customer, ...(login.body.result as object) } as CustomerSession;
}

export async function spendLimits(test: TestApp, customer: CustomerSession): Promise<SpendLimitsResult> {
  const response = await callAsCustomer(test, customer, { method: 'GET', url: '/v2/spend-limits' });
  expect(response.status, response.raw).toBe(200);
  return response.body.result as SpendLimitsResult;
}

export function setSpendLimit(
  test: TestApp,
  customer: CustomerSession,
  period: string,
  limit: string,
  method: 'PUT' | 'POST' = 'PUT',
) {
  return callAsCustomer(test, customer, { method, url: `/v2/spend-limits/${period}`, payload: { limit } });
}

/** The customer record (GET /v2/customer), which shows the limits too. */
export async function recordOf(test: TestApp, customer: CustomerSession): Promise<CustomerRecord> {
  const response = await callAsCustomer(test, customer, { method: 'GET', url: '/v2/customer' });
  expect(response.status, response.raw).toBe(200);
  return response.body.result as CustomerRecord;
}

export const single = (response: { body: Record<string, unknown> }) =>
  response.body.result as SingleLimitResult;

/** A deposit as the deposit service makes it: the limit checked, then the wallet credited, in one transaction. */
export async function deposit(
  test: TestApp,
  limits: LimitsService,
  customerId: string,
  amountCents: number,
): Promise<'ok' | string> {
  const now = test.clock.now();
  try {
    await test.database.db.transaction(async (tx) => {
      await limits.checkDepositLimit(tx, { customerId, amountCents, now });
      await postTransaction(tx, {
        kind: 'deposit',
        description: 'Test deposit',
        postedAt: now,
        entries: [
          { accountCode: walletAccountCode(customerId), amountCents },
          { accountCode: HouseAccount.payments, amountCents: -amountCents },
        ],
      });
    });
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}
