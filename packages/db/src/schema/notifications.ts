// The notifications feed's content cards and the marks of who has viewed them (decision 0042). The
// matching SQL is migrations/0020_notifications.sql (hand-written; keep both in step).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { contentCardCategories, type ContentCardCategory } from '@fairdraw/contracts';
import { customers } from './accounts';
import { sqlList, utc } from './types';

export const contentCards = pgTable(
  'content_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The one customer the card is for; null: every signed-in customer. */
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    category: text('category').$type<ContentCardCategory>().notNull(),
    title: text('title').notNull(),
    /** Plain text, a sentence or two; never HTML. */
    body: text('body').notNull(),
    /** A path inside the shop (`/results`), never another site. */
    linkPath: text('link_path'),
    /** Set on the cards the shop writes itself (`prize:<winning id>`), so writing one twice keeps one. */
    sourceKey: text('source_key').unique(),
    createdAt: utc('created_at').notNull().defaultNow(),
    /** After this the card leaves the feed. */
    expiresAt: utc('expires_at'),
  },
  (t) => [
    index('content_cards_customer_created_idx').on(t.customerId, t.createdAt),
    check('content_cards_category_check', sql.raw(`category in (${sqlList(contentCardCategories)})`)),
  ],
);

/** A customer has seen a card; one row per card and customer, so marking twice changes nothing. */
export const contentCardViews = pgTable(
  'content_card_views',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => contentCards.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    viewedAt: utc('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.customerId] }),
    index('content_card_views_customer_idx').on(t.customerId),
  ],
);
