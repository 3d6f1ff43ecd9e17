// Scoring a whole entry: a System entry (more main numbers than the draw), a PowerHit or PowerPik entry
// (several Powerballs) or a boxed Lotto Strike entry stands for many games, and wins every division of
// every game it covers. The counts are worked out with binomial coefficients, never by listing the games
// (a Powerball System 20 PowerHit would be 1.5 million of them); boxed entries list their few orderings.
import { MAIN_SET_KEY } from './divisions';
import type { DivisionTable } from './divisions';
import { countMatches, divisionForMatches, drawResultProblems } from './score';
import type { DrawResult, ScorableGame } from './score';

/** How the entry's games are formed from its numbers. */
export interface EntryPlay {
  /** Lotto Strike boxed: the picks play in every order, not only the order picked. */
  boxed: boolean;
}

/** Games of one division an entry won. */
export interface EntryWin {
  division: number;
  games: number;
}

/** n choose k; exact while the answer stays below 2^53, as it does for every Fairdraw entry. */
export function choose(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  const smaller = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= smaller; i++) result = (result * (n - smaller + i)) / i;
  return Math.round(result);
}

/** Ordered arrangements of k of n: n! / (n − k)!. */
export function arrangements(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i++) result *= n - i;
  return result;
}

function setNumbers(entry: ScorableGame, key: string): readonly number[] {
  return entry.sets.find((set) => set.key === key)?.numbers ?? [];
}

function distinctInRange(numbers: readonly number[], max: number): boolean {
  return (
    new Set(numbers).size === numbers.length &&
    numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= max)
  );
}

/**
 * Throws unless the entry fits the table: the sets the lottery draws, at least a game's worth of
 * distinct main numbers (exactly a game's worth for in-order games that are not boxed) and at least
 * one bonus ball where the lottery has one.
 */
export function assertScorableEntry(table: DivisionTable, entry: ScorableGame, play: EntryPlay): void {
  const { matrix } = table;
  const known = new Set([MAIN_SET_KEY, ...(matrix.bonus ? [matrix.bonus.key] : [])]);
  const keys = entry.sets.map((set) => set.key);
  if (keys.length !== known.size || new Set(keys).size !== keys.length || !keys.every((k) => known.has(k)))
    throw new RangeError(`A ${table.lotteryKey} entry plays the sets ${[...known].join(', ')}`);
  const main = setNumbers(entry, MAIN_SET_KEY);
  const exact = matrix.inOrder && !play.boxed;
  if (
    !distinctInRange(main, matrix.max) ||
    main.length < matrix.count ||
    (exact && main.length !== matrix.count)
  )
    throw new RangeError(
      `A ${table.lotteryKey} entry has ${matrix.count} or more different numbers from 1 to ${matrix.max}`,
    );
  if (play.boxed && !matrix.inOrder) throw new RangeError(`${table.lotteryKey} is not played in order`);
  if (matrix.bonus) {
    const balls = setNumbers(entry, matrix.bonus.key);
    if (balls.length < 1 || !distinctInRange(balls, matrix.bonus.max))
      throw new RangeError(
        `A ${table.lotteryKey} entry has one or more different ${matrix.bonus.key} numbers`,
      );
  }
}

/** How many games the entry stands for (what it costs, in games). */
export function entryGameCount(table: DivisionTable, entry: ScorableGame, play: EntryPlay): number {
  assertScorableEntry(table, entry, play);
  const { matrix } = table;
  const main = setNumbers(entry, MAIN_SET_KEY).length;
  const balls = matrix.bonus ? setNumbers(entry, matrix.bonus.key).length : 1;
  const mainGames = matrix.inOrder
    ? play.boxed
      ? arrangements(main, matrix.count)
      : 1
    : choose(main, matrix.count);
  return mainGames * balls;
}

/** Every ordered choice of k of the numbers (boxed Strike: at most a few hundred). */
function orderings(numbers: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  return numbers.flatMap((n, index) =>
    orderings([...numbers.slice(0, index), ...numbers.slice(index + 1)], k - 1).map((rest) => [n, ...rest]),
  );
}

function assertResultFits(table: DivisionTable, result: DrawResult): void {
  const problems = drawResultProblems(table, result);
  if (problems.length > 0) throw new RangeError(`Bad ${table.lotteryKey} result: ${problems.join(' ')}`);
}

/** The counting itself, for a result already checked: games per division, indexed by division. */
function countWins(table: DivisionTable, entry: ScorableGame, result: DrawResult, play: EntryPlay): number[] {
  assertScorableEntry(table, entry, play);
  const { matrix } = table;
  const wins = new Array<number>(table.divisions.length + 1).fill(0);
  const add = (division: number | null, games: number) => {
    if (division !== null) wins[division]! += games;
  };
  const main = setNumbers(entry, MAIN_SET_KEY);
  if (matrix.inOrder) {
    for (const numbers of play.boxed ? orderings(main, matrix.count) : [main])
      add(
        divisionForMatches(table, countMatches(table, { sets: [{ key: MAIN_SET_KEY, numbers }] }, result)),
        1,
      );
    return wins;
  }
  const balls = matrix.bonus ? setNumbers(entry, matrix.bonus.key) : [];
  const bonusHits = matrix.bonus && balls.includes(result.winning[matrix.bonus.key]?.[0] ?? -1) ? 1 : 0;
  const bonusMisses = matrix.bonus ? balls.length - bonusHits : 1;
  // k winning numbers, s supplementaries and r others among the picks; a game takes a of the
  // winning numbers, b supplementaries and the rest from the others, in C(k,a)·C(s,b)·C(r,rest) ways.
  const winning = result.winning[MAIN_SET_KEY] ?? [];
  const k = main.filter((n) => winning.includes(n)).length;
  const s = main.filter((n) => result.supplementary.includes(n)).length;
  const r = main.length - k - s;
  for (let a = 0; a <= Math.min(k, matrix.count); a++) {
    for (let b = 0; b <= Math.min(s, matrix.count - a); b++) {
      const ways = choose(k, a) * choose(s, b) * choose(r, matrix.count - a - b);
      if (ways === 0) continue;
      if (bonusHits > 0)
        add(divisionForMatches(table, { main: a, supplementary: b, bonus: true }), ways * bonusHits);
      if (bonusMisses > 0)
        add(divisionForMatches(table, { main: a, supplementary: b, bonus: false }), ways * bonusMisses);
    }
  }
  return wins;
}

const toEntryWins = (wins: readonly number[]): EntryWin[] =>
  wins.flatMap((games, division) => (division > 0 && games > 0 ? [{ division, games }] : []));

/**
 * What every game of the entry won: the games in each division, best division first. A game of an
 * entry wins one division (its best), as a game bought on its own would; an entry can win many.
 * Throws on an entry or result that does not fit the table.
 */
export function scoreEntry(
  table: DivisionTable,
  entry: ScorableGame,
  result: DrawResult,
  play: EntryPlay = { boxed: false },
): EntryWin[] {
  assertResultFits(table, result);
  return toEntryWins(countWins(table, entry, result, play));
}

/** Many entries of one draw: the result is checked once (the lifecycle's and the benchmark's path). */
export function scoreEntries(
  table: DivisionTable,
  entries: ReadonlyArray<{ game: ScorableGame; boxed: boolean }>,
  result: DrawResult,
): EntryWin[][] {
  assertResultFits(table, result);
  return entries.map((entry) => toEntryWins(countWins(table, entry.game, result, entry)));
}

/** An entry that is exactly one game of the table (the batch scorer's kind). */
export function isSingleGameEntry(table: DivisionTable, entry: ScorableGame, play: EntryPlay): boolean {
  if (play.boxed) return false;
  const { matrix } = table;
  return (
    setNumbers(entry, MAIN_SET_KEY).length === matrix.count &&
    (!matrix.bonus || setNumbers(entry, matrix.bonus.key).length === 1)
  );
}
