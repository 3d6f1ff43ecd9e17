// Withdrawals (docs/decisions/0024-withdrawals-and-transactions.md, 0028): each request to pay a
// customer's money to one of their bank funds. The money itself moves in the ledger: wallet →
// house:withdrawals_pending on request, then to house:payments when an operator pays it, or back to the
// wallet when rejected or cancelled. The SQL is migrations/0012_withdrawals.sql and 0014.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { withdrawalMethodCodes, withdrawalStatuses, withdrawalTypes } from '@fairdraw/contracts';
import type { WithdrawalMethodCode, WithdrawalStatus, WithdrawalType } from '@fairdraw/contracts';
import { customers } from './accounts';
import { ledgerTransactions } from './ledger';
import { customerFunds } from './payments';
import { sqlList, utc } from './types';

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The bank account or PayID it is paid to (a `customer_funds` row of kind bank). */
    fundId: uuid('fund_id')
      .notNull()
      .references(() => customerFunds.id),
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
