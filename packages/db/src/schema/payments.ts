// Funds (saved cards, and bank accounts and PayIDs that withdrawals pay to), deposits, and the sandbox card gateway's own records
// (docs/decisions/0023-payment-gateway-and-deposits.md). The matching SQL is migrations/0011_payments.sql
// (hand-written; keep both in step). No card number or security code is stored anywhere: a card is a
// gateway token with its brand, last four digits, expiry and holder name.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  bankAccountTypes,
  bankFundingStatuses,
  cardGatewayKeys,
  depositMethodCodes,
  depositStatuses,
} from '@fairdraw/contracts';
import type {
  BankAccountKind,
  BankFundingStatus,
  CardGatewayKey,
  DepositMethodCode,
  DepositStatus,
  PurchaseBody,
} from '@fairdraw/contracts';
import { customers } from './accounts';
import { sqlList, utc } from './types';

export const customerFundKinds = ['cc', 'bank'] as const;
export type CustomerFundKind = (typeof customerFundKinds)[number];

export const customerFunds = pgTable(
  'customer_funds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<CustomerFundKind>().notNull(),
    /** Funding code (cc) or withdrawal code (do: Australian accounts and PayID; tt: overseas accounts). */
    methodCode: text('method_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    gateway: text('gateway').$type<CardGatewayKey>(),
    /** The gateway's token for the card; the shop never sees the number. */
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    cardNumberLength: integer('card_number_length'),
    cardExpiryMonth: integer('card_expiry_month'),
    cardExpiryYear: integer('card_expiry_year'),
    holderName: text('holder_name'),
    bankType: text('bank_type').$type<BankAccountKind>(),
    /** BSB or SWIFT/BIC; null for a PayID. */
    bankCode: text('bank_code'),
    /** Kept whole: withdrawals pay out to it. A PayID's e-mail address or mobile number. */
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    bankStatus: text('bank_status').$type<BankFundingStatus>(),
    createdAt: utc('created_at').notNull().defaultNow(),
    /** Deleted funds stay for the deposits that used them, but are never listed or used again. */
    deletedAt: utc('deleted_at'),
  },
  (t) => [
    index('customer_funds_customer_idx').on(t.customerId),
    uniqueIndex('customer_funds_one_default_idx')
      .on(t.customerId)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    uniqueIndex('customer_funds_card_token_idx').on(t.gateway, t.cardToken),
    check('customer_funds_kind_check', sql.raw(`kind in (${sqlList(customerFundKinds)})`)),
    check(
      'customer_funds_gateway_check',
      sql.raw(`gateway is null or gateway in (${sqlList(cardGatewayKeys)})`),
    ),
    check(
      'customer_funds_card_check',
      sql`${t.kind} <> 'cc' or (${t.cardToken} is not null and ${t.gateway} is not null and ${t.cardLastFour} ~ '^[0-9]{4}$')`,
    ),
    check(
      'customer_funds_bank_check',
      sql.raw(
        `kind <> 'bank' or (bank_type in (${sqlList(bankAccountTypes)}) and bank_status in (${sqlList(bankFundingStatuses)}) and account_number is not null and (bank_code is not null or bank_type like 'payid%'))`,
      ),
    ),
  ],
);

export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The saved card a card deposit was paid with; null for a wallet's (decision 0029). */
    fundId: uuid('fund_id').references(() => customerFunds.id),
    methodCode: text('method_code').$type<DepositMethodCode>().notNull().default('cc'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('AUD'),
    status: text('status').$type<DepositStatus>().notNull(),
    gateway: text('gateway').$type<CardGatewayKey>().notNull(),
    /** The gateway's payment id, once charged. */
    gatewayPaymentId: text('gateway_payment_id'),
    actionUrl: text('action_url'),
    checkout: boolean('checkout').notNull().default(false),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    ledgerTransactionId: uuid('ledger_transaction_id'),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }),
    /** A deposit-and-purchase: the purchase to make once the money is in, its checkout, or why not. */
    purchase: jsonb('purchase').$type<PurchaseBody>(),
    checkoutId: uuid('checkout_id'),
    purchaseFailure: text('purchase_failure'),
    browserInfo: jsonb('browser_info').$type<Record<string, unknown>>(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: utc('created_at').notNull().defaultNow(),
    completedAt: utc('completed_at'),
  },
  (t) => [
    index('deposits_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('deposits_gateway_payment_idx').on(t.gateway, t.gatewayPaymentId),
    check('deposits_amount_check', sql`${t.amountCents} > 0`),
    check('deposits_status_check', sql.raw(`status in (${sqlList(depositStatuses)})`)),
    check('deposits_method_check', sql.raw(`method_code in (${sqlList(depositMethodCodes)})`)),
    check('deposits_fund_check', sql`(${t.methodCode} = 'cc') = (${t.fundId} is not null)`),
    check(
      'deposits_completed_check',
      sql`(${t.status} = 'completed') = (${t.ledgerTransactionId} is not null)`,
    ),
  ],
);

export const sandboxScenarios = ['success', 'do_not_honour', 'insufficient_funds', 'three_d_secure'] as const;
export type SandboxScenario = (typeof sandboxScenarios)[number];
export const sandboxPaymentStatuses = ['requires_action', 'succeeded', 'failed', 'refunded'] as const;
export type SandboxPaymentStatus = (typeof sandboxPaymentStatuses)[number];

/** The sandbox gateway's vault: what a token stands for. It too never keeps the number. */
export const sandboxCardTokens = pgTable(
  'sandbox_card_tokens',
  {
    token: text('token').primaryKey(),
    scenario: text('scenario').$type<SandboxScenario>().notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    numberLength: integer('number_length').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  () => [check('sandbox_card_tokens_scenario_check', sql.raw(`scenario in (${sqlList(sandboxScenarios)})`))],
);

/** The sandbox gateway's payments: one per merchant reference (its idempotency key). */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    /** `cc` for a card (with its token), or the wallet: ap, gp, pl. */
    method: text('method').$type<DepositMethodCode>().notNull().default('cc'),
    token: text('token').references(() => sandboxCardTokens.token),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<SandboxPaymentStatus>().notNull(),
    declineCode: text('decline_code'),
    /** Where the challenge returns the browser (the browser info's notification URL). */
    returnUrl: text('return_url'),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_payments_status_check', sql.raw(`status in (${sqlList(sandboxPaymentStatuses)})`)),
    check('sandbox_payments_method_check', sql.raw(`method in (${sqlList(depositMethodCodes)})`)),
    check('sandbox_payments_token_check', sql`(${t.method} = 'cc') = (${t.token} is not null)`),
  ],
);
