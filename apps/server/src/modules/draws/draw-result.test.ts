// The demo results source: numbers that fit the lottery, and national winner counts that are
// plausible, the same every time for the same draw, and shared out of the jackpot.
import { describe, expect, it } from 'vitest';
import type { NumberSetData } from '@fairdraw/db';
import { dividendProblems, divisionTable, nationalWinnerProblems } from '@fairdraw/domain';
import { checkResult, demoResult, sameResult } from './draw-result';
import { domainScorer, seededRandom } from './scorer';

const numbers = (count: number, max: number, supplementaryCount = 0): NumberSetData => ({
  key: 'numbers',
  name: 'Numbers',
  count,
  min: 1,
  max,
  drawnCount: count,
  supplementaryCount,
});
const NUMBER_SETS: Record<string, NumberSetData[]> = {
  saturday_lotto: [numbers(6, 45, 2)],
  monday_wednesday_lotto: [numbers(6, 45, 2)],
  oz_lotto: [numbers(7, 47, 3)],
  powerball: [
    numbers(7, 35),
    { key: 'powerball', name: 'Powerball', count: 1, min: 1, max: 20, drawnCount: 1, supplementaryCount: 0 },
  ],
  set_for_life2020: [numbers(7, 44, 2)],
  lotto_strike: [numbers(4, 45)],
};

const demoDraw = (lotteryKey: string, drawNo: number, prizePoolCents: number | null = null) =>
  demoResult(domainScorer, { lotteryKey, drawNo, prizePoolCents }, NUMBER_SETS[lotteryKey]!);

describe('the demo results source', () => {
  it.each(Object.keys(NUMBER_SETS))('gives %s a result it would accept from an operator', (key) => {
    for (let drawNo = 100; drawNo < 110; drawNo++) {
      const result = demoDraw(key, drawNo);
      const table = divisionTable(key);
      expect(() => checkResult(NUMBER_SETS[key]!, result)).not.toThrow();
      expect(dividendProblems(table, result.dividends)).toEqual([]);
      expect(nationalWinnerProblems(table, result.nationalWinners)).toEqual([]);
      // Plausible: the lowest division is won by many more than the top one, which few win.
      const counts = result.nationalWinners!;
      expect(counts['1']).toBeLessThanOrEqual(12);
      expect(counts[String(table.divisions.length)]).toBeGreaterThan(100 * Math.max(1, counts['1']!));
    }
  });

  it('gives the same draw the same counts every time, and another draw its own', () => {
    const first = demoDraw('powerball', 1571);
    const again = demoDraw('powerball', 1571);
    expect(again.nationalWinners).toEqual(first.nationalWinners);
    expect(demoDraw('powerball', 1572).nationalWinners).not.toEqual(first.nationalWinners);
    expect(demoDraw('oz_lotto', 1571).nationalWinners).not.toEqual(first.nationalWinners);
    // The counts are part of the result: a result with other counts is another result.
    expect(sameResult(first, { ...first, nationalWinners: again.nationalWinners })).toBe(true);
    expect(sameResult(first, { ...first, nationalWinners: null })).toBe(false);
  });

  it('shares the jackpot among Division 1’s national winners', () => {
    const jackpot = 10_000_000_00;
    let shared = 0;
    for (let drawNo = 1; drawNo <= 40; drawNo++) {
      const result = demoDraw('saturday_lotto', drawNo, jackpot);
      const winners = result.nationalWinners!['1']!;
      expect(result.dividends!['1']).toBe(Math.floor(jackpot / Math.max(1, winners)));
      if (winners > 1) shared++;
    }
    // Saturday Lotto's Division 1 is won by about three a draw: most draws share it.
    expect(shared).toBeGreaterThan(10);
  });

  it('seeds a sequence that stays in [0, 1) and repeats for the same seed', () => {
    const a = seededRandom('powerball:1571');
    const b = seededRandom('powerball:1571');
    const values = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBe(1000);
  });
});
