// Funds, deposits and the card gateway's tokenising (decisions 0023, 0028, 0029).
import { z } from 'zod';
import { DEFAULT_API_VERSION } from '../headers';
import {
  addBankAccountBodySchema,
  addCardBodySchema,
  addCardParamsSchema,
  cardGatewaySchema,
  cardSetupSchema,
  depositBodySchema,
  depositPurchaseBodySchema,
  depositPurchaseResultSchema,
  depositSchema,
  fundParamsSchema,
  fundSchema,
  gatewayConfigSchema,
  paymentMethodSchema,
  paymentMethodsQuerySchema,
  tokeniseCardBodySchema,
  tokenisedCardSchema,
  walletDepositParamsSchema,
} from '../payments';
import { defineEndpoint } from './define';

export const PAYMENT_METHODS_API_VERSION = '3.1';
export const BANK_ACCOUNT_API_VERSION = '3.8';
/** A card deposit with its security code (`csc`); without one the web sends 3.0. */
export const CARD_DEPOSIT_API_VERSION = '3.4';
export const DEPOSIT_PURCHASE_API_VERSION = '3.3';

export const gatewayParamsSchema = z.object({ gateway: z.string().max(20) });

const common = { service: 'main', apiVersion: DEFAULT_API_VERSION, access: 'customer' } as const;

export const fundsEndpoints = {
  paymentMethods: defineEndpoint({
    ...common,
    apiVersion: PAYMENT_METHODS_API_VERSION,
    method: 'GET',
    path: '/payment_methods',
    summary: "The customer's ways to deposit or withdraw",
    query: paymentMethodsQuerySchema,
    response: z.array(paymentMethodSchema),
  }),
  cardGateways: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/funds/card_gateways',
    summary: 'The card gateways',
    response: z.array(cardGatewaySchema),
  }),
  gatewayConfig: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/funds/:gateway',
    summary: "A gateway's set-up for the web: its wallets and where cards are tokenised",
    params: gatewayParamsSchema,
    response: gatewayConfigSchema,
  }),
  cardSetup: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/funds/:gateway/setup',
    summary: 'Where to save a card without a deposit',
    params: gatewayParamsSchema,
    response: cardSetupSchema,
  }),
  addBankAccount: defineEndpoint({
    ...common,
    apiVersion: BANK_ACCOUNT_API_VERSION,
    method: 'POST',
    path: '/funds/bank-account',
    summary: 'Adds a bank account or PayID',
    body: addBankAccountBodySchema,
    response: fundSchema,
    status: 201,
  }),
  setDefault: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/funds/:id/default',
    summary: 'Makes a fund the default',
    params: fundParamsSchema,
    response: fundSchema,
  }),
  remove: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: '/funds/:id',
    summary: 'Deletes a saved card or bank account',
    params: fundParamsSchema,
    response: z.null(),
  }),
  addCard: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/funds/:method/:token',
    summary: 'Saves a card the gateway tokenised',
    params: addCardParamsSchema,
    body: addCardBodySchema,
    response: fundSchema,
    status: 201,
  }),
};

export const depositEndpoints = {
  get: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/funds/:id/deposit',
    summary: 'A deposit, by its own id (what the return pages poll)',
    params: fundParamsSchema,
    response: depositSchema,
  }),
  card: defineEndpoint({
    ...common,
    apiVersion: CARD_DEPOSIT_API_VERSION,
    method: 'POST',
    path: '/funds/:id/deposit',
    summary: 'Deposits from a saved card',
    params: fundParamsSchema,
    body: depositBodySchema,
    response: depositSchema,
    status: 201,
    idempotent: true,
  }),
  wallet: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/funds/:method/:gateway/deposit',
    summary: "Deposits from a wallet (Apple Pay, Google Pay, PayPal), approved on the wallet's page",
    params: walletDepositParamsSchema,
    body: depositBodySchema,
    response: depositSchema,
    status: 201,
    idempotent: true,
  }),
  purchase: defineEndpoint({
    ...common,
    apiVersion: DEPOSIT_PURCHASE_API_VERSION,
    method: 'POST',
    path: '/deposit_purchase',
    summary: 'Deposits, then buys the cart from the wallet',
    body: depositPurchaseBodySchema,
    response: depositPurchaseResultSchema,
    status: 201,
    idempotent: true,
  }),
};

export const gatewayEndpoints = {
  tokenise: defineEndpoint({
    service: 'gateway',
    apiVersion: DEFAULT_API_VERSION,
    access: 'anyone',
    method: 'POST',
    path: '/payment-gateway/sandbox/tokens',
    summary: "The sandbox gateway's hosted card fields: turns a card into a token",
    body: tokeniseCardBodySchema,
    response: tokenisedCardSchema,
    status: 201,
  }),
};
