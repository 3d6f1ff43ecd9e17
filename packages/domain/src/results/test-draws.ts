// Test helpers for the results rules: a seeded random source and games built to a wanted shape.
// Not exported from the package; only the *.test.ts files beside it use them.
import { MAIN_SET_KEY } from './divisions';
import type { DivisionTable } from './divisions';
import type { DrawResult, ScorableGame } from './score';

/** mulberry32: a tiny seeded generator of numbers in [0, 1), so every run sees the same games. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const randomInt = (random: () => number, below: number) => Math.floor(random() * below);

/** `count` distinct numbers of 1..max, none in `taken`, in random order. */
export function pick(
  random: () => number,
  count: number,
  max: number,
  taken: readonly number[] = [],
): number[] {
  const pool: number[] = [];
  for (let n = 1; n <= max; n += 1) if (!taken.includes(n)) pool.push(n);
  for (let i = 0; i < count; i += 1) {
    const j = i + randomInt(random, pool.length - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count);
}

/** A random result for the table: winning numbers, supplementaries from the same barrel, a bonus ball. */
export function randomResult(table: DivisionTable, random: () => number): DrawResult {
  const { matrix } = table;
  const drawn = pick(random, matrix.count + matrix.supplementaryCount, matrix.max);
  const winning: Record<string, number[]> = { [MAIN_SET_KEY]: drawn.slice(0, matrix.count) };
  if (matrix.bonus) winning[matrix.bonus.key] = pick(random, 1, matrix.bonus.max);
  return { winning, supplementary: drawn.slice(matrix.count) };
}

export function gameOf(table: DivisionTable, main: readonly number[], bonus?: number): ScorableGame {
  const sets = [{ key: MAIN_SET_KEY, numbers: [...main] }];
  if (table.matrix.bonus) sets.push({ key: table.matrix.bonus.key, numbers: [bonus ?? 1] });
  return { sets };
}

/** A game matching `main` winning numbers and `supplementary` supplementaries, the rest drawn nowhere. */
export function gameShaped(
  table: DivisionTable,
  result: DrawResult,
  shape: { main: number; supplementary?: number; bonus?: boolean },
  random: () => number,
): ScorableGame {
  const { matrix } = table;
  const winning = result.winning[MAIN_SET_KEY] ?? [];
  const supps = shape.supplementary ?? 0;
  const hits = pick(random, shape.main, winning.length).map((i) => winning[i - 1] as number);
  const suppHits = pick(random, supps, result.supplementary.length).map(
    (i) => result.supplementary[i - 1] as number,
  );
  const rest = pick(random, matrix.count - shape.main - supps, matrix.max, [
    ...winning,
    ...result.supplementary,
  ]);
  const main = [...hits, ...suppHits, ...rest];
  const ball = matrix.bonus ? (result.winning[matrix.bonus.key]?.[0] ?? 1) : 1;
  const otherBall = ball === 1 ? 2 : ball - 1;
  return gameOf(
    table,
    pick(random, main.length, main.length).map((i) => main[i - 1] as number),
    shape.bonus ? ball : otherBall,
  );
}

/**
 * Any game a player could buy, leaning towards wins so every division comes up: a random number of
 * winning numbers and supplementaries (in order games: each position right with some chance).
 */
export function randomGame(table: DivisionTable, result: DrawResult, random: () => number): ScorableGame {
  const { matrix } = table;
  const winning = result.winning[MAIN_SET_KEY] ?? [];
  const bonus = random() < 0.5;
  if (matrix.inOrder) {
    const picks: number[] = [];
    for (let i = 0; i < matrix.count; i += 1) {
      const drawn = winning[i] as number;
      const choice =
        random() < 0.45 && !picks.includes(drawn) ? drawn : (pick(random, 1, matrix.max, picks)[0] as number);
      picks.push(choice);
    }
    return gameOf(table, picks);
  }
  if (random() < 0.2) {
    const ball = matrix.bonus ? (pick(random, 1, matrix.bonus.max)[0] as number) : 1;
    return gameOf(table, pick(random, matrix.count, matrix.max), ball);
  }
  const main = randomInt(random, matrix.count + 1);
  const supplementary = randomInt(random, Math.min(matrix.supplementaryCount, matrix.count - main) + 1);
  return gameShaped(table, result, { main, supplementary, bonus }, random);
}
