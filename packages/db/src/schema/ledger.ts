// The money core: a double-entry ledger in integer cents. Append-only entries, every transaction sums
// to zero, and cached balances that cannot go negative. The triggers that enforce the first two live
// in migrations/0001_ledger.sql (Drizzle cannot express them); see docs/decisions/0007-ledger.md.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlList, utc } from './types';

export const ledgerAccountKinds = ['customer_wallet', 'house'] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/** Why money moved. Mistakes are corrected by a new `adjustment`, never by editing history. */
export const ledgerTransactionKinds = [
  'promotion',
  'purchase',
  'refund',
  'prize',
  'deposit',
  'withdrawal',
  'adjustment',
] as const;
export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number];

export const idempotencyStatuses = ['in_progress', 'completed'] as const;
export type IdempotencyStatus = (typeof idempotencyStatuses)[number];

/** A customer's wallet (`wallet:<customerId>`) or one of the shop's own accounts (`house:…`). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique('ledger_accounts_code_unique'),
    /** The owner of a wallet. No foreign key: customer accounts belong to another module. */
    customerId: text('customer_id'),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    currency: char('currency', { length: 3 }).notNull().default('AUD'),
    /**
     * A wallet's sum of entries, kept in step by the service and checked by the audit. House accounts
     * cache nothing (always 0): their balance is the sum of their entries (decision 0007).
     */
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_kind_check', sql.raw(`kind in (${sqlList(ledgerAccountKinds)})`)),
    check('ledger_accounts_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('ledger_accounts_balance_check', sql`${t.allowNegative} or ${t.balanceCents} >= 0`),
    check('ledger_accounts_house_balance_check', sql`${t.kind} <> 'house' or ${t.balanceCents} = 0`),
    // A wallet belongs to exactly one customer; house accounts to nobody.
    check(
      'ledger_accounts_wallet_check',
      sql`(${t.kind} = 'customer_wallet') = (${t.customerId} is not null)`,
    ),
    // Codes say what an account is: `wallet:<customerId>` (never negative) or `house:<name>`.
    check(
      'ledger_accounts_code_check',
      sql`(${t.kind} = 'customer_wallet' and ${t.code} = 'wallet:' || ${t.customerId} and not ${t.allowNegative}) or (${t.kind} = 'house' and ${t.code} like 'house:%')`,
    ),
  ],
);

/** One movement of money. Its entries sum to zero; a replayed idempotency key finds it again. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LedgerTransactionKind>().notNull(),
    idempotencyKey: text('idempotency_key').unique('ledger_transactions_idempotency_key_unique'),
    /** What the money was for, e.g. an order id; free text for people and other modules. */
    reference: text('reference'),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transactions_kind_check', sql.raw(`kind in (${sqlList(ledgerTransactionKinds)})`)),
    index('ledger_transactions_reference_idx').on(t.reference),
  ],
);

/** One account's share of a transaction: positive adds to its balance, negative takes from it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_amount_check', sql`${t.amountCents} <> 0`),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    // The limits' windows read a wallet's entries by time (migration 0031).
    index('ledger_entries_account_created_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * A wallet's entries summed per UTC day and kind of transaction, added to by a trigger on every new
 * entry (migration 0032, decision 0082): the limits' rolling windows read whole days here. The audit
 * checks them against the entries.
 */
export const ledgerWalletDays = pgTable(
  'ledger_wallet_days',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').$type<LedgerTransactionKind>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'ledger_wallet_days_pk', columns: [t.accountId, t.day, t.kind] })],
);

/**
 * One row per money-moving request key, claimed (`in_progress`) before the request is checked and
 * finished (`completed`) with its result or its refusal, so every retry gets the first answer
 * (decision 0031). `claim_token` is the holder's: only it may finish or release the key. A claim older
 * than the lease belongs to a request whose process died and may be taken over.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<IdempotencyStatus>().notNull(),
    /** json, not jsonb: a replay answers the first answer's bytes, keys in the same order. */
    response: json('response'),
    /** A finished request's client error (status, code, message, field errors, details); null for a result. */
    refusal: json('refusal'),
    claimToken: uuid('claim_token'),
    claimedAt: utc('claimed_at').notNull().defaultNow(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.scope, t.key] }),
    check('idempotency_keys_status_check', sql.raw(`status in (${sqlList(idempotencyStatuses)})`)),
  ],
);
