// The account pages' data (docs/decisions/0021-account-details-and-preferences.md): what still needs
// confirming about a customer's contact details, e-mail confirmation links, communication preferences,
// terms acceptances and account closures. The matching SQL is migrations/0009_account_details.sql
// (hand-written; keep both in step).
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AustralianState, CommunicationFrequency } from '@fairdraw/contracts';
import { customers } from './accounts';
import { utc } from './types';

/** One row per customer with something to confirm; no row means nothing to confirm. */
export const customerContactStatus = pgTable(
  'customer_contact_status',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    addressConfirmationRequired: boolean('address_confirmation_required').notNull().default(false),
    /** A new sign-in address waiting for its link to be opened (lower-cased); the old one stays in use. */
    pendingEmail: text('pending_email'),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'customer_contact_status_pending_email_lower_check',
      sql`${t.pendingEmail} = lower(${t.pendingEmail})`,
    ),
  ],
);

/** E-mailed confirmation links for a new e-mail address: single use, expiring, only the hash kept. */
export const emailConfirmationTokens = pgTable(
  'email_confirmation_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The address the link confirms (lower-cased). */
    email: text('email').notNull(),
    /** sha256 of the token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: utc('expires_at').notNull(),
    usedAt: utc('used_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('email_confirmation_tokens_customer_idx').on(t.customerId),
    check('email_confirmation_tokens_hash_check', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** A customer's marketing choices; no row means the defaults (e-mail from the signup opt-in). */
export const communicationPreferences = pgTable(
  'communication_preferences',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: boolean('email').notNull().default(false),
    phone: boolean('phone').notNull().default(false),
    sms: boolean('sms').notNull().default(false),
    directmail: boolean('directmail').notNull().default(false),
    push: boolean('push').notNull().default(false),
    frequency: text('frequency').$type<CommunicationFrequency>().notNull().default('weekly'),
    /** Product offer keys whose marketing e-mail is off. */
    unsubscribedProducts: jsonb('unsubscribed_products')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The reasons given with the last unsubscribe. */
    unsubscribeReasons: jsonb('unsubscribe_reasons')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [check('communication_preferences_frequency_check', sql`${t.frequency} in ('monthly', 'weekly')`)],
);

/** Every acceptance of the terms (kind `terms`) or of a state's terms (kind `location`), kept for good. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'terms' | 'location'>().notNull(),
    version: text('version').notNull(),
    state: text('state').$type<AustralianState>(),
    acceptedAt: utc('accepted_at').notNull().defaultNow(),
  },
  (t) => [
    index('terms_acceptances_customer_idx').on(t.customerId),
    check('terms_acceptances_kind_check', sql`${t.kind} in ('terms', 'location')`),
    check('terms_acceptances_state_check', sql`(${t.kind} = 'location') = (${t.state} is not null)`),
  ],
);

/** Why and when an account was closed. The customer row stays (state `closed`) with its ledger. */
export const accountClosures = pgTable('account_closures', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id),
  reason: text('reason'),
  closedAt: utc('closed_at').notNull(),
});
