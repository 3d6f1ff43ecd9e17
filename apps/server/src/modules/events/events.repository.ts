// SQL for stored client events: the feedback visitors leave (decision 0040).
import { desc, feedbackEntries, type Queryable, sql } from '@fairdraw/db';

export type FeedbackRow = typeof feedbackEntries.$inferSelect;
export type NewFeedbackRow = typeof feedbackEntries.$inferInsert;

export async function insertFeedback(db: Queryable, row: NewFeedbackRow): Promise<FeedbackRow> {
  const [inserted] = await db.insert(feedbackEntries).values(row).returning();
  if (!inserted) throw new Error('The feedback was not saved');
  return inserted;
}

/** Newest first; ties (the same instant) by id so pages never overlap. */
export async function listFeedback(
  db: Queryable,
  page: { limit: number; offset: number },
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const rows = await db
    .select()
    .from(feedbackEntries)
    .orderBy(desc(feedbackEntries.receivedAt), desc(feedbackEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(feedbackEntries);
  return { rows, total: count?.count ?? 0 };
}
