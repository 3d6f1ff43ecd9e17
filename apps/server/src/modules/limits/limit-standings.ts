// A customer limit as it stands now (the amount in force and any change waiting out its cooling-off
// period), and the spend limits in force as the limits pages show them.
import { limitPeriods, type CustomerSpendLimit } from '@fairdraw/contracts';
import { limitStanding, toWireMoney, type LimitStanding } from '@fairdraw/domain';
import type { LimitRow } from './limits.repository';

export const standingOf = (row: LimitRow | null | undefined, now: Date): LimitStanding =>
  limitStanding(row ?? null, now);

export function wirePending(standing: LimitStanding) {
  return standing.pending
    ? {
        limit: standing.pending.amountCents === null ? null : toWireMoney(standing.pending.amountCents),
        effectiveAt: standing.pending.effectiveAt.toISOString(),
      }
    : null;
}

/** The customer's spend limits in force, by period. */
export function spendLimitsOf(rows: LimitRow[], now: Date): { customerLimits: CustomerSpendLimit[] } {
  const customerLimits: CustomerSpendLimit[] = [];
  for (const period of limitPeriods) {
    const row = rows.find((candidate) => candidate.kind === 'spend' && candidate.period === period);
    const standing = standingOf(row, now);
    if (!row || standing.amountCents === null) continue;
    customerLimits.push({
      id: row.id,
      period,
      limit: toWireMoney(standing.amountCents),
      pending: wirePending(standing),
    });
  }
  return { customerLimits };
}
