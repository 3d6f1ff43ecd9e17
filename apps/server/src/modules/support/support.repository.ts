// SQL for messages to customer care.
import { count, desc, supportMessages, type Db } from '@fairdraw/db';

export type SupportMessageRow = typeof supportMessages.$inferSelect;

export async function insertMessage(
  db: Db,
  message: Omit<typeof supportMessages.$inferInsert, 'id' | 'createdAt'>,
): Promise<SupportMessageRow> {
  const [row] = await db.insert(supportMessages).values(message).returning();
  return row!;
}

export async function listMessages(db: Db, page: { limit: number; offset: number }) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(supportMessages)
      .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(supportMessages),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
