// Draw results (API 3.6): public results and archives, the customer's own orders and results,
// number statistics and the ticket checker.
import { z } from 'zod';
import { DEFAULT_API_VERSION } from '../headers';
import {
  RESULTS_API_VERSION,
  archivedResultsParamsSchema,
  archivedResultsQuerySchema,
  drawDetailsParamsSchema,
  drawPrizeSchema,
  drawResultSchema,
  drawWinnersSchema,
  fullDrawResultSchema,
  fullResultQuerySchema,
  pastResultsQuerySchema,
  pricingResultsParamsSchema,
  resultKeysSchema,
} from '../results';
import {
  customerDrawResultSchema,
  customerFullResultParamsSchema,
  customerFullResultSchema,
  orderDetailQuerySchema,
  orderDetailSchema,
  orderParamsSchema,
  orderSummarySchema,
  ordersQuerySchema,
  pastCustomerDrawsQuerySchema,
} from '../orders';
import { statisticsParamsSchema, statisticsQuerySchema, statisticsResultSchema } from '../statistics';
import {
  ticketCheckBodySchema,
  ticketCheckDrawSchema,
  ticketCheckDrawsParamsSchema,
  ticketCheckLotterySchema,
  ticketCheckResultSchema,
} from '../ticket-check';
import { defineEndpoint } from './define';

const results = { service: 'main', apiVersion: RESULTS_API_VERSION } as const;

export const resultsEndpoints = {
  past: defineEndpoint({
    ...results,
    method: 'GET',
    path: '/draws/pricing/:pricingId/past',
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: 'The latest results of what a pricing sells',
    params: pricingResultsParamsSchema,
    query: pastResultsQuerySchema,
    response: z.array(drawResultSchema),
    paged: true,
  }),
  integrity: defineEndpoint({
    ...results,
    method: 'GET',
    path: '/draw/integrity/:productOfferKey/:drawNo',
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: "A closed draw's integrity record",
    params: drawDetailsParamsSchema,
    response: drawResultSchema,
  }),
  resultKeys: defineEndpoint({
    ...results,
    method: 'GET',
    path: '/draws/pricing/:pricingId/past/result_keys',
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: 'The lotteries and raffles that have results',
    params: pricingResultsParamsSchema,
    response: resultKeysSchema,
  }),
  archived: defineEndpoint({
    ...results,
    method: 'GET',
    path: '/draws/past/archived/:productOfferKey/:year/:month',
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: "One lottery's results of a month",
    params: archivedResultsParamsSchema,
    query: archivedResultsQuerySchema,
    response: z.array(drawResultSchema),
    paged: true,
  }),
  fullResult: defineEndpoint({
    ...results,
    method: 'GET',
    path: '/draw/full_result',
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: "A draw's result with its prizes",
    query: fullResultQuerySchema,
    response: fullDrawResultSchema,
  }),
  details: defineEndpoint({
    ...results,
    method: 'GET',
    path: '/draw/details/:productOfferKey/:drawNo',
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: "A draw's result",
    params: drawDetailsParamsSchema,
    response: drawResultSchema,
  }),
  prizes: defineEndpoint({
    ...results,
    method: 'GET',
    path: '/draw/details/:productOfferKey/:drawNo/prizes',
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: "A draw's prize divisions",
    params: drawDetailsParamsSchema,
    response: z.array(drawPrizeSchema),
  }),
  winners: defineEndpoint({
    ...results,
    method: 'GET',
    path: '/draw/details/:productOfferKey/:drawNo/winners',
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: "How many won a draw's prizes (never who)",
    params: drawDetailsParamsSchema,
    response: drawWinnersSchema,
  }),
};

export const ordersEndpoints = {
  list: defineEndpoint({
    service: 'main',
    apiVersion: DEFAULT_API_VERSION,
    method: 'GET',
    path: '/orders',
    access: 'customer',
    summary: "The customer's upcoming or past tickets",
    query: ordersQuerySchema,
    response: z.array(orderSummarySchema),
    paged: true,
  }),
  get: defineEndpoint({
    service: 'main',
    apiVersion: DEFAULT_API_VERSION,
    method: 'GET',
    path: '/orders/:id',
    access: 'customer',
    summary: 'One of the customer’s orders',
    params: orderParamsSchema,
    query: orderDetailQuerySchema,
    response: orderDetailSchema,
  }),
  pastDraws: defineEndpoint({
    ...results,
    method: 'GET',
    path: '/draws/past_customer',
    access: 'customer',
    summary: "The customer's drawn draws with what they won",
    query: pastCustomerDrawsQuerySchema,
    response: z.array(customerDrawResultSchema),
    paged: true,
  }),
  fullResult: defineEndpoint({
    ...results,
    method: 'GET',
    path: '/draw/full_result_customer/:productOfferKey/:drawNo',
    access: 'customer',
    summary: "A draw's result with the customer's games scored",
    params: customerFullResultParamsSchema,
    response: customerFullResultSchema,
  }),
};

const common = { service: 'main', apiVersion: DEFAULT_API_VERSION } as const;

export const statisticsEndpoints = {
  numbers: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/statistics/:productOfferKey',
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: 'How often each number was drawn',
    params: statisticsParamsSchema,
    query: statisticsQuerySchema,
    response: statisticsResultSchema,
  }),
};

export const ticketCheckEndpoints = {
  lotteries: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/ticket-check/lotteries',
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: 'The lotteries the ticket checker knows',
    response: z.array(ticketCheckLotterySchema),
  }),
  draws: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/ticket-check/:productOfferKey/draws',
    cache: 'public, max-age=60',
    access: 'anyone',
    summary: "A lottery's drawn draws",
    params: ticketCheckDrawsParamsSchema,
    response: z.array(ticketCheckDrawSchema),
  }),
  check: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/ticket-check',
    access: 'anyone',
    summary: 'Checks numbers against a drawn draw',
    body: ticketCheckBodySchema,
    response: ticketCheckResultSchema,
  }),
};
