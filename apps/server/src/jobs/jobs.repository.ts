// SQL for the scheduled_jobs table: durable recurring jobs shared by every server process.
import { and, asc, eq, inArray, isNull, lt, lte, or, scheduledJobs, sql, type Db } from '@fairdraw/db';

export type ScheduledJob = typeof scheduledJobs.$inferSelect;

/** Registers jobs that are not in the table yet, due at `now`; existing rows keep their schedule. */
export async function ensureJobs(db: Db, names: readonly string[], now: Date): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(scheduledJobs)
    .values(names.map((name) => ({ name, nextRunAt: now })))
    .onConflictDoNothing();
}

/**
 * Claims the most overdue job (among `names`, when given) that nobody holds, by giving it a lease
 * until now + leaseMs. SKIP LOCKED lets two processes claim at once without waiting on each other or
 * getting the same job. Returns null when nothing is due.
 */
export async function claimDueJob(
  db: Db,
  options: { now: Date; leaseMs: number; owner: string; names?: readonly string[] },
): Promise<ScheduledJob | null> {
  const { now, leaseMs, owner, names } = options;
  const due = db
    .select({ name: scheduledJobs.name })
    .from(scheduledJobs)
    .where(
      and(
        lte(scheduledJobs.nextRunAt, now),
        or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, now)),
        names ? inArray(scheduledJobs.name, [...names]) : undefined,
      ),
    )
    .orderBy(asc(scheduledJobs.nextRunAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(scheduledJobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), lockedBy: owner })
    .where(eq(scheduledJobs.name, sql`(${due})`))
    .returning();
  return job ?? null;
}

/**
 * Ends a run: releases the lease, sets the next run and records the outcome. Only the lease holder
 * can finish; returns false when the lease was lost (it expired and another process took the job).
 */
export async function finishJob(
  db: Db,
  options: { name: string; owner: string; now: Date; nextRunAt: Date; error?: string },
): Promise<boolean> {
  const { name, owner, now, nextRunAt, error } = options;
  const finished = await db
    .update(scheduledJobs)
    .set({
      lockedUntil: null,
      lockedBy: null,
      lastRunAt: now,
      nextRunAt,
      lastError: error ?? null,
      runCount: sql`${scheduledJobs.runCount} + 1`,
    })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.lockedBy, owner)))
    .returning({ name: scheduledJobs.name });
  return finished.length > 0;
}
