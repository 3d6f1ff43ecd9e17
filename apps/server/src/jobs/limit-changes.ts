// Limit raises and removals that waited out their cooling-off period (decision 0025) are stored as the
// limit in force, and each customer is told (decision 0039). Reads already treat a due change as applied,
// so the job changes no answer; it only makes the change final and sends the e-mail, once: the row's
// guarded update is the record that it was done.
import type { LimitsService } from '../modules/limits/limits.service';
import type { JobDefinition } from './runner';

export const LIMIT_CHANGES_INTERVAL_MS = 5 * 60_000;

export function limitChangesJob(limits: Pick<LimitsService, 'applyDueChanges'>): JobDefinition {
  return {
    name: 'limit-changes',
    intervalMs: LIMIT_CHANGES_INTERVAL_MS,
    run: (_db, now) => limits.applyDueChanges(now),
  };
}
