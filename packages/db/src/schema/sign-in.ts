// Sign-in security: two-factor settings, e-mailed one-time codes, and one-time links (autologin,
// transfer, password reset). The matching SQL is migrations/0007_sign_in.sql (hand-written; keep both
// in step). Decision: docs/decisions/0019-two-factor-and-sign-in-links.md.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { utc } from './types';

export const twoFactorMethodValues = ['authenticator', 'email'] as const;
export const accountLinkKinds = ['autologin', 'transfer', 'password_reset'] as const;
export const oneTimeCodePurposes = ['sign_in', 'settings'] as const;
export type AccountLinkKind = (typeof accountLinkKinds)[number];
export type OneTimeCodePurpose = (typeof oneTimeCodePurposes)[number];

/** One row per customer who ever set up two-factor sign-in. `method` null: switched off. */
export const twoFactorSettings = pgTable(
  'two_factor_settings',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    method: text('method').$type<(typeof twoFactorMethodValues)[number]>(),
    /** The authenticator secret, encrypted (AES-256-GCM); never stored in the clear. */
    secretBox: text('secret_box'),
    /** A secret being set up: it replaces `secretBox` once a code from it is accepted. */
    pendingSecretBox: text('pending_secret_box'),
    /** The newest 30-second step a code was accepted for; a code of that step or older is spent. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
    /** Wrong codes in a row; at the limit the account locks until support unlocks it. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedAt: utc('locked_at'),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'two_factor_settings_method_check',
      sql`${t.method} is null or ${t.method} in ('authenticator', 'email')`,
    ),
    check(
      'two_factor_settings_secret_check',
      sql`${t.method} is distinct from 'authenticator' or ${t.secretBox} is not null`,
    ),
  ],
);

/**
 * A code e-mailed for signing in (`sign_in`) or from Login and security (`settings`: switching e-mailed
 * codes on, or proving them to switch two-factor off). Only a keyed hash is stored.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimeCodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: utc('expires_at').notNull(),
    usedAt: utc('used_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('one_time_codes_customer_idx').on(t.customerId, t.purpose),
    check('one_time_codes_purpose_check', sql`${t.purpose} in ('sign_in', 'settings')`),
    check('one_time_codes_hash_check', sql`${t.codeHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** One-time links: only the sha256 of the token is stored; each can be used once, before it expires. */
export const accountLinks = pgTable(
  'account_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AccountLinkKind>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: utc('expires_at').notNull(),
    usedAt: utc('used_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('account_links_customer_idx').on(t.customerId, t.kind),
    check('account_links_kind_check', sql`${t.kind} in ('autologin', 'transfer', 'password_reset')`),
    check('account_links_hash_check', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
