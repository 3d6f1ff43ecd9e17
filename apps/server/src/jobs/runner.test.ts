import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@fairdraw/db/testing';
import { eq, scheduledJobs } from '@fairdraw/db';
import pino from 'pino';
import { ManualClock } from '../lib/clock';
import { startJobRunner, type JobDefinition } from './runner';

const log = pino({ level: 'silent' });
let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
});

function countingJob(name: string, intervalMs: number, runs: Date[], fail = false): JobDefinition {
  return {
    name,
    intervalMs,
    async run(_db, now) {
      runs.push(now);
      if (fail) throw new Error('the results feed is down');
    },
  };
}

describe('job runner', () => {
  it('runs a job at start, then only when its interval has passed', async () => {
    database = await createTestDatabase();
    const clock = new ManualClock(new Date('2026-11-21T00:00:00Z'));
    const runs: Date[] = [];
    const runner = await startJobRunner({
      db: database.db,
      clock,
      log,
      jobs: [countingJob('tick', 60_000, runs)],
      poll: false,
    });
    expect(runs).toHaveLength(1);

    clock.advance(30_000);
    expect(await runner.runDueJobs()).toEqual([]);
    clock.advance(30_000);
    expect(await runner.runDueJobs()).toEqual(['tick']);
    expect(runs).toHaveLength(2);
    await runner.stop();
  });

  it('never runs one job twice when two processes poll at the same moment', async () => {
    database = await createTestDatabase();
    const clock = new ManualClock(new Date('2026-11-21T00:00:00Z'));
    const runs: Date[] = [];
    const jobs = [countingJob('tick', 60_000, runs)];
    const first = await startJobRunner({ db: database.db, clock, log, jobs, poll: false });
    const second = await startJobRunner({ db: database.db, clock, log, jobs, poll: false });
    expect(runs).toHaveLength(1); // the second start found nothing due

    clock.advance(60_000);
    const ran = await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    expect(ran.flat()).toEqual(['tick']);
    expect(runs).toHaveLength(2);
    await Promise.all([first.stop(), second.stop()]);
  });

  it('keeps the error of a failed run and tries again at the next interval', async () => {
    database = await createTestDatabase();
    const clock = new ManualClock(new Date('2026-11-21T00:00:00Z'));
    const runs: Date[] = [];
    const runner = await startJobRunner({
      db: database.db,
      clock,
      log,
      jobs: [countingJob('results-feed', 60_000, runs, true)],
      poll: false,
    });
    const [row] = await database.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'results-feed'));
    expect(row?.lastError).toBe('the results feed is down');
    expect(row?.lockedBy).toBeNull();
    clock.advance(60_000);
    await runner.runDueJobs();
    expect(runs).toHaveLength(2);
    await runner.stop();
  });

  it('rolls the real draw schedule on start', async () => {
    database = await createTestDatabase();
    const clock = new ManualClock(new Date('2026-11-21T00:00:00Z'));
    const runner = await startJobRunner({ db: database.db, clock, log, poll: false });
    const [row] = await database.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'draw-schedule'));
    expect(row?.runCount).toBe(1);
    expect(row?.nextRunAt.getTime()).toBe(clock.now().getTime() + 10 * 60_000);
    await runner.stop();
  });
});
