import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scheduledJobs, type Database } from '@fairdraw/db';
import { createTestDatabase, type TestDatabase } from '@fairdraw/db/testing';
import { openDatabase } from '@fairdraw/db';
import { claimDueJob, ensureJobs, finishJob } from './jobs.repository';

const now = new Date('2026-07-01T02:00:00Z');
const MINUTE = 60_000;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});
beforeEach(async () => {
  await database.db.delete(scheduledJobs);
});

describe('scheduled jobs', () => {
  it('registers jobs once, due now, without resetting an existing schedule', async () => {
    await ensureJobs(database.db, ['draw-schedule'], now);
    await ensureJobs(database.db, ['draw-schedule', 'close-draws'], new Date(now.getTime() + 5 * MINUTE));
    const rows = await database.db.select().from(scheduledJobs).orderBy(scheduledJobs.name);
    expect(rows.map((row) => [row.name, row.nextRunAt.toISOString()])).toEqual([
      ['close-draws', new Date(now.getTime() + 5 * MINUTE).toISOString()],
      ['draw-schedule', now.toISOString()],
    ]);
  });

  it('claims a due job once; a second claimer gets nothing until the lease runs out', async () => {
    await ensureJobs(database.db, ['draw-schedule'], now);
    const claimed = await claimDueJob(database.db, { now, leaseMs: 5 * MINUTE, owner: 'a' });
    expect(claimed).toMatchObject({ name: 'draw-schedule', lockedBy: 'a' });
    expect(await claimDueJob(database.db, { now, leaseMs: 5 * MINUTE, owner: 'b' })).toBeNull();

    // Process a died: after its lease, b may take over, and a can no longer finish.
    const later = new Date(now.getTime() + 6 * MINUTE);
    expect(await claimDueJob(database.db, { now: later, leaseMs: 5 * MINUTE, owner: 'b' })).toMatchObject({
      lockedBy: 'b',
    });
    const next = new Date(later.getTime() + 10 * MINUTE);
    expect(
      await finishJob(database.db, { name: 'draw-schedule', owner: 'a', now: later, nextRunAt: next }),
    ).toBe(false);
    expect(
      await finishJob(database.db, { name: 'draw-schedule', owner: 'b', now: later, nextRunAt: next }),
    ).toBe(true);
  });

  it('does not claim a job before it is due, and finishing schedules the next run', async () => {
    await ensureJobs(database.db, ['draw-schedule'], new Date(now.getTime() + MINUTE));
    expect(await claimDueJob(database.db, { now, leaseMs: MINUTE, owner: 'a' })).toBeNull();

    const due = new Date(now.getTime() + MINUTE);
    await claimDueJob(database.db, { now: due, leaseMs: MINUTE, owner: 'a' });
    const next = new Date(due.getTime() + 10 * MINUTE);
    await finishJob(database.db, {
      name: 'draw-schedule',
      owner: 'a',
      now: due,
      nextRunAt: next,
      error: 'boom',
    });
    const [row] = await database.db.select().from(scheduledJobs);
    expect(row).toMatchObject({
      lockedBy: null,
      lockedUntil: null,
      runCount: 1,
      lastError: 'boom',
      nextRunAt: next,
    });
    expect(await claimDueJob(database.db, { now: due, leaseMs: MINUTE, owner: 'a' })).toBeNull();
  });

  it('only claims the named jobs', async () => {
    await ensureJobs(database.db, ['send-emails'], now);
    expect(
      await claimDueJob(database.db, { now, leaseMs: MINUTE, owner: 'a', names: ['draw-schedule'] }),
    ).toBeNull();
  });

  it('gives each of several racing processes a different job', async () => {
    const names = ['job-1', 'job-2', 'job-3', 'job-4', 'job-5', 'job-6'];
    await ensureJobs(database.db, names, now);
    // On PostgreSQL every claimer has its own pool, as separate server processes would.
    const others: Database[] = database.databaseUrl
      ? await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: database.databaseUrl })))
      : [database, database, database];
    try {
      const claims = await Promise.all(
        [...others, ...others].map((other, index) =>
          claimDueJob(other.db, { now, leaseMs: MINUTE, owner: `process-${index}` }),
        ),
      );
      const claimed = claims.map((claim) => claim?.name).filter((name) => name !== undefined);
      expect(claimed.sort()).toEqual(names);
    } finally {
      if (database.databaseUrl) await Promise.all(others.map((other) => other.close()));
    }
  });
});
