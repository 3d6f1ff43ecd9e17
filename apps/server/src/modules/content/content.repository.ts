// SQL for the content service's tables: items, files and translation items.
import {
  and,
  asc,
  contentFiles,
  contentItems,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lte,
  or,
  sql,
  translationItems,
  type Db,
} from '@fairdraw/db';
import type { ContentCollection, ContentStatus, TranslationLocale } from '@fairdraw/contracts';

export type ContentItemRow = typeof contentItems.$inferSelect;
export type ContentFileRow = typeof contentFiles.$inferSelect;
export type TranslationItemRow = typeof translationItems.$inferSelect;

export interface ItemFilter {
  collection: ContentCollection;
  statuses: readonly ContentStatus[];
  /** Items published after this instant are not shown yet. */
  now: Date;
  slug?: string;
  /** Blog posts of this category slug. */
  category?: string;
}

function visible(filter: ItemFilter) {
  return and(
    eq(contentItems.collection, filter.collection),
    inArray(contentItems.status, [...filter.statuses]),
    or(isNull(contentItems.datePublished), lte(contentItems.datePublished, filter.now)),
    filter.slug === undefined ? undefined : eq(contentItems.slug, filter.slug),
    filter.category === undefined
      ? undefined
      : sql`${contentItems.data} -> 'categories' ? ${filter.category}`,
  );
}

/** Newest first: by publish date (an undated item counts as published when it was created). */
export async function listItems(
  db: Db,
  filter: ItemFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ContentItemRow[]; total: number }> {
  const where = visible(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(
        desc(sql`coalesce(${contentItems.datePublished}, ${contentItems.createdAt})`),
        asc(contentItems.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(contentItems).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findItemById(db: Db, collection: ContentCollection, id: string) {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.collection, collection), eq(contentItems.id, id)));
  return row ?? null;
}

export async function insertItem(db: Db, item: typeof contentItems.$inferInsert): Promise<ContentItemRow> {
  const [row] = await db.insert(contentItems).values(item).returning();
  return row!;
}

export async function updateItem(
  db: Db,
  id: string,
  changes: Partial<Pick<ContentItemRow, 'status' | 'datePublished' | 'data' | 'slug'>>,
  now: Date,
): Promise<ContentItemRow | null> {
  const [row] = await db
    .update(contentItems)
    .set({ ...changes, updatedAt: now })
    .where(eq(contentItems.id, id))
    .returning();
  return row ?? null;
}

export async function findFile(db: Db, id: string): Promise<ContentFileRow | null> {
  const [row] = await db.select().from(contentFiles).where(eq(contentFiles.id, id));
  return row ?? null;
}

export async function listTranslations(
  db: Db,
  locale: TranslationLocale,
  filter: { categories?: readonly string[]; ids?: readonly string[]; types?: readonly string[] },
): Promise<TranslationItemRow[]> {
  return db
    .select()
    .from(translationItems)
    .where(
      and(
        eq(translationItems.locale, locale),
        filter.categories ? inArray(translationItems.category, [...filter.categories]) : undefined,
        filter.ids ? inArray(translationItems.id, [...filter.ids]) : undefined,
        filter.types ? inArray(translationItems.type, [...filter.types] as never[]) : undefined,
      ),
    )
    .orderBy(asc(translationItems.id));
}
