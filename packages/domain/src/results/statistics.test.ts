import { describe, expect, it } from 'vitest';
import { hotColdSize, lotteryStatistics, newestDraws } from './statistics';
import type { CountedDraw, StatisticsSet } from './statistics';

const numbers = (count: number, max: number): StatisticsSet => ({ key: 'numbers', count, min: 1, max });
const draw = (drawNo: number, main: number[], extra: Record<string, number[]> = {}): CountedDraw => ({
  drawNo,
  date: `2026-11-${String(drawNo - 100).padStart(2, '0')}T09:30:00.000Z`,
  winning: { numbers: main, ...extra },
});

describe('hotColdSize', () => {
  it.each([
    // [count, min, max, size]: a game's pick, at least 3, at most half the range
    [6, 1, 45, 6],
    [7, 1, 35, 7],
    [1, 1, 20, 3],
    [4, 1, 45, 4],
    [1, 1, 4, 2],
    [6, 1, 10, 5],
    [1, 1, 1, 0],
  ])('a %i-pick set of %i..%i lists %i', (count, min, max, size) => {
    expect(hotColdSize({ count, min, max })).toBe(size);
  });
});

describe('newestDraws', () => {
  const draws = [{ drawNo: 3 }, { drawNo: 9 }, { drawNo: 5 }];
  it.each([
    [undefined, [9, 5, 3]],
    [2, [9, 5]],
    [10, [9, 5, 3]],
    [0, []],
  ])('last %s keeps %j', (last, kept) => {
    expect(newestDraws(draws, last).map((entry) => entry.drawNo)).toEqual(kept);
  });
});

describe('lotteryStatistics', () => {
  // A 3-from-8 game: small enough to check every figure by hand.
  const set = numbers(3, 8);
  const draws = [draw(101, [1, 2, 3]), draw(102, [2, 3, 4]), draw(103, [3, 5, 2])];

  it('counts every number of the range, zeros included, with its last draw and draws since', () => {
    const stats = lotteryStatistics([set], draws);
    expect(stats.drawsCounted).toBe(3);
    expect(stats.firstDraw).toEqual({ drawNo: 101, date: draws[0]!.date });
    expect(stats.lastDraw).toEqual({ drawNo: 103, date: draws[2]!.date });
    const byNumber = Object.fromEntries(
      stats.sets[0]!.frequencies.map((entry) => [
        entry.number,
        [entry.count, entry.lastDrawn?.drawNo ?? null, entry.drawsSince],
      ]),
    );
    expect(byNumber).toEqual({
      1: [1, 101, 2],
      2: [3, 103, 0],
      3: [3, 103, 0],
      4: [1, 102, 1],
      5: [1, 103, 0],
      6: [0, null, null],
      7: [0, null, null],
      8: [0, null, null],
    });
  });

  it('ranks hot by count, then recency, then number; cold the other way; never the same number in both', () => {
    const stats = lotteryStatistics([set], draws).sets[0]!;
    // size 3: 2 and 3 drawn 3 times; of the once-drawn, 5 is the most recent.
    expect(stats.hot).toEqual([2, 3, 5]);
    // never drawn, lowest first
    expect(stats.cold).toEqual([6, 7, 8]);
  });

  it('breaks ties by recency: the latest drawn is hotter, the longest unseen is colder', () => {
    const stats = lotteryStatistics(
      [numbers(1, 4)],
      [draw(101, [1]), draw(102, [2]), draw(103, [3]), draw(104, [4])],
    );
    expect(stats.sets[0]!.hot).toEqual([4, 3]);
    expect(stats.sets[0]!.cold).toEqual([1, 2]);
  });

  it('counts only the newest `last` draws, whatever order they come in', () => {
    const stats = lotteryStatistics([set], [draws[2]!, draws[0]!, draws[1]!], 2);
    expect(stats.drawsCounted).toBe(2);
    expect(stats.firstDraw?.drawNo).toBe(102);
    const counts = stats.sets[0]!.frequencies.map((entry) => entry.count);
    expect(counts).toEqual([0, 2, 2, 1, 1, 0, 0, 0]);
  });

  it('keeps each set apart (a Powerball counts in its own set only)', () => {
    const powerball: StatisticsSet = { key: 'powerball', count: 1, min: 1, max: 20 };
    const stats = lotteryStatistics(
      [numbers(7, 35), powerball],
      [
        draw(101, [1, 2, 3, 4, 5, 6, 7], { powerball: [7] }),
        draw(102, [8, 9, 10, 11, 12, 13, 14], { powerball: [7] }),
      ],
    );
    const [main, ball] = stats.sets;
    expect(main!.frequencies.find((entry) => entry.number === 7)!.count).toBe(1);
    expect(ball!.frequencies).toHaveLength(20);
    expect(ball!.frequencies.find((entry) => entry.number === 7)).toMatchObject({ count: 2, drawsSince: 0 });
    expect(ball!.hot[0]).toBe(7);
    expect(ball!.hot).toHaveLength(3);
  });

  it('ignores numbers outside the range and a number repeated in one draw', () => {
    const stats = lotteryStatistics([set], [draw(101, [2, 2, 9, 0])]);
    const counts = stats.sets[0]!.frequencies.map((entry) => entry.count);
    expect(counts).toEqual([0, 1, 0, 0, 0, 0, 0, 0]);
  });

  it('has zeros and no hot or cold numbers before any draw', () => {
    const stats = lotteryStatistics([set], []);
    expect(stats).toMatchObject({ drawsCounted: 0, firstDraw: null, lastDraw: null });
    expect(stats.sets[0]).toMatchObject({ hot: [], cold: [] });
    expect(stats.sets[0]!.frequencies.every((entry) => entry.count === 0)).toBe(true);
  });
});
