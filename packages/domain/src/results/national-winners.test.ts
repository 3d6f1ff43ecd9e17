import { describe, expect, it } from 'vitest';
import { OFFICIAL_DIVIDEND_LOTTERIES } from './dividends';
import { divisionTable } from './divisions';
import { demoNationalWinners, nationalWinnerProblems } from './national-winners';
import { divisionOdds } from './odds';
import { seededRandom } from './test-draws';

const saturday = divisionTable('saturday_lotto');
const superJackpot = divisionTable('super_jackpot_lottery');
const saturdayCounts = { '1': 2, '2': 41, '3': 690, '4': 34_102, '5': 96_233, '6': 541_870 };

describe('nationalWinnerProblems', () => {
  it('accepts a whole number of 0 or more for every division, or no counts at all', () => {
    expect(nationalWinnerProblems(saturday, saturdayCounts)).toEqual([]);
    expect(nationalWinnerProblems(saturday, { ...saturdayCounts, '1': 0 })).toEqual([]);
    expect(nationalWinnerProblems(saturday, null)).toEqual([]);
    expect(nationalWinnerProblems(saturday, undefined)).toEqual([]);
  });

  it('asks for every division once counts are given, and only those the game has', () => {
    const { '4': _missing, ...withoutFour } = saturdayCounts;
    expect(nationalWinnerProblems(saturday, withoutFour)).toEqual([
      'Enter the national winners of division 4.',
    ]);
    expect(nationalWinnerProblems(saturday, {})).toHaveLength(6);
    expect(nationalWinnerProblems(saturday, { ...saturdayCounts, '7': 1 })).toEqual([
      'There is no division 7.',
    ]);
  });

  it('refuses counts that are negative or not whole', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(nationalWinnerProblems(saturday, { ...saturdayCounts, '2': bad })).toEqual([
        'The national winners of division 2 must be a whole number of 0 or more.',
      ]);
  });

  it('refuses counts for Fairdraw’s own lotteries, whose winners are all Fairdraw’s', () => {
    expect(nationalWinnerProblems(superJackpot, null)).toEqual([]);
    expect(nationalWinnerProblems(superJackpot, {})).toEqual([]);
    expect(nationalWinnerProblems(superJackpot, { '1': 1 })).toEqual([
      'Every winner of this lottery is a Fairdraw entry; it takes no national winner counts.',
    ]);
  });
});

describe('demoNationalWinners', () => {
  it.each([...OFFICIAL_DIVIDEND_LOTTERIES])('gives %s a valid count for every division', (key) => {
    const table = divisionTable(key);
    for (const seed of [1, 2, 3, 4, 5]) {
      const counts = demoNationalWinners(table, seededRandom(seed))!;
      expect(nationalWinnerProblems(table, counts)).toEqual([]);
      const top = counts['1']!;
      const bottom = counts[String(table.divisions.length)]!;
      // The top division is won by a handful at most; the lowest by many more.
      expect(top).toBeLessThanOrEqual(12);
      expect(bottom).toBeGreaterThan(Math.max(100, top * 100));
    }
  });

  it('is the same for the same random source, so a draw keeps its counts', () => {
    const table = divisionTable('powerball');
    expect(demoNationalWinners(table, seededRandom(42))).toEqual(
      demoNationalWinners(table, seededRandom(42)),
    );
    expect(demoNationalWinners(table, seededRandom(42))).not.toEqual(
      demoNationalWinners(table, seededRandom(43)),
    );
  });

  it('follows each division’s odds: the average over many draws is near the expected count', () => {
    const table = divisionTable('saturday_lotto');
    const random = seededRandom(9);
    const draws = 400;
    const sums = new Map<string, number>();
    for (let i = 0; i < draws; i++)
      for (const [division, count] of Object.entries(demoNationalWinners(table, random)!))
        sums.set(division, (sums.get(division) ?? 0) + count);
    for (const { division, oneIn } of divisionOdds(table).divisions) {
      const expected = 25_000_000 / oneIn;
      const average = sums.get(String(division))! / draws;
      // Well within five standard errors of a Poisson mean.
      expect(Math.abs(average - expected), `division ${division}`).toBeLessThan(
        5 * Math.sqrt(expected / draws) + 0.01,
      );
    }
    // Division 1 of Saturday Lotto: about three winners a draw, as in real draws.
    expect(sums.get('1')! / draws).toBeGreaterThan(2);
    expect(sums.get('1')! / draws).toBeLessThan(4.5);
  });

  it('gives nothing for Fairdraw’s own lotteries', () => {
    expect(demoNationalWinners(superJackpot, seededRandom(1))).toBeNull();
  });
});
