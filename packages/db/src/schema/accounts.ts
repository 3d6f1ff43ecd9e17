// Customer accounts and their sessions. The matching SQL is migrations/0002_accounts.sql (hand-written;
// keep both in step). Sessions: docs/decisions/0008-sessions.md.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  customerStates,
  type Attribution,
  type CustomerAddress,
  type CustomerState,
} from '@fairdraw/contracts';
import { sqlList, utc } from './types';

export const customers = pgTable(
  'customers',
  {
    /** `cus_` + random; sent as X-Customer-Id. */
    id: text('id').primaryKey(),
    /** Secret (32 random bytes): the client signs every signed-in request with it. */
    customerToken: text('customer_token').notNull().unique(),
    /** Stored lower-cased, so one address is one account whatever its capitals. */
    email: text('email').notNull(),
    /** argon2id, PHC string. */
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    phone: text('phone').notNull(),
    address: jsonb('address').$type<CustomerAddress>().notNull(),
    emailOptIn: boolean('email_opt_in').notNull().default(false),
    termsAcceptedAt: utc('terms_accepted_at').notNull(),
    /** The version of the terms last accepted; behind the current one, the account needs an upgrade. */
    termsVersion: text('terms_version').notNull(),
    state: text('state').$type<CustomerState>().notNull().default('active'),
    forcePasswordChange: boolean('force_password_change').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    favouriteNumbers: jsonb('favourite_numbers')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    segmentName: text('segment_name').notNull(),
    pricingId: text('pricing_id').notNull(),
    attribution: jsonb('attribution').$type<Attribution>(),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_lower_unique').on(sql`lower(${t.email})`),
    check('customers_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('customers_state_check', sql.raw(`state in (${sqlList(customerStates)})`)),
  ],
);

/**
 * Refresh tokens, one row per token ever issued. A login starts a family; each refresh spends one
 * token and adds the next to the same family. Spending a spent token revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** sha256 of the token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: utc('expires_at').notNull(),
    usedAt: utc('used_at'),
    revokedAt: utc('revoked_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_customer_idx').on(t.customerId),
    // A raw token (base64url) can never be stored by mistake: only a hex digest fits.
    check('refresh_tokens_hash_check', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
