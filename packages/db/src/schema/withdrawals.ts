// Withdrawals (docs/decisions/0024-withdrawals-and-transactions.md): where a customer's money may be
// paid (withdrawal_destinations) and each request to pay it (withdrawals). The money itself moves in
// the ledger: wallet → house:withdrawals_pending on request, then to house:payments when an operator
// pays it, or back to the wallet when rejected or cancelled. The SQL is migrations/0012_withdrawals.sql.
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { withdrawalMethodCodes, withdrawalStatuses, withdrawalTypes } from '@fairdraw/contracts';
import type { WithdrawalMethodCode, WithdrawalStatus, WithdrawalType } from '@fairdraw/contracts';
import { customers } from './accounts';
import { ledgerTransactions } from './ledger';
import { sqlList, utc } from './types';

/**
 * A bank account (national or international) or PayID a customer withdraws to. `details` holds what an
 * operator needs to pay (read only by the operator API); customers see `label`, which is masked.
 */
export const withdrawalDestinations = pgTable(
  'withdrawal_destinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').$type<WithdrawalType>().notNull(),
    methodCode: text('method_code').$type<WithdrawalMethodCode>().notNull(),
    accountName: text('account_name'),
    label: text('label').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('withdrawal_destinations_customer_idx').on(t.customerId),
    check('withdrawal_destinations_type_check', sql.raw(`type in (${sqlList(withdrawalTypes)})`)),
    check(
      'withdrawal_destinations_method_check',
      sql.raw(`method_code in (${sqlList(withdrawalMethodCodes)})`),
    ),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => withdrawalDestinations.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    bankType: text('bank_type').$type<WithdrawalType>().notNull(),
    methodCode: text('method_code').$type<WithdrawalMethodCode>().notNull(),
    /** The posting that took the money from the wallet. */
    requestTransactionId: uuid('request_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /** The posting that paid it out or gave it back. */
    settleTransactionId: uuid('settle_transaction_id').references(() => ledgerTransactions.id),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: utc('decided_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_customer_idx').on(t.customerId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    check('withdrawals_amount_check', sql`${t.amountCents} > 0`),
    check('withdrawals_status_check', sql.raw(`status in (${sqlList(withdrawalStatuses)})`)),
    check('withdrawals_bank_type_check', sql.raw(`bank_type in (${sqlList(withdrawalTypes)})`)),
    check('withdrawals_method_check', sql.raw(`method_code in (${sqlList(withdrawalMethodCodes)})`)),
    // Decided exactly when it is no longer pending.
    check('withdrawals_decided_check', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);
