// The prize list order (shop-core §9): main prizes first, then by when they were awarded, then by id
// ascending. A prize not awarded yet sorts after the awarded ones.
import type { DrawPrize } from '@fairdraw/contracts';

type Sortable = Pick<DrawPrize, 'id' | 'main' | 'awardedAt'>;

const awardedMs = (prize: Sortable) =>
  prize.awardedAt === null ? Number.POSITIVE_INFINITY : Date.parse(prize.awardedAt);

export function comparePrizes(a: Sortable, b: Sortable): number {
  if (a.main !== b.main) return a.main ? -1 : 1;
  const byTime = awardedMs(a) - awardedMs(b);
  if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
  return a.id - b.id;
}

export function sortPrizes<T extends Sortable>(prizes: readonly T[]): T[] {
  return [...prizes].sort(comparePrizes);
}
