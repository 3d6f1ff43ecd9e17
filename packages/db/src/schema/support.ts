// Messages to customer care from the contact page's form. The matching SQL is
// migrations/0018_support.sql (hand-written; keep both in step).
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { utc } from './types';

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Quoted by the customer and customer care: `FD-7K2M9Q`. */
    reference: text('reference').notNull().unique(),
    topic: text('topic').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_messages_created_idx').on(t.createdAt)],
);
