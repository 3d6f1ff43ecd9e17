// A draw's result and the checks on it: a lottery result must fit the lottery's matrix, the demo source
// makes one up (numbers at random, plausible prizes and winners), and two results compare by content (a
// stored result is never changed).
import { randomInt } from 'node:crypto';
import type { NumberSetData } from '@fairdraw/db';
import { AppError } from '../../lib/errors';
import type { LotteryScorer } from './scorer';

/**
 * A draw's winning numbers: per number set in drawn order, and the supplementaries; for the national
 * games also each division's declared dividend in cents (decision 0012, "Official dividends") and,
 * when declared, its winning games across the country (decision 0067).
 */
export interface DrawResult {
  winning: Record<string, number[]>;
  supplementary: number[];
  dividends?: Record<string, number> | null;
  nationalWinners?: Record<string, number> | null;
}

export class ResultRefusedError extends AppError {
  constructor(field: string, message: string) {
    super(422, 'result_refused', message, { [field]: [{ code: 'result_refused', message }] });
  }
}

/** Checks a result against the lottery's matrix: right counts, in range, no repeats. */
export function checkResult(numberSets: readonly NumberSetData[], result: DrawResult): void {
  const known = new Set(numberSets.map((set) => set.key));
  for (const key of Object.keys(result.winning))
    if (!known.has(key))
      throw new ResultRefusedError(`winning.${key}`, `This lottery has no number set "${key}".`);
  let supplementaryCount = 0;
  let main: NumberSetData | undefined;
  for (const set of numberSets) {
    const numbers = result.winning[set.key] ?? [];
    const field = `winning.${set.key}`;
    if (numbers.length !== set.drawnCount)
      throw new ResultRefusedError(field, `${set.name}: enter ${set.drawnCount} winning numbers.`);
    if (numbers.some((n) => !Number.isInteger(n) || n < set.min || n > set.max))
      throw new ResultRefusedError(field, `${set.name}: numbers run from ${set.min} to ${set.max}.`);
    if (new Set(numbers).size !== numbers.length)
      throw new ResultRefusedError(field, `${set.name}: a number can be drawn only once.`);
    supplementaryCount += set.supplementaryCount;
    if (set.supplementaryCount > 0) main = set;
  }
  const supps = result.supplementary;
  if (supps.length !== supplementaryCount)
    throw new ResultRefusedError('supplementary', `Enter ${supplementaryCount} supplementary numbers.`);
  if (main) {
    const drawn = new Set(result.winning[main.key]);
    if (supps.some((n) => !Number.isInteger(n) || n < main.min || n > main.max || drawn.has(n)))
      throw new ResultRefusedError(
        'supplementary',
        `Supplementary numbers run from ${main.min} to ${main.max} and are not among the winning numbers.`,
      );
    if (new Set(supps).size !== supps.length)
      throw new ResultRefusedError('supplementary', 'A supplementary number can be drawn only once.');
  }
}

/** A random result for a lottery's matrix, drawn with the CSPRNG (the demo results source). */
export function randomResult(numberSets: readonly NumberSetData[]): DrawResult {
  const result: DrawResult = { winning: {}, supplementary: [] };
  for (const set of numberSets) {
    const pool = Array.from({ length: set.max - set.min + 1 }, (_, i) => set.min + i);
    const picked: number[] = [];
    for (let i = 0; i < set.drawnCount + set.supplementaryCount; i++) {
      picked.push(...pool.splice(randomInt(pool.length), 1));
    }
    result.winning[set.key] = picked.slice(0, set.drawnCount);
    result.supplementary.push(...picked.slice(set.drawnCount));
  }
  return result;
}

/**
 * The demo results source's result for a draw: random numbers, national winner counts seeded from the
 * draw (the same draw always gets the same counts) and dividends that fit them.
 */
export function demoResult(
  scorer: LotteryScorer,
  draw: { lotteryKey: string; drawNo: number; prizePoolCents: number | null },
  numberSets: readonly NumberSetData[],
): DrawResult {
  const nationalWinners = scorer.demoNationalWinners(draw.lotteryKey, `${draw.lotteryKey}:${draw.drawNo}`);
  return {
    ...randomResult(numberSets),
    dividends: scorer.demoDividends(draw.lotteryKey, draw.prizePoolCents, nationalWinners),
    nationalWinners,
  };
}

/** Results compared by content: jsonb does not keep the order of keys. */
const sortedEntries = <T>(record: Record<string, T>) =>
  Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1));
const canonical = (result: DrawResult) =>
  JSON.stringify([
    sortedEntries(result.winning),
    result.supplementary,
    result.dividends ? sortedEntries(result.dividends) : null,
    result.nationalWinners ? sortedEntries(result.nationalWinners) : null,
  ]);
export const sameResult = (a: DrawResult, b: DrawResult) => canonical(a) === canonical(b);
