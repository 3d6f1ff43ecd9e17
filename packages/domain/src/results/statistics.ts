// Number statistics of a lottery's past draws: how often each number was drawn, the hot and cold
// numbers, and when each number last came up. Winning numbers only; supplementaries are not counted
// (docs/decisions/0016-statistics-and-ticket-checker.md).

/** A number set as the statistics need it: its range and how many numbers a game picks from it. */
export interface StatisticsSet {
  key: string;
  count: number;
  min: number;
  max: number;
}

/** One drawn draw: its number, its date (ISO) and its winning numbers by set key. */
export interface CountedDraw {
  drawNo: number;
  date: string;
  winning: Readonly<Record<string, readonly number[]>>;
}

export interface DrawRef {
  drawNo: number;
  date: string;
}

export interface NumberFrequency {
  number: number;
  /** Draws (of those counted) this number was drawn in. */
  count: number;
  /** The most recent counted draw it came up in, or null when it did not come up. */
  lastDrawn: DrawRef | null;
  /** Counted draws since then: 0 when it came up in the latest draw; null when it did not come up. */
  drawsSince: number | null;
}

export interface SetStatistics {
  key: string;
  /** Every number of the set's range, lowest first, zeros included. */
  frequencies: NumberFrequency[];
  /** Most drawn first. Empty when no draw was counted. */
  hot: number[];
  /** Least drawn first. Empty when no draw was counted. */
  cold: number[];
}

export interface LotteryStatistics {
  drawsCounted: number;
  /** The oldest and newest counted draws, or null when none was counted. */
  firstDraw: DrawRef | null;
  lastDraw: DrawRef | null;
  sets: SetStatistics[];
}

/**
 * How many hot (and cold) numbers a set lists: as many as a game picks from it, at least 3 so a
 * one-ball set such as the Powerball still has a short list, and never more than half its range so
 * a number is never both hot and cold.
 */
export function hotColdSize(set: Pick<StatisticsSet, 'count' | 'min' | 'max'>): number {
  const range = Math.max(0, set.max - set.min + 1);
  return Math.min(Math.max(set.count, 3), Math.floor(range / 2));
}

/** Hot order: drawn more often first; on a tie, drawn more recently first; then the lower number. */
function hotOrder(a: NumberFrequency, b: NumberFrequency): number {
  if (a.count !== b.count) return b.count - a.count;
  const since = (entry: NumberFrequency) => entry.drawsSince ?? Number.POSITIVE_INFINITY;
  if (since(a) !== since(b)) return since(a) - since(b);
  return a.number - b.number;
}

/** Cold order: drawn less often first; on a tie, longer since drawn (never drawn first); then the lower number. */
function coldOrder(a: NumberFrequency, b: NumberFrequency): number {
  if (a.count !== b.count) return a.count - b.count;
  const since = (entry: NumberFrequency) => entry.drawsSince ?? Number.POSITIVE_INFINITY;
  if (since(a) !== since(b)) return since(b) - since(a);
  return a.number - b.number;
}

function setStatistics(set: StatisticsSet, newestFirst: readonly CountedDraw[]): SetStatistics {
  const size = Math.max(0, set.max - set.min + 1);
  const frequencies: NumberFrequency[] = Array.from({ length: size }, (_, index) => ({
    number: set.min + index,
    count: 0,
    lastDrawn: null,
    drawsSince: null,
  }));
  newestFirst.forEach((draw, age) => {
    // A number twice in one draw (never in a valid result) counts once.
    for (const n of new Set(draw.winning[set.key] ?? [])) {
      // Numbers outside the set's range (a result from before the range changed) are ignored.
      if (!Number.isInteger(n) || n < set.min || n > set.max) continue;
      const entry = frequencies[n - set.min]!;
      entry.count += 1;
      if (entry.lastDrawn === null) {
        entry.lastDrawn = { drawNo: draw.drawNo, date: draw.date };
        entry.drawsSince = age;
      }
    }
  });
  if (newestFirst.length === 0) return { key: set.key, frequencies, hot: [], cold: [] };
  const n = hotColdSize(set);
  const hot = [...frequencies].sort(hotOrder).slice(0, n);
  // At most half the range is hot, so enough numbers are left to be cold.
  const cold = [...frequencies]
    .sort(coldOrder)
    .filter((entry) => !hot.includes(entry))
    .slice(0, n);
  return {
    key: set.key,
    frequencies,
    hot: hot.map((entry) => entry.number),
    cold: cold.map((entry) => entry.number),
  };
}

/** The newest `last` draws by draw number (all when `last` is undefined), newest first. */
export function newestDraws<T extends { drawNo: number }>(draws: readonly T[], last?: number): T[] {
  const sorted = [...draws].sort((a, b) => b.drawNo - a.drawNo);
  return last === undefined ? sorted : sorted.slice(0, Math.max(0, last));
}

/** Statistics of every set over the given draws (any order), or over the newest `last` of them. */
export function lotteryStatistics(
  sets: readonly StatisticsSet[],
  draws: readonly CountedDraw[],
  last?: number,
): LotteryStatistics {
  const counted = newestDraws(draws, last);
  const ref = (draw: CountedDraw | undefined): DrawRef | null =>
    draw ? { drawNo: draw.drawNo, date: draw.date } : null;
  return {
    drawsCounted: counted.length,
    firstDraw: ref(counted.at(-1)),
    lastDraw: ref(counted[0]),
    sets: sets.map((set) => setStatistics(set, counted)),
  };
}
