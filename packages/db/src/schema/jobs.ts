import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { utc } from './types';

/** Durable recurring jobs. A process claims a due row (FOR UPDATE SKIP LOCKED) by setting a lease. */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    name: text('name').primaryKey(),
    nextRunAt: utc('next_run_at').notNull(),
    /** Lease end; a crashed runner's lease simply expires. */
    lockedUntil: utc('locked_until'),
    lockedBy: text('locked_by'),
    lastRunAt: utc('last_run_at'),
    lastError: text('last_error'),
    runCount: integer('run_count').notNull().default(0),
  },
  (t) => [check('scheduled_jobs_run_count_check', sql`${t.runCount} >= 0`)],
);
