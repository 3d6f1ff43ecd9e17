// Runs durable recurring jobs. Each job's next run lives in the database, and a run is claimed with
// FOR UPDATE SKIP LOCKED and a lease, so any number of server processes can run the runner and a job
// step never runs twice at once. A job that fails is retried at its next interval; its error is kept.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@fairdraw/db';
import type { Clock } from '../lib/clock';
import { claimDueJob, ensureJobs, finishJob } from './jobs.repository';
import { rollDrawScheduleForward } from '../modules/draws/draw-schedule';

export interface JobDefinition {
  name: string;
  /** Time between the end of one run and the start of the next. */
  intervalMs: number;
  run(db: Db, now: Date): Promise<unknown>;
}

export const JOBS: readonly JobDefinition[] = [
  {
    name: 'draw-schedule',
    intervalMs: 10 * 60_000,
    run: (db, now) => rollDrawScheduleForward(db, now),
  },
];

const POLL_MS = 5_000;
/** A claimed job is someone else's to retry once its lease runs out (a process died mid-run). */
const LEASE_MS = 5 * 60_000;

export interface JobRunner {
  /** Runs every due job once, now; resolves when none is left. Used at start-up and by tests. */
  runDueJobs(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startJobRunner(options: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs?: readonly JobDefinition[];
  pollMs?: number;
  /** Start polling on a timer; tests call runDueJobs themselves. */
  poll?: boolean;
}): Promise<JobRunner> {
  const { db, clock, log } = options;
  const jobs = options.jobs ?? JOBS;
  const owner = randomUUID();
  const byName = new Map(jobs.map((job) => [job.name, job]));
  await ensureJobs(
    db,
    jobs.map((job) => job.name),
    clock.now(),
  );

  let running: Promise<string[]> | null = null;
  const runDueJobs = async (): Promise<string[]> => {
    const ran: string[] = [];
    for (;;) {
      const now = clock.now();
      const claimed = await claimDueJob(db, { now, leaseMs: LEASE_MS, owner, names: [...byName.keys()] });
      if (!claimed) return ran;
      const job = byName.get(claimed.name);
      if (!job) return ran;
      const startedAt = Date.now();
      try {
        const outcome = await job.run(db, now);
        await finishJob(db, {
          name: job.name,
          owner,
          now: clock.now(),
          nextRunAt: new Date(clock.now().getTime() + job.intervalMs),
        });
        log.info({ job: job.name, ms: Date.now() - startedAt, outcome }, 'job finished');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await finishJob(db, {
          name: job.name,
          owner,
          now: clock.now(),
          nextRunAt: new Date(clock.now().getTime() + job.intervalMs),
          error: message,
        });
        log.error({ job: job.name, err: error }, 'job failed');
      }
      ran.push(job.name);
    }
  };
  const tick = () => {
    running ??= runDueJobs()
      .catch((error: unknown) => {
        log.error({ err: error }, 'job runner tick failed');
        return [];
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  // The first pass runs now: whatever fell due while no process was running is done first.
  await tick();
  const timer = options.poll === false ? null : setInterval(() => void tick(), options.pollMs ?? POLL_MS);
  timer?.unref();

  return {
    runDueJobs: tick,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
