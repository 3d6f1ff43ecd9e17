// Which division one game wins in a draw. The plain, readable scorer: the fast batch scorer
// (bitset-score.ts) is tested against this one.
import { MAIN_SET_KEY } from './divisions';
import type { DivisionTable } from './divisions';

/** One played game: a cart game's sets (`CartGame` fits), picked numbers only. */
export interface ScorableGame {
  sets: readonly { key: string; numbers: readonly number[] }[];
}

/** A draw's result: winning numbers by set key (in the order drawn) and the supplementaries. */
export interface DrawResult {
  winning: Readonly<Record<string, readonly number[]>>;
  supplementary: readonly number[];
}

/** What a game matched: main numbers (or positions, in order), supplementaries, the bonus ball. */
export interface GameMatches {
  main: number;
  supplementary: number;
  bonus: boolean;
}

function distinctInRange(numbers: readonly number[], max: number): boolean {
  return (
    new Set(numbers).size === numbers.length &&
    numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= max)
  );
}

/** The sets a game plays and a draw draws: the main numbers and any bonus ball. */
function playedSetKeys(table: DivisionTable): Set<string> {
  return new Set([MAIN_SET_KEY, ...(table.matrix.bonus ? [table.matrix.bonus.key] : [])]);
}

/** Everything wrong with a result for this table, in words; empty when it can be scored. */
export function drawResultProblems(table: DivisionTable, result: DrawResult): string[] {
  const { matrix } = table;
  const problems: string[] = [];
  const main = result.winning[MAIN_SET_KEY] ?? [];
  if (main.length !== matrix.count || !distinctInRange(main, matrix.max)) {
    problems.push(`Enter ${matrix.count} different winning numbers from 1 to ${matrix.max}.`);
  }
  const supps = result.supplementary;
  if (matrix.supplementaryCount === 0 && supps.length > 0) {
    problems.push(`${table.lotteryKey} draws no supplementaries.`);
  } else if (supps.length !== matrix.supplementaryCount || !distinctInRange(supps, matrix.max)) {
    problems.push(`Enter ${matrix.supplementaryCount} different supplementaries from 1 to ${matrix.max}.`);
  } else if (supps.some((n) => main.includes(n))) {
    problems.push('A supplementary cannot also be a winning number: they come from the same barrel.');
  }
  if (matrix.bonus) {
    const ball = result.winning[matrix.bonus.key] ?? [];
    if (ball.length !== 1 || !distinctInRange(ball, matrix.bonus.max)) {
      problems.push(`Enter one ${matrix.bonus.key} number from 1 to ${matrix.bonus.max}.`);
    }
  }
  const known = playedSetKeys(table);
  for (const key of Object.keys(result.winning)) {
    if (!known.has(key)) problems.push(`${table.lotteryKey} draws no "${key}" numbers.`);
  }
  return problems;
}

function setNumbers(game: ScorableGame, key: string): readonly number[] {
  return game.sets.find((set) => set.key === key)?.numbers ?? [];
}

/** Throws unless the game is one standard game of this table's matrix (system entries are not scored here). */
export function assertScorableGame(table: DivisionTable, game: ScorableGame): void {
  const { matrix } = table;
  const known = playedSetKeys(table);
  const keys = game.sets.map((set) => set.key);
  if (
    keys.length !== known.size ||
    new Set(keys).size !== keys.length ||
    !keys.every((key) => known.has(key))
  ) {
    throw new RangeError(
      `A ${table.lotteryKey} game plays the sets ${[...known].join(', ')}, got ${keys.join(', ')}`,
    );
  }
  const main = setNumbers(game, MAIN_SET_KEY);
  if (main.length !== matrix.count || !distinctInRange(main, matrix.max)) {
    throw new RangeError(
      `A ${table.lotteryKey} game has ${matrix.count} different numbers from 1 to ${matrix.max}`,
    );
  }
  const ball = matrix.bonus ? setNumbers(game, matrix.bonus.key) : [];
  if (matrix.bonus && (ball.length !== 1 || !distinctInRange(ball, matrix.bonus.max))) {
    throw new RangeError(
      `A ${table.lotteryKey} game has one ${matrix.bonus.key} from 1 to ${matrix.bonus.max}`,
    );
  }
}

function assertResult(table: DivisionTable, result: DrawResult): void {
  const problems = drawResultProblems(table, result);
  if (problems.length > 0) throw new RangeError(`Bad ${table.lotteryKey} result: ${problems.join(' ')}`);
}

/** Counts what a game matched. Both game and result must already be valid for the table. */
export function countMatches(table: DivisionTable, game: ScorableGame, result: DrawResult): GameMatches {
  const { matrix } = table;
  const picks = setNumbers(game, MAIN_SET_KEY);
  const winning = result.winning[MAIN_SET_KEY] ?? [];
  const main = matrix.inOrder
    ? picks.filter((n, index) => winning[index] === n).length
    : picks.filter((n) => winning.includes(n)).length;
  const supplementary = picks.filter((n) => result.supplementary.includes(n)).length;
  const bonus =
    matrix.bonus !== null && setNumbers(game, matrix.bonus.key)[0] === result.winning[matrix.bonus.key]?.[0];
  return { main, supplementary, bonus };
}

/** The best (lowest-numbered) division these matches win, or null: only the highest division is paid. */
export function divisionForMatches(table: DivisionTable, matches: GameMatches): number | null {
  const won = table.divisions.find(
    ({ requires }) =>
      requires.main.includes(matches.main) &&
      matches.supplementary >= requires.minSupplementary &&
      (!requires.bonus || matches.bonus),
  );
  return won?.number ?? null;
}

/** The division a game wins in a draw, or null. Throws on a game or result that does not fit the table. */
export function scoreGame(game: ScorableGame, result: DrawResult, table: DivisionTable): number | null {
  assertScorableGame(table, game);
  assertResult(table, result);
  return divisionForMatches(table, countMatches(table, game, result));
}
