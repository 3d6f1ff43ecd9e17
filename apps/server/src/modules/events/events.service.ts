// Client events (POST /event; decision 0040). Analytics and error events are passive: they go to the
// structured log, where the analytics pipeline reads them. Feedback is kept in the database, because an
// operator reads it (GET /ops/feedback).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@fairdraw/db';
import {
  feedbackRatings,
  isFeedbackEvent,
  type ClientEvent,
  type FeedbackMood,
  type OpsFeedback,
} from '@fairdraw/contracts';
import type { Clock } from '../../lib/clock';
import { insertFeedback, listFeedback, type FeedbackRow } from './events.repository';

export interface EventsServiceDeps {
  db: Db;
  clock: Clock;
}

const moodOf = (rating: number): FeedbackMood =>
  (Object.keys(feedbackRatings) as FeedbackMood[]).find((mood) => feedbackRatings[mood] === rating) ??
  'neutral';

function toOpsFeedback(row: FeedbackRow): OpsFeedback {
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    rating: row.rating,
    mood: moodOf(row.rating),
    comment: row.comment,
    email: row.email,
    source: row.source,
    variant: row.variant,
    clientInformation: row.clientInformation,
  };
}

export function createEventsService({ db, clock }: EventsServiceDeps) {
  return {
    /** Stores a feedback event, or logs any other event; the body was checked against the contract. */
    async record(event: ClientEvent, log: FastifyBaseLogger): Promise<void> {
      if (!isFeedbackEvent(event)) {
        log.info({ event }, 'client event');
        return;
      }
      const stored = await insertFeedback(db, {
        rating: event.rating,
        comment: event.comment,
        email: event.email ?? null,
        source: event.source,
        variant: event.variant ?? null,
        clientInformation: event.clientInformation,
        receivedAt: clock.now(),
      });
      // The comment and e-mail stay out of the log: they are the visitor's words and address.
      log.info({ feedbackId: stored.id, rating: stored.rating }, 'feedback stored');
    },

    /** Feedback for operators, newest first. */
    async listFeedback(page: { limit: number; offset: number }) {
      const { rows, total } = await listFeedback(db, page);
      return { feedback: rows.map(toOpsFeedback), total };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
