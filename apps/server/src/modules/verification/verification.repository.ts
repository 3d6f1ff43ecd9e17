// SQL for verification attempts and their documents. Every customer-facing read is scoped to the
// customer; operator reads go by id. Outcomes move by guarded updates, so two reviewers never both win.
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  type Queryable,
  sql,
  type Tx,
  verificationAttempts,
  verificationDocuments,
} from '@fairdraw/db';
import type { VerificationOutcome } from '@fairdraw/contracts';

export type AttemptRow = typeof verificationAttempts.$inferSelect;
export type NewAttemptRow = typeof verificationAttempts.$inferInsert;
export type DocumentRow = typeof verificationDocuments.$inferSelect;
export type NewDocumentRow = typeof verificationDocuments.$inferInsert;

/** Outcomes an operator still has to decide. */
export const UNDECIDED: VerificationOutcome[] = ['awaiting_review', 'in_review'];

/** Serialises a customer's verification writes until the transaction ends (attempt limits hold). */
export async function lockCustomerVerification(tx: Tx, customerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${customerId}`}))`);
}

export async function listAttempts(db: Queryable, customerId: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(verificationAttempts)
    .where(eq(verificationAttempts.customerId, customerId))
    .orderBy(asc(verificationAttempts.createdAt), asc(verificationAttempts.id));
}

export async function insertAttempt(db: Queryable, row: NewAttemptRow): Promise<AttemptRow> {
  const [inserted] = await db.insert(verificationAttempts).values(row).returning();
  if (!inserted) throw new Error('verification attempt not inserted');
  return inserted;
}

export async function insertDocuments(db: Queryable, rows: NewDocumentRow[]): Promise<DocumentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(verificationDocuments).values(rows).returning();
}

/** The customer's documents with the outcome and reason of the attempt each belongs to, newest first. */
export async function listCustomerDocuments(db: Queryable, customerId: string) {
  return db
    .select({
      document: verificationDocuments,
      outcome: verificationAttempts.outcome,
      reason: verificationAttempts.reason,
    })
    .from(verificationDocuments)
    .innerJoin(verificationAttempts, eq(verificationAttempts.id, verificationDocuments.attemptId))
    .where(eq(verificationDocuments.customerId, customerId))
    .orderBy(desc(verificationDocuments.createdAt), asc(verificationDocuments.id));
}

/** One document, only when it belongs to the customer. */
export async function findCustomerDocument(
  db: Queryable,
  customerId: string,
  id: string,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(verificationDocuments)
    .where(and(eq(verificationDocuments.id, id), eq(verificationDocuments.customerId, customerId)));
  return row ?? null;
}

export async function findDocument(db: Queryable, id: string): Promise<DocumentRow | null> {
  const [row] = await db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id));
  return row ?? null;
}

export async function findAttempt(db: Queryable, id: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(verificationAttempts).where(eq(verificationAttempts.id, id));
  return row ?? null;
}

/** Attempts an operator still has to decide, oldest first, with their documents. */
export async function listUndecidedAttempts(db: Queryable) {
  const attempts = await db
    .select()
    .from(verificationAttempts)
    .where(inArray(verificationAttempts.outcome, UNDECIDED))
    .orderBy(asc(verificationAttempts.createdAt), asc(verificationAttempts.id));
  if (attempts.length === 0) return [];
  const documents = await db
    .select()
    .from(verificationDocuments)
    .where(
      inArray(
        verificationDocuments.attemptId,
        attempts.map((attempt) => attempt.id),
      ),
    )
    .orderBy(asc(verificationDocuments.createdAt), asc(verificationDocuments.id));
  return attempts.map((attempt) => ({
    attempt,
    documents: documents.filter((document) => document.attemptId === attempt.id),
  }));
}

/** awaiting_review → in_review when an operator opens a document; false when already further on. */
export async function markInReview(db: Queryable, attemptId: string, now: Date): Promise<boolean> {
  const moved = await db
    .update(verificationAttempts)
    .set({ outcome: 'in_review', updatedAt: now })
    .where(and(eq(verificationAttempts.id, attemptId), eq(verificationAttempts.outcome, 'awaiting_review')))
    .returning({ id: verificationAttempts.id });
  return moved.length > 0;
}

/** Approves or rejects an undecided attempt; null when it was already decided. */
export async function decideAttempt(
  db: Queryable,
  attemptId: string,
  decision: { outcome: 'approved' | 'rejected'; reason: string | null; reviewedBy: string; now: Date },
): Promise<AttemptRow | null> {
  const [row] = await db
    .update(verificationAttempts)
    .set({
      outcome: decision.outcome,
      reason: decision.reason,
      reviewedBy: decision.reviewedBy,
      reviewedAt: decision.now,
      updatedAt: decision.now,
    })
    .where(and(eq(verificationAttempts.id, attemptId), inArray(verificationAttempts.outcome, UNDECIDED)))
    .returning();
  return row ?? null;
}
