// The operator's review of uploaded verification documents (decision 0020): the attempts waiting for
// a decision, opening a document (which puts its attempt in review), and approving or rejecting.
import type { VerificationMethodType, VerificationDocument } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { tellNobody, type TellCustomer } from '../mail/customer-notifier';
import type { DocumentStore } from './document-store';
import { documentFileName } from './uploaded-documents';
import {
  decideAttempt,
  findAttempt,
  findDocument,
  listUndecidedAttempts,
  markInReview,
  type AttemptRow,
  type DocumentRow,
} from './verification.repository';

export const ALREADY_DECIDED_MESSAGE = 'This verification has already been decided.';

export interface ReviewItem {
  attemptId: string;
  customerId: string;
  customerName: string;
  method: VerificationMethodType;
  outcome: AttemptRow['outcome'];
  submittedAt: string;
  documents: Array<Pick<VerificationDocument, 'id' | 'fileName' | 'contentType' | 'sizeBytes'>>;
}

export interface VerificationReview {
  listReviews(): Promise<ReviewItem[]>;
  /** An operator opens a document: its attempt moves from pending to in review. */
  openForReview(documentId: string): Promise<{ document: DocumentRow; bytes: Buffer }>;
  approve(
    attemptId: string,
    reviewedBy: string,
  ): Promise<{ attemptId: string; outcome: 'approved'; customerVerified: true }>;
  reject(
    attemptId: string,
    reason: string,
    reviewedBy: string,
  ): Promise<{ attemptId: string; outcome: 'rejected' }>;
}

export function createVerificationReview(options: {
  db: Db;
  clock: Clock;
  store: DocumentStore;
  /** The name an operator sees beside the documents. */
  identityOf: (customerId: string) => Promise<{ firstname: string; lastname: string } | null>;
  /** E-mails the customer the decision (decision 0039). */
  tellCustomer?: TellCustomer;
}): VerificationReview {
  const { db, clock, store, identityOf, tellCustomer = tellNobody } = options;
  return {
    async listReviews() {
      const undecided = await listUndecidedAttempts(db);
      return Promise.all(
        undecided.map(async ({ attempt, documents }) => {
          const identity = await identityOf(attempt.customerId);
          return {
            attemptId: attempt.id,
            customerId: attempt.customerId,
            customerName: identity ? `${identity.firstname} ${identity.lastname}` : '',
            method: attempt.method,
            outcome: attempt.outcome,
            submittedAt: attempt.createdAt.toISOString(),
            documents: documents.map((row) => ({
              id: row.id,
              fileName: documentFileName(row),
              contentType: row.contentType,
              sizeBytes: row.sizeBytes,
            })),
          };
        }),
      );
    },

    async openForReview(documentId) {
      const document = await findDocument(db, documentId);
      if (!document) throw new NotFoundError();
      const bytes = await store.get(document.storageKey);
      await markInReview(db, document.attemptId, clock.now());
      return { document: { ...document, fileName: documentFileName(document) }, bytes };
    },

    async approve(attemptId, reviewedBy) {
      const decided = await decideAttempt(db, attemptId, {
        outcome: 'approved',
        reason: null,
        reviewedBy,
        now: clock.now(),
      });
      if (!decided) {
        if (!(await findAttempt(db, attemptId))) throw new NotFoundError();
        throw new ConflictError(ALREADY_DECIDED_MESSAGE);
      }
      tellCustomer(decided.customerId, { kind: 'identity_verified' });
      return { attemptId, outcome: 'approved', customerVerified: true };
    },

    async reject(attemptId, reason, reviewedBy) {
      const decided = await decideAttempt(db, attemptId, {
        outcome: 'rejected',
        reason,
        reviewedBy,
        now: clock.now(),
      });
      if (!decided) {
        if (!(await findAttempt(db, attemptId))) throw new NotFoundError();
        throw new ConflictError(ALREADY_DECIDED_MESSAGE);
      }
      tellCustomer(decided.customerId, { kind: 'identity_not_verified', reason, needsDocuments: true });
      return { attemptId, outcome: 'rejected' };
    },
  };
}
