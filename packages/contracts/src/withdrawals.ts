// Withdrawals, withdrawable funds and the wallet's transactions
// (account-area §3 "Funds and payment methods", §4 "Deposit", §7 "Funds, deposits and withdrawals";
// decision 0024). The spec names the codes, types and body fields; the rest of the shapes are Fairdraw's.
import { z } from 'zod';
import { moneySchema } from './money';

/** Withdrawal codes (§3): `do` domestic bank or PayID, `tt` international transfer, `pl` PayPal, `tw` Wise. */
export const withdrawalMethodCodes = ['tt', 'pl', 'tw', 'do'] as const;
export type WithdrawalMethodCode = (typeof withdrawalMethodCodes)[number];

/** Withdrawal types (§3), sent as `bank_type`. */
export const withdrawalTypes = ['international', 'national', 'payid_email', 'payid_phone'] as const;
export type WithdrawalType = (typeof withdrawalTypes)[number];

export const withdrawalStatuses = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** Why a customer may not withdraw now (packages/domain `withdrawalBlock`). */
export const withdrawalBlockReasons = ['verification_overdue', 'verification_required'] as const;
export type WithdrawalBlockReason = (typeof withdrawalBlockReasons)[number];

/** Where a withdrawal is paid: the customer's bank account or PayID (a fund), as its owner sees it. */
export const withdrawalDestinationSchema = z.object({
  /** The fund's id. */
  id: z.string(),
  type: z.enum(withdrawalTypes),
  withdrawalMethodCode: z.enum(withdrawalMethodCodes),
  accountName: z.string().nullable(),
  /** e.g. "BSB 062-000, account ending 5678" or "PayID a•••@example.com". */
  label: z.string(),
});
export type WithdrawalDestination = z.infer<typeof withdrawalDestinationSchema>;

/** POST /funds/{id}/withdraw (3.1), `{id}` a bank fund. `amount.amount` is checked with the domain's money rules. */
export const withdrawBodySchema = z.object({
  amount: z.object({ amount: z.string().max(32), currency: z.literal('AUD').default('AUD') }),
  bankType: z.string().pipe(z.enum(withdrawalTypes)),
  withdrawalMethodCode: z.string().pipe(z.enum(withdrawalMethodCodes)),
});
export type WithdrawBody = z.infer<typeof withdrawBodySchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  status: z.enum(withdrawalStatuses),
  amount: moneySchema,
  bankType: z.enum(withdrawalTypes),
  withdrawalMethodCode: z.enum(withdrawalMethodCodes),
  destination: withdrawalDestinationSchema,
  /** The ledger transaction that took the money from the wallet (the summary page's id). */
  transactionId: z.string(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why it was rejected, for the customer. */
  reason: z.string().nullable(),
  canCancel: z.boolean(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalParamsSchema = z.object({ id: z.uuid() });
export const withdrawalsQuerySchema = z.object({
  status: z.enum(withdrawalStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/**
 * GET /customer/withdrawable-funds: the session's `withdrawableFunds (amount, currency, flags)` (§3),
 * plus how it was reached. `flags` is a list (data-keyed values are never object keys on the wire).
 */
export const withdrawableFundsSchema = z.object({
  amount: z.string(),
  currency: z.string().length(3),
  flags: z.array(
    z.enum(['withdrawals_blocked', 'verification_required', 'verification_overdue', 'promotional_credit']),
  ),
  balance: moneySchema,
  /** Promotional credit not yet played through: part of the balance that cannot be withdrawn. */
  promotionalCredit: moneySchema,
  /** Money already taken from the wallet for withdrawals waiting for an operator. */
  pendingWithdrawals: moneySchema,
  blockReason: z.enum(withdrawalBlockReasons).nullable(),
});
export type WithdrawableFunds = z.infer<typeof withdrawableFundsSchema>;

/** GET /ops/withdrawals?status=pending. */
export const opsWithdrawalsQuerySchema = z.object({ status: z.enum(withdrawalStatuses).default('pending') });
export const approveWithdrawalBodySchema = z.object({
  decidedBy: z.string().trim().min(1).max(100).optional(),
});
export const rejectWithdrawalBodySchema = z.object({
  reason: z.string().trim().min(1).max(500),
  decidedBy: z.string().trim().min(1).max(100).optional(),
});

/** A withdrawal as an operator sees it: with the full destination details needed to pay it. */
export const opsWithdrawalSchema = withdrawalSchema.extend({
  customerId: z.string(),
  payTo: z.record(z.string(), z.string()),
});
export type OpsWithdrawal = z.infer<typeof opsWithdrawalSchema>;

/** What a wallet movement was, as the transactions page names it. */
export const transactionTypes = [
  'deposit',
  'purchase',
  'prize',
  'withdrawal',
  'withdrawal_returned',
  'refund',
  'promotion',
  'adjustment',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** One movement of the customer's wallet (GET /transactions), newest first. */
export const walletTransactionSchema = z.object({
  /** The wallet entry. */
  id: z.string(),
  transactionId: z.string(),
  type: z.enum(transactionTypes),
  description: z.string(),
  /** Signed: money in is positive, money out negative. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  createdAt: z.string(),
  /** A withdrawal's status (and a returned withdrawal's: rejected or cancelled); null otherwise. */
  status: z.enum(withdrawalStatuses).nullable(),
  checkoutId: z.string().nullable(),
  orderId: z.string().nullable(),
  withdrawalId: z.string().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const transactionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;
export const transactionParamsSchema = z.object({ id: z.uuid() });
