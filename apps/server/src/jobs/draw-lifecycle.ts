// The draw lifecycle as a durable job: every minute, each step once (close, results, raffles, score,
// pay, e-mail). Steps are idempotent, so a run that overlaps another process's changes nothing twice.
import type { DrawLifecycle } from '../modules/draws/lifecycle.service';
import type { JobDefinition } from './runner';

export const DRAW_LIFECYCLE_INTERVAL_MS = 60_000;

export function drawLifecycleJob(lifecycle: DrawLifecycle, options: { demoResults: boolean }): JobDefinition {
  return {
    name: 'draw-lifecycle',
    intervalMs: DRAW_LIFECYCLE_INTERVAL_MS,
    run: (_db, now) => lifecycle.runAll(now, options),
  };
}
