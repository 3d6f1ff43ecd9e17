// Withdrawals and the wallet's transactions (decision 0024).
import { z } from 'zod';
import { DEFAULT_API_VERSION } from '../headers';
import { fundParamsSchema } from '../payments';
import {
  transactionParamsSchema,
  transactionsQuerySchema,
  walletTransactionSchema,
  withdrawBodySchema,
  withdrawableFundsSchema,
  withdrawalParamsSchema,
  withdrawalSchema,
  withdrawalsQuerySchema,
} from '../withdrawals';
import { defineEndpoint } from './define';

export const WITHDRAW_API_VERSION = '3.1';

const common = { service: 'main', apiVersion: DEFAULT_API_VERSION, access: 'customer' } as const;

export const withdrawalsEndpoints = {
  withdrawableFunds: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/customer/withdrawable-funds',
    summary: 'What the customer may withdraw, and to where',
    response: withdrawableFundsSchema,
  }),
  withdraw: defineEndpoint({
    ...common,
    apiVersion: WITHDRAW_API_VERSION,
    method: 'POST',
    path: '/funds/:id/withdraw',
    summary: 'Asks to pay money from the wallet to a bank account or PayID',
    params: fundParamsSchema,
    body: withdrawBodySchema,
    response: withdrawalSchema,
    status: 201,
    idempotent: true,
  }),
  list: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/withdrawals',
    summary: "The customer's withdrawals",
    query: withdrawalsQuerySchema,
    response: z.array(withdrawalSchema),
    paged: true,
  }),
  get: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/withdrawals/:id',
    summary: 'A withdrawal',
    params: withdrawalParamsSchema,
    response: withdrawalSchema,
  }),
  cancel: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/withdrawals/:id/cancel',
    summary: 'Cancels a withdrawal not yet paid',
    params: withdrawalParamsSchema,
    response: withdrawalSchema,
  }),
};

export const transactionsEndpoints = {
  list: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/transactions',
    summary: "The wallet's transactions, with the balance after each",
    query: transactionsQuerySchema,
    response: z.array(walletTransactionSchema),
    paged: true,
  }),
  get: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/transactions/:id',
    summary: 'A wallet transaction',
    params: transactionParamsSchema,
    response: walletTransactionSchema,
  }),
};
