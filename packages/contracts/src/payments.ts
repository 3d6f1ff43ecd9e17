// Funds, card gateways and deposits (account-area §3 "Funds and payment methods", §7 "Funds, deposits and
// withdrawals"; docs/decisions/0023-payment-gateway-and-deposits.md). Wire names are snake_case; these
// schemas see the camelCased body.
import { z } from 'zod';
import { moneySchema } from './money';
import { purchaseBodySchema, receiptSchema } from './orders';
import { withdrawalTypes } from './withdrawals';

/** The spec's card gateways, plus Fairdraw's built-in sandbox (the only one configured). */
export const cardGatewayKeys = ['braintree', 'eway', 'opayo', 'paystream', 'stripe', 'sandbox'] as const;
export type CardGatewayKey = (typeof cardGatewayKeys)[number];

export const fundKinds = ['unfunded', 'wallet', 'cc', 'paypal', 'bank'] as const;
export type FundKind = (typeof fundKinds)[number];

/** Funding (deposit) method codes and withdrawal method codes of the spec. */
export const fundingCodes = ['ap', 'bp', 'cc', 'bd', 'dd', 'gp', 'pl', 'td'] as const;
export type FundingCode = (typeof fundingCodes)[number];
export const withdrawalCodes = ['tt', 'pl', 'tw', 'do'] as const;
export type WithdrawalCode = (typeof withdrawalCodes)[number];

export const bankFundingStatuses = [
  'Failed Verification',
  'Pending Verification',
  'Unverified',
  'Verified',
] as const;
export type BankFundingStatus = (typeof bankFundingStatuses)[number];

/** A bank fund is an Australian or overseas account, or a PayID (the spec's withdrawal types, §3). */
export const bankAccountTypes = withdrawalTypes;
export type BankAccountKind = (typeof bankAccountTypes)[number];

/**
 * Digital wallets a deposit can be paid from (funding codes of §3): Apple Pay, Google Pay, PayPal. The
 * customer approves each payment on the wallet's own page and comes back to the provider return pages.
 */
export const walletDepositMethods = ['ap', 'gp', 'pl'] as const;
export type WalletDepositMethod = (typeof walletDepositMethods)[number];
/** How a deposit is paid: a saved card (`cc`) or a wallet. */
export const depositMethodCodes = ['cc', ...walletDepositMethods] as const;
export type DepositMethodCode = (typeof depositMethodCodes)[number];

export const depositStatuses = ['pending', 'requires_action', 'completed', 'failed', 'cancelled'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/** A card as the shop keeps it: never the number or the security code. */
export const storedCardSchema = z.object({
  brand: z.string(),
  lastFour: z.string(),
  /** How many digits the card has, so it can be shown grouped in fours. */
  numberLength: z.number().int(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  holderName: z.string(),
});
export type StoredCard = z.infer<typeof storedCardSchema>;

export const storedBankAccountSchema = z.object({
  /** The name on the account; empty for a PayID saved without one. */
  accountName: z.string(),
  /** BSB (national) or SWIFT/BIC (international); empty for a PayID. */
  bankCode: z.string(),
  accountNumberLastFour: z.string(),
  type: z.enum(bankAccountTypes),
  status: z.enum(bankFundingStatuses),
  /** How it is shown, masked: "BSB 062-000, account ending 5678", "PayID a•••@example.com". */
  label: z.string(),
});
export type StoredBankAccount = z.infer<typeof storedBankAccountSchema>;

export const fundSchema = z.object({
  id: z.string(),
  default: z.boolean(),
  type: z.enum(fundKinds),
  methodCode: z.string(),
  gateway: z.enum(cardGatewayKeys).nullable(),
  card: storedCardSchema.nullable(),
  bankAccount: storedBankAccountSchema.nullable(),
  createdAt: z.string(),
});
export type Fund = z.infer<typeof fundSchema>;

export const gatewayRuleSchema = z.object({
  gateway: z.enum(cardGatewayKeys),
  cscRequired: z.boolean(),
  attributes: z.record(z.string(), z.string()),
});

export const paymentMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  funds: z.array(fundSchema),
  /** Withdrawal methods: the kinds of bank account a customer may add for it; empty for deposits. */
  types: z.array(z.enum(bankAccountTypes)),
  availableGateways: z.array(z.enum(cardGatewayKeys)),
  rules: z.object({
    minAmount: moneySchema,
    maxAmount: moneySchema,
    enabled: z.boolean(),
    gatewayRules: z.array(gatewayRuleSchema),
  }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * GET /payment_methods?filter=…: each `filter` is `field eq value` (repeat the parameter or join with
 * ` and `). Deposit: funds.cart eq true, funds.withdraw eq false, funds.digital_wallets eq true.
 * Withdrawal: funds.withdraw eq true, funds.failed_verification eq true.
 */
export const paymentMethodsQuerySchema = z.object({
  filter: z.union([z.string().max(500), z.array(z.string().max(500)).max(10)]).optional(),
});

export const cardGatewaySchema = z.object({
  key: z.enum(cardGatewayKeys),
  enabled: z.boolean(),
  testMode: z.boolean(),
  cscRequired: z.boolean(),
  /** Where the browser sends the card to be tokenised (hosted fields); null when not configured. */
  tokeniseUrl: z.string().nullable(),
});
export type CardGateway = z.infer<typeof cardGatewaySchema>;

const shortText = z.string().max(200);

/** The sandbox gateway's tokenise call (what hosted card fields send; never the shop's own API). */
export const tokeniseCardBodySchema = z.object({
  number: shortText,
  expiryMonth: z.coerce.number().int(),
  expiryYear: z.coerce.number().int(),
  csc: shortText,
  holderName: shortText,
});
export type TokeniseCardBody = z.infer<typeof tokeniseCardBodySchema>;

export const tokenisedCardSchema = storedCardSchema.extend({ token: z.string() });
export type TokenisedCard = z.infer<typeof tokenisedCardSchema>;

/** POST /funds/{method}/{token}: the body is optional; the token carries the card. */
export const addCardBodySchema = z.object({ makeDefault: z.boolean().optional() }).nullish();

/**
 * POST /funds/bank-account (3.8): `code` is the BSB (national) or SWIFT/BIC (international) and is not
 * asked for a PayID, whose e-mail address or mobile number is the `account_number`.
 */
export const addBankAccountBodySchema = z.object({
  code: shortText.default(''),
  accountNumber: shortText,
  accountName: shortText.default(''),
  type: z.string().pipe(z.enum(bankAccountTypes)),
});
export type AddBankAccountBody = z.infer<typeof addBankAccountBodySchema>;

export const fundParamsSchema = z.object({ id: z.string().max(64) });
export const addCardParamsSchema = z.object({ method: z.string().max(8), token: z.string().max(100) });

/** 3-D Secure browser info (account-area §3); the colour depth is rounded to an accepted value. */
export const browserInfoSchema = z.object({
  javascriptEnabled: z.boolean(),
  javaEnabled: z.boolean(),
  language: z.string().max(35),
  colourDepth: z.number(),
  screenHeight: z.number().int().min(0).max(100_000),
  screenWidth: z.number().int().min(0).max(100_000),
  timezoneOffset: z.number().int().min(-900).max(900),
  challengeWindowSize: z.enum(['01', '02', '03', '04', '05']),
  notificationUrl: z.string().max(2048),
});
export type BrowserInfoBody = z.infer<typeof browserInfoSchema>;

/** POST /funds/{id}/deposit (3.4 with a card security code): account-area §3 "Deposit body". */
export const depositBodySchema = z.object({
  amount: z.object({ amount: z.string().max(20), currency: z.string().length(3) }),
  checkout: z.boolean().optional(),
  customerId: z.string().max(64).optional(),
  strongCustomerAuthentication: browserInfoSchema.optional(),
  customerFundId: z.string().max(64).optional(),
  depositMethodCode: z.string().max(8).optional(),
  deviceData: z.string().max(4096).optional(),
  csc: z.string().max(8).optional(),
  gatewayKey: z.enum(cardGatewayKeys).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type DepositBody = z.infer<typeof depositBodySchema>;

export const depositSchema = z.object({
  id: z.string(),
  /** The saved card it was paid with; null for a wallet deposit. */
  fundId: z.string().nullable(),
  methodCode: z.enum(depositMethodCodes),
  status: z.enum(depositStatuses),
  amount: moneySchema,
  checkout: z.boolean(),
  /**
   * Where the customer approves the payment: the bank's 3-D Secure page for a card that is challenged,
   * the wallet's own page for Apple Pay, Google Pay and PayPal; null once there is nothing to approve.
   */
  actionUrl: z.string().nullable(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  /** The wallet's balance right after the deposit was credited. */
  balance: moneySchema.nullable(),
  transactionId: z.string().nullable(),
  /** The checkout a deposit-and-purchase paid for, once bought. */
  checkoutId: z.string().nullable(),
  purchaseFailure: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** POST /funds/{method}/{gateway}/deposit: a deposit from a wallet (`method` ap, gp or pl). */
export const walletDepositParamsSchema = z.object({ method: z.string().max(8), gateway: z.string().max(20) });

/**
 * POST /deposit_purchase (3.3): the deposit is a saved card's (`customer_fund_id`, with its `csc`) or a
 * wallet's (`deposit_method_code` ap, gp or pl, with `gateway_key`).
 */
export const depositPurchaseBodySchema = z.object({
  deposit: depositBodySchema,
  purchase: purchaseBodySchema,
});
export type DepositPurchaseBody = z.infer<typeof depositPurchaseBodySchema>;

/** Its answer: the receipt when the cart was bought at once; null while the payment waits for approval. */
export const depositPurchaseResultSchema = z.object({
  deposit: depositSchema,
  receipt: receiptSchema.nullable(),
});
export type DepositPurchaseResult = z.infer<typeof depositPurchaseResultSchema>;

/** GET /funds/{gateway}: what the web needs to offer a gateway's ways to pay. */
export const gatewayConfigSchema = z.object({
  key: z.enum(cardGatewayKeys),
  enabled: z.boolean(),
  testMode: z.boolean(),
  /** The name the customer sees on the wallet's page. */
  merchantName: z.string(),
  /** Where card details go to be tokenised (hosted fields); null when the gateway is not set up. */
  tokeniseUrl: z.string().nullable(),
  wallets: z.array(z.object({ code: z.enum(walletDepositMethods), name: z.string(), enabled: z.boolean() })),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** POST /funds/{gateway}/setup: how to save a card without depositing (the card goes to `tokenise_url`). */
export const cardSetupSchema = z.object({ gateway: z.enum(cardGatewayKeys), tokeniseUrl: z.string() });
export type CardSetup = z.infer<typeof cardSetupSchema>;

/** The codes of a card payment the bank refused (the error's `details.decline_code`). */
export const PAYMENT_DECLINED = 'payment_declined';
export const DEPOSIT_PENDING = 'deposit_pending';
