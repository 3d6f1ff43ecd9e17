// Identity verification (account-area §3, decision 0020): instant checks of the customer's details
// and driver's licence against the identity source, documents for an operator to review (the review
// itself is verification-review.ts), and the overview the customer record reports. Verified means the
// account flag, a passed check or an approved document; the deadline and the restriction follow from
// that (packages/domain).
import { createHash } from 'node:crypto';
import { ErrorCode } from '@fairdraw/contracts';
import type {
  AutoVerifyBody,
  CustomerVerification,
  LicenceBody,
  UploadResult,
  VerificationCheckResult,
  VerificationDocument,
  VerificationMethodType,
} from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import {
  canAttempt,
  checkLicence,
  displayFileName,
  identityMismatches,
  isCustomerVerified,
  MAX_ATTEMPTS_PER_METHOD,
  normaliseLicenceText,
  verificationOverview,
  type AttemptFacts,
  type IdentityDetails,
  type VerificationOverview,
} from '@fairdraw/domain';
import type { Clock } from '../../lib/clock';
import { AppError, ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../lib/errors';
import { tellNobody, type TellCustomer } from '../mail/customer-notifier';
import type { DocumentStore } from './document-store';
import { sandboxIdentitySource, type IdentitySource } from './sandbox-identity';
import { checkUploadedDocuments, documentFileName, type UploadedFile } from './uploaded-documents';
import { createVerificationReview, type VerificationReview } from './verification-review';
import {
  findCustomerDocument,
  insertAttempt,
  insertDocuments,
  listAttempts,
  listCustomerDocuments,
  lockCustomerVerification,
  type AttemptRow,
  type DocumentRow,
} from './verification.repository';

/** Who the record is about, as the accounts module knows them. */
export interface VerificationSubject {
  customerId: string;
  /** The account's own flag (customers verified another way, e.g. the demo customer). */
  accountVerified: boolean;
  signedUpAt: Date;
}

export interface CustomerIdentity extends VerificationSubject, IdentityDetails {}

export const ALREADY_VERIFIED_MESSAGE = 'Your identity is already verified.';
export const AWAITING_REVIEW_MESSAGE =
  'Your documents are waiting for review. We will let you know as soon as they have been checked.';
export const TOO_MANY_ATTEMPTS_MESSAGE = `You have used all ${MAX_ATTEMPTS_PER_METHOD} attempts of this method. Please verify with your documents instead.`;
const FAILED_CHECK_MESSAGE = 'Some of your details do not match your account. Please check them.';

export interface VerificationService extends VerificationReview {
  overviewFor(subject: VerificationSubject): Promise<VerificationOverview>;
  getCustomerVerification(customerId: string): Promise<CustomerVerification>;
  autoVerify(customerId: string, body: AutoVerifyBody): Promise<VerificationCheckResult>;
  verifyLicence(customerId: string, body: LicenceBody): Promise<VerificationCheckResult>;
  uploadDocuments(
    customerId: string,
    method: string | undefined,
    files: UploadedFile[],
  ): Promise<UploadResult>;
  /** One of the customer's own documents; 404 for anyone else's. */
  readOwnDocument(customerId: string, documentId: string): Promise<{ document: DocumentRow; bytes: Buffer }>;
}

const facts = (rows: readonly AttemptRow[]): AttemptFacts[] =>
  rows.map((row) => ({ method: row.method, outcome: row.outcome, createdAt: row.createdAt }));

function toDocument(
  row: DocumentRow,
  outcome: AttemptRow['outcome'],
  reason: string | null,
): VerificationDocument {
  return {
    id: row.id,
    method: row.method,
    fileName: documentFileName(row),
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    outcome,
    reason,
    uploadedAt: row.createdAt.toISOString(),
  };
}

/** Refuses a new attempt the rules do not allow (already verified, waiting for review, out of attempts). */
function guardAttempt(
  identity: VerificationSubject,
  attempts: readonly AttemptFacts[],
  method: VerificationMethodType,
) {
  if (isCustomerVerified(identity.accountVerified, attempts))
    throw new ConflictError(ALREADY_VERIFIED_MESSAGE);
  const allowed = canAttempt(method, attempts);
  if (allowed.allowed) return;
  if (allowed.reason === 'awaiting_review') throw new ConflictError(AWAITING_REVIEW_MESSAGE);
  throw new ConflictError(TOO_MANY_ATTEMPTS_MESSAGE);
}

type CheckOutcome =
  | { passed: true; details: AttemptRow['details'] }
  | { passed: false; reason: string; fieldErrors?: FieldErrors; details: AttemptRow['details'] };

export function createVerificationService(options: {
  db: Db;
  clock: Clock;
  store: DocumentStore;
  identityOf: (customerId: string) => Promise<CustomerIdentity | null>;
  source?: IdentitySource;
  /** E-mails the customer each outcome, once recorded (decision 0039). */
  tellCustomer?: TellCustomer;
}): VerificationService {
  const { db, clock, store, identityOf, tellCustomer = tellNobody } = options;
  const source = options.source ?? sandboxIdentitySource;

  async function requireIdentity(customerId: string): Promise<CustomerIdentity> {
    const identity = await identityOf(customerId);
    if (!identity) throw new NotFoundError();
    return identity;
  }

  async function overviewFor(subject: VerificationSubject): Promise<VerificationOverview> {
    return verificationOverview({
      accountVerified: subject.accountVerified,
      attempts: facts(await listAttempts(db, subject.customerId)),
      signedUpAt: subject.signedUpAt,
      now: clock.now(),
    });
  }

  /** Runs an instant check under the customer's lock and records it, passed or failed. */
  async function instantCheck(
    customerId: string,
    method: 'auto_verification' | 'drivers_licence',
    check: (identity: CustomerIdentity) => Promise<CheckOutcome>,
  ): Promise<VerificationCheckResult> {
    const identity = await requireIdentity(customerId);
    const outcome = await db.transaction(async (tx) => {
      await lockCustomerVerification(tx, customerId);
      guardAttempt(identity, facts(await listAttempts(tx, customerId)), method);
      const result = await check(identity);
      const now = clock.now();
      await insertAttempt(tx, {
        customerId,
        method,
        outcome: result.passed ? 'passed' : 'failed',
        reason: result.passed ? null : result.reason,
        details: { ...result.details, source: source.name },
        createdAt: now,
        updatedAt: now,
      });
      return result;
    });
    // Thrown after the commit: the failed attempt counts.
    if (!outcome.passed) {
      const attempts = facts(await listAttempts(db, customerId));
      const instant = ['auto_verification', 'drivers_licence'] as const;
      const needsDocuments = !instant.some((other) => canAttempt(other, attempts).allowed);
      tellCustomer(customerId, { kind: 'identity_not_verified', reason: outcome.reason, needsDocuments });
      throw new AppError(422, ErrorCode.verificationFailed, outcome.reason, outcome.fieldErrors);
    }
    tellCustomer(customerId, { kind: 'identity_verified' });
    const overview = await overviewFor(identity);
    return {
      method,
      outcome: 'passed',
      isVerified: overview.isVerified,
      verification: overview.verification,
    };
  }

  return {
    ...createVerificationReview({ db, clock, store, identityOf, tellCustomer }),
    overviewFor,

    async getCustomerVerification(customerId) {
      const identity = await requireIdentity(customerId);
      const overview = await overviewFor(identity);
      const documents = await listCustomerDocuments(db, customerId);
      return {
        ...overview,
        documents: documents.map(({ document, outcome, reason }) => toDocument(document, outcome, reason)),
      };
    },

    autoVerify(customerId, body) {
      return instantCheck(customerId, 'auto_verification', async (identity) => {
        const mismatches = identityMismatches(body, identity);
        const mismatched = Object.keys(mismatches);
        if (mismatched.length > 0)
          return {
            passed: false,
            reason: FAILED_CHECK_MESSAGE,
            fieldErrors: Object.fromEntries(
              Object.entries(mismatches).map(([field, message]) => [
                field,
                [{ code: ErrorCode.verificationFailed, message: String(message) }],
              ]),
            ),
            details: { mismatched },
          };
        const answer = await source.checkPerson(body);
        return answer.found
          ? { passed: true, details: null }
          : { passed: false, reason: answer.reason, details: null };
      });
    },

    async verifyLicence(customerId, body) {
      // Format first: a mistyped number is a form error, not a failed attempt.
      const problems = checkLicence(body);
      if (Object.keys(problems).length > 0)
        throw new ValidationError(
          Object.fromEntries(
            Object.entries(problems).map(([field, message]) => [
              field,
              [{ code: ErrorCode.invalid, message: String(message) }],
            ]),
          ),
        );
      return instantCheck(customerId, 'drivers_licence', async (identity) => {
        const details = {
          state: body.state,
          licenceEnding: normaliseLicenceText(body.licenceNumber).slice(-3),
        };
        const answer = await source.checkLicence({
          ...body,
          holder: {
            firstname: identity.firstname,
            lastname: identity.lastname,
            dateOfBirth: identity.dateOfBirth,
          },
        });
        return answer.found ? { passed: true, details } : { passed: false, reason: answer.reason, details };
      });
    },

    async uploadDocuments(customerId, method, files) {
      // Every problem at once, by field, before anything is written.
      const { method: documentMethod, files: typed } = checkUploadedDocuments(method, files);
      const identity = await requireIdentity(customerId);
      guardAttempt(identity, facts(await listAttempts(db, customerId)), documentMethod);

      const keys: string[] = [];
      try {
        for (const file of typed) keys.push(await store.put(file.bytes, file.type));
        const now = clock.now();
        const rows = await db.transaction(async (tx) => {
          await lockCustomerVerification(tx, customerId);
          guardAttempt(identity, facts(await listAttempts(tx, customerId)), documentMethod);
          const attempt = await insertAttempt(tx, {
            customerId,
            method: documentMethod,
            outcome: 'awaiting_review',
            createdAt: now,
            updatedAt: now,
          });
          return insertDocuments(
            tx,
            typed.map((file, index) => ({
              attemptId: attempt.id,
              customerId,
              method: documentMethod,
              contentType: file.type,
              sizeBytes: file.bytes.length,
              storageKey: keys[index] as string,
              fileName: displayFileName(file.fileName, file.type),
              sha256: createHash('sha256').update(file.bytes).digest('hex'),
              createdAt: now,
            })),
          );
        });
        const overview = await overviewFor(identity);
        return {
          documents: rows.map((row) => toDocument(row, 'awaiting_review', null)),
          verification: overview.verification,
        };
      } catch (error) {
        // Nothing stays on disk that no row points at.
        await store.remove(keys);
        throw error;
      }
    },

    async readOwnDocument(customerId, documentId) {
      const document = await findCustomerDocument(db, customerId, documentId);
      if (!document) throw new NotFoundError();
      return {
        document: { ...document, fileName: documentFileName(document) },
        bytes: await store.get(document.storageKey),
      };
    },
  };
}
