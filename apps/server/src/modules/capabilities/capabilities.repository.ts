// SQL for capability segments.
import { eq, segments, type Db } from '@fairdraw/db';

export type SegmentRow = typeof segments.$inferSelect;

export async function findSegment(db: Db, name: string): Promise<SegmentRow | null> {
  const [segment] = await db.select().from(segments).where(eq(segments.name, name));
  return segment ?? null;
}

export async function findDefaultSegment(db: Db): Promise<SegmentRow | null> {
  const [segment] = await db.select().from(segments).where(eq(segments.isDefault, true));
  return segment ?? null;
}
