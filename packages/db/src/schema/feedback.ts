// Feedback left with the feedback widget (account-area §2, §3 "Feedback event"; decision 0040). Other
// client events only go to the log; feedback is kept so an operator can read it (GET /ops/feedback).
// The SQL is migrations/0019_feedback.sql.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { ClientInformation, FeedbackRating } from '@fairdraw/contracts';
import { utc } from './types';

export const feedbackEntries = pgTable(
  'feedback_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** -1 not satisfied, 0 neutral, 1 satisfied. */
    rating: smallint('rating').$type<FeedbackRating>().notNull(),
    comment: text('comment').notNull(),
    /** Only a visitor who is not signed in is asked for one, and it is optional. */
    email: text('email'),
    /** The page path the widget was opened on. */
    source: text('source').notNull(),
    variant: text('variant'),
    clientInformation: jsonb('client_information').$type<ClientInformation>().notNull(),
    receivedAt: utc('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('feedback_entries_received_idx').on(t.receivedAt),
    check('feedback_entries_rating_check', sql`${t.rating} in (-1, 0, 1)`),
  ],
);
