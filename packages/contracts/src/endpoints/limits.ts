// Spend, precommitment and weekly deposit limits (decision 0025).
import { z } from 'zod';
import { DEFAULT_API_VERSION } from '../headers';
import {
  limitFormBodySchema,
  limitPeriods,
  singleLimitResultSchema,
  spendLimitsResultSchema,
} from '../limits';
import { defineEndpoint } from './define';

export const limitPeriodParamsSchema = z.object({ period: z.enum(limitPeriods) });
export const spendLimitParamsSchema = z.object({ id: z.uuid() });

const common = { service: 'main', apiVersion: DEFAULT_API_VERSION, access: 'customer' } as const;

export const limitsEndpoints = {
  spendLimits: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/spend-limits',
    summary: "The customer's and the shop's spend limits, and what was spent",
    response: spendLimitsResultSchema,
  }),
  addSpendLimit: defineEndpoint({
    ...common,
    method: 'PUT',
    path: '/spend-limits/:period',
    summary: 'Sets a spend limit for a period that has none (in force at once)',
    params: limitPeriodParamsSchema,
    body: limitFormBodySchema,
    response: spendLimitsResultSchema,
  }),
  changeSpendLimit: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/spend-limits/:period',
    summary: 'Changes a spend limit (cuts at once, raises after 24 hours)',
    params: limitPeriodParamsSchema,
    body: limitFormBodySchema,
    response: spendLimitsResultSchema,
  }),
  removeSpendLimit: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: '/spend-limits/:id',
    summary: 'Removes a spend limit after 24 hours',
    params: spendLimitParamsSchema,
    response: spendLimitsResultSchema,
  }),
  precommitment: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/precommitment',
    summary: 'The 30-day precommitment and what it used',
    response: singleLimitResultSchema,
  }),
  setPrecommitment: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/precommitment',
    summary: 'Sets the precommitment (cuts at once, raises after 24 hours)',
    body: limitFormBodySchema,
    response: singleLimitResultSchema,
  }),
  removePrecommitment: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: '/precommitment',
    summary: 'Removes the precommitment after 24 hours',
    response: singleLimitResultSchema,
  }),
  depositLimit: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/deposit-limit',
    summary: 'The weekly deposit limit and what was deposited',
    response: singleLimitResultSchema,
  }),
  setDepositLimit: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/deposit-limit',
    summary: 'Sets the weekly deposit limit (cuts at once, raises after 24 hours)',
    body: limitFormBodySchema,
    response: singleLimitResultSchema,
  }),
  removeDepositLimit: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: '/deposit-limit',
    summary: 'Removes the weekly deposit limit after 24 hours',
    response: singleLimitResultSchema,
  }),
};
