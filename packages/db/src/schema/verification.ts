// Identity verification: each attempt a customer makes and the documents uploaded with it
// (docs/decisions/0020-identity-verification.md). The matching SQL is migrations/0008_verification.sql
// (hand-written; keep both in step). Files live on disk under UPLOAD_DIR; rows hold only their names.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  verificationDocumentMethods,
  verificationMethodTypes,
  verificationOutcomes,
} from '@fairdraw/contracts';
import type { VerificationMethodType, VerificationOutcome } from '@fairdraw/contracts';
import { customers } from './accounts';
import { sqlList, utc } from './types';

export const verificationDocumentTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** What an attempt recorded beyond its outcome; never a full licence number. */
export interface VerificationAttemptDetails {
  state?: string;
  /** The last 3 characters of the licence number. */
  licenceEnding?: string;
  /** Which details did not match, for an operator. */
  mismatched?: string[];
  source?: string;
}

export const verificationAttempts = pgTable(
  'verification_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    method: text('method').$type<VerificationMethodType>().notNull(),
    outcome: text('outcome').$type<VerificationOutcome>().notNull(),
    /** Why it failed or was rejected, in words the customer reads. */
    reason: text('reason'),
    details: jsonb('details').$type<VerificationAttemptDetails>(),
    reviewedBy: text('reviewed_by'),
    reviewedAt: utc('reviewed_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('verification_attempts_customer_idx').on(t.customerId),
    index('verification_attempts_outcome_idx').on(t.outcome),
    check('verification_attempts_method_check', sql.raw(`method in (${sqlList(verificationMethodTypes)})`)),
    check('verification_attempts_outcome_check', sql.raw(`outcome in (${sqlList(verificationOutcomes)})`)),
  ],
);

export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => verificationAttempts.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    method: text('method').$type<(typeof verificationDocumentMethods)[number]>().notNull(),
    /** The type read from the file's first bytes, not the one the browser claimed. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Random name of the file under UPLOAD_DIR. */
    storageKey: text('storage_key').notNull().unique(),
    /** The customer's file name, cleaned, for display only. */
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('verification_documents_attempt_idx').on(t.attemptId),
    index('verification_documents_customer_idx').on(t.customerId),
    check(
      'verification_documents_method_check',
      sql.raw(`method in (${sqlList(verificationDocumentMethods)})`),
    ),
    check(
      'verification_documents_type_check',
      sql.raw(`content_type in (${sqlList(verificationDocumentTypes)})`),
    ),
    check('verification_documents_size_check', sql`${t.sizeBytes} > 0`),
    check('verification_documents_key_check', sql`${t.storageKey} ~ '^[0-9a-f]{32}[.](jpg|png|pdf)$'`),
  ],
);
