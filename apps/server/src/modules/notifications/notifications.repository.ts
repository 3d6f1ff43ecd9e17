// SQL for content cards and their viewed marks. A customer's feed is their own cards and everyone's,
// not expired; every query that reads or marks cards for a customer goes through `visibleTo`.
import {
  and,
  contentCards,
  contentCardViews,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  or,
  sql,
  type Db,
  type SQL,
} from '@fairdraw/db';

export type ContentCardRow = typeof contentCards.$inferSelect;
export type NewContentCard = Omit<typeof contentCards.$inferInsert, 'id'>;

function visibleTo(customerId: string, now: Date): SQL {
  return and(
    or(eq(contentCards.customerId, customerId), isNull(contentCards.customerId)),
    or(isNull(contentCards.expiresAt), gt(contentCards.expiresAt, now)),
  )!;
}

const viewedByCustomer = (customerId: string) =>
  and(eq(contentCardViews.cardId, contentCards.id), eq(contentCardViews.customerId, customerId));

/** A card; one with a source key already written is not written again (answers null). */
export async function insertCard(db: Db, card: NewContentCard): Promise<ContentCardRow | null> {
  const [row] = await db.insert(contentCards).values(card).onConflictDoNothing().returning();
  return row ?? null;
}

export async function listVisibleCards(
  db: Db,
  customerId: string,
  now: Date,
  page: { limit: number; offset: number },
) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ card: contentCards, viewedAt: contentCardViews.viewedAt })
      .from(contentCards)
      .leftJoin(contentCardViews, viewedByCustomer(customerId))
      .where(visibleTo(customerId, now))
      .orderBy(desc(contentCards.createdAt), desc(contentCards.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: count(),
        unviewed: sql<number>`count(*) filter (where ${contentCardViews.cardId} is null)`.mapWith(Number),
      })
      .from(contentCards)
      .leftJoin(contentCardViews, viewedByCustomer(customerId))
      .where(visibleTo(customerId, now)),
  ]);
  return {
    rows: rows.map(({ card, viewedAt }) => ({ ...card, viewed: viewedAt !== null })),
    total: totals?.total ?? 0,
    unviewedCount: totals?.unviewed ?? 0,
  };
}

export async function countUnviewedCards(db: Db, customerId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ unviewed: count() })
    .from(contentCards)
    .leftJoin(contentCardViews, viewedByCustomer(customerId))
    .where(and(visibleTo(customerId, now), isNull(contentCardViews.cardId)));
  return row?.unviewed ?? 0;
}

/**
 * Marks cards viewed by the customer: the listed ones (or every one) that are in their feed. Ids of
 * cards that are someone else's, expired or unknown match nothing; a card marked before keeps its mark.
 */
export async function markCardsViewed(
  db: Db,
  customerId: string,
  cardIds: readonly string[] | 'all',
  now: Date,
): Promise<void> {
  const chosen = cardIds === 'all' ? undefined : inArray(contentCards.id, [...cardIds]);
  const cards = await db
    .select({ id: contentCards.id })
    .from(contentCards)
    .where(and(visibleTo(customerId, now), chosen));
  if (cards.length === 0) return;
  await db
    .insert(contentCardViews)
    .values(cards.map((card) => ({ cardId: card.id, customerId, viewedAt: now })))
    .onConflictDoNothing();
}
