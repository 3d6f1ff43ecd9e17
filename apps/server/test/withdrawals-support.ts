// Shared helpers of the withdrawal tests: real money in a wallet, a verified customer, bank accounts and
// PayIDs (bank funds) and withdrawal requests through the API.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Fund, Withdrawal, WithdrawalDestination } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import {
  HouseAccount,
  ensureWallet,
  getAccountBalance,
  postTransaction,
  walletAccountCode,
} from '../src/modules/ledger/ledger.service';
import { call, callAsCustomer, signUp, type CustomerSession, type TestApp } from './support';

/** Credits the wallet as a deposit would (house:payments on the other side): withdrawable money. */
export async function depositToWallet(test: TestApp, customerId: string, cents: number): Promise<void> {
  await postDeposit(test.database.db, customerId, cents);
}

/** `depositToWallet` on any database connection (e.g. one shared with server processes). */
export async function postDeposit(db: Db, customerId: string, cents: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureWallet(tx, customerId);
    await postTransaction(tx, {
      kind: 'deposit',
      description: 'Card deposit',
      entries: [
        { accountCode: walletAccountCode(customerId), amountCents: cents },
        { accountCode: HouseAccount.payments, amountCents: -cents },
      ],
    });
  });
}

/** Signs a customer up and verifies them with the sandbox's auto verification. */
export async function verifiedCustomer(test: TestApp): Promise<CustomerSession> {
  const customer = await signUp(test);
  await verify(test, customer);
  return customer;
}

/** Verifies a customer with the sandbox's auto verification (any surname but "Unverifiable"). */
export async function verify(test: TestApp, customer: CustomerSession, lastname = 'Lovelace'): Promise<void> {
  const verified = await callAsCustomer(test, customer, {
    method: 'POST',
    url: '/v2/customer/verify',
    payload: {
      firstname: 'Ada',
      lastname,
      date_of_birth: '1990-12-10',
      address: '1 George Street',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
    },
  });
  expect(verified.status, verified.raw).toBe(200);
}

/** The withdrawal methods with every bank account, those that failed their check included (§7). */
export const WITHDRAWAL_METHODS_URL =
  '/v2/payment_methods?filter=funds.withdraw eq true and funds.failed_verification eq true';

export const nationalAccount = {
  type: 'national',
  account_name: 'Ada Lovelace',
  code: '062-000',
  account_number: '12345678',
};

/** Saves a bank account or PayID (POST /funds/bank-account) and answers it as a withdrawal destination. */
export async function addBankAccount(
  test: TestApp,
  customer: CustomerSession,
  payload: Record<string, unknown> = nationalAccount,
): Promise<WithdrawalDestination> {
  const response = await callAsCustomer(test, customer, {
    method: 'POST',
    url: '/v2/funds/bank-account',
    payload,
    headers: { 'x-api-version': '3.8' },
  });
  expect(response.status, response.raw).toBe(201);
  const fund = response.body.result as Fund;
  return {
    id: fund.id,
    type: fund.bankAccount!.type,
    withdrawalMethodCode: fund.methodCode as WithdrawalDestination['withdrawalMethodCode'],
    accountName: fund.bankAccount!.accountName || null,
    label: fund.bankAccount!.label,
  };
}

export function requestWithdrawal(
  test: TestApp,
  customer: CustomerSession,
  destination: Pick<WithdrawalDestination, 'id' | 'type' | 'withdrawalMethodCode'>,
  amount: string,
  key: string | null = randomUUID(),
) {
  return callAsCustomer(test, customer, {
    method: 'POST',
    url: `/v2/funds/${destination.id}/withdraw`,
    payload: {
      amount: { amount, currency: 'AUD' },
      bank_type: destination.type,
      withdrawal_method_code: destination.withdrawalMethodCode,
    },
    headers: { 'x-api-version': '3.1', ...(key ? { 'idempotency-key': key } : {}) },
  });
}

export const withdrawalOf = (response: { body: Record<string, unknown> }) =>
  response.body.result as Withdrawal;

export function ops(test: TestApp, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return call(test, {
    method,
    url,
    ...(payload ? { payload } : {}),
    headersOverride: { authorization: `Bearer ${test.env.OPS_TOKEN}` },
  });
}

export const heldForWithdrawals = (test: TestApp) =>
  getAccountBalance(test.database.db, HouseAccount.withdrawalsPending);
export const paidOut = (test: TestApp) => getAccountBalance(test.database.db, HouseAccount.payments);
