// The content service's store (docs/decisions/0041-content-service.md): items of the shop's content
// collections, the files they show, and the translation service's items. The matching SQL is
// migrations/0017_content.sql (hand-written; keep both in step).
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  contentCollections,
  contentStatuses,
  translationItemTypes,
  translationLocales,
} from '@fairdraw/contracts';
import type { ContentCollection, ContentStatus, TranslationItemType } from '@fairdraw/contracts';
import { sqlList, utc } from './types';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collection: text('collection').$type<ContentCollection>().notNull(),
    /** A page's path or a post's or category's slug; null for single items (theme, site_config). */
    slug: text('slug'),
    status: text('status').$type<ContentStatus>().notNull().default('draft'),
    /** The item shows from this time on; null means at once (shop-core §4 "Content visibility"). */
    datePublished: utc('date_published'),
    /** The collection's own fields, checked by the service against the contract's schema. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_items_collection_slug_key').on(t.collection, t.slug),
    index('content_items_listing_idx').on(t.collection, t.status, t.datePublished),
    check('content_items_collection_check', sql.raw(`collection in (${sqlList(contentCollections)})`)),
    check('content_items_status_check', sql.raw(`status in (${sqlList(contentStatuses)})`)),
  ],
);

export const contentFiles = pgTable(
  'content_files',
  {
    id: text('id').primaryKey(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** What the picture shows, for screen readers (the alt text of every use). */
    description: text('description').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'content_files_type_check',
      sql`${t.contentType} in ('image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/avif')`,
    ),
  ],
);

export const translationItems = pgTable(
  'translation_items',
  {
    locale: text('locale').notNull(),
    id: text('id').notNull(),
    /** The `c` filter: which part of the shop the words belong to (home, seo, footer…). */
    category: text('category').notNull(),
    type: text('type').$type<TranslationItemType>().notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.id] }),
    index('translation_items_category_idx').on(t.locale, t.category),
    check('translation_items_locale_check', sql.raw(`locale in (${sqlList(translationLocales)})`)),
    check('translation_items_type_check', sql.raw(`type in (${sqlList(translationItemTypes)})`)),
  ],
);
