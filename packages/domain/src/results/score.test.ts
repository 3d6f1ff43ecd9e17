import { describe, expect, it } from 'vitest';
import { divisionTable } from './divisions';
import { countMatches, divisionForMatches, drawResultProblems, scoreGame } from './score';
import type { DrawResult } from './score';
import { gameOf, gameShaped, seededRandom } from './test-draws';

type Shape = { main: number; supplementary?: number; bonus?: boolean };
/** [what the game matches, the division the real rules give it or null]. */
type Case = [Shape, number | null];

const m = (main: number, supplementary = 0, bonus = false): Shape => ({ main, supplementary, bonus });

// Results with the winning numbers first, then the supplementaries, as drawn.
const lotto645: DrawResult = { winning: { numbers: [1, 2, 3, 4, 5, 6] }, supplementary: [7, 8] };
const oz: DrawResult = { winning: { numbers: [1, 2, 3, 4, 5, 6, 7] }, supplementary: [8, 9, 10] };
const pb: DrawResult = { winning: { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [7] }, supplementary: [] };
const sfl: DrawResult = { winning: { numbers: [11, 12, 13, 14, 15, 16, 17] }, supplementary: [43, 44] };
const superJackpot: DrawResult = { winning: { numbers: [1, 2, 3, 4, 5, 6] }, supplementary: [40] };
const mega: DrawResult = { winning: { numbers: [46, 47, 48, 49, 50], mega_ball: [12] }, supplementary: [] };
const sixOnly: DrawResult = { winning: { numbers: [33, 34, 35, 36, 37, 38] }, supplementary: [] };

// Expected divisions are the published rules (docs/decisions/0012), written out here rather than read
// from the tables, so a wrong row fails.
const cases: Record<string, { result: DrawResult; cases: Case[] }> = {
  saturday_lotto: {
    result: lotto645,
    cases: [
      [m(6), 1],
      [m(5, 1), 2],
      [m(5), 3],
      [m(4), 4],
      [m(4, 2), 4],
      [m(3, 1), 5],
      [m(3, 2), 5],
      [m(3), 6],
      // Since October 2020 "1 or 2 + both supplementaries" no longer wins on Saturdays.
      [m(2, 2), null],
      [m(1, 2), null],
      [m(2), null],
      [m(0, 2), null],
    ],
  },
  monday_wednesday_lotto: {
    result: lotto645,
    cases: [
      [m(6), 1],
      [m(5, 1), 2],
      [m(5), 3],
      [m(4), 4],
      [m(4, 1), 4],
      [m(3, 1), 5],
      [m(3, 2), 5],
      [m(3), null],
      [m(2, 2), 6],
      [m(1, 2), 6],
      [m(2, 1), null],
      [m(1, 1), null],
      [m(0, 2), null],
    ],
  },
  oz_lotto: {
    result: oz,
    cases: [
      [m(7), 1],
      [m(6, 1), 2],
      [m(6), 3],
      [m(5, 1), 4],
      [m(5, 2), 4],
      [m(5), 5],
      [m(4), 6],
      [m(4, 3), 6],
      [m(3, 1), 7],
      [m(3, 3), 7],
      [m(3), null],
      // Supplementaries never stand in for winning numbers.
      [m(2, 3), null],
    ],
  },
  powerball: {
    result: pb,
    cases: [
      [m(7, 0, true), 1],
      [m(7), 2],
      [m(6, 0, true), 3],
      [m(6), 4],
      [m(5, 0, true), 5],
      [m(4, 0, true), 6],
      [m(5), 7],
      [m(3, 0, true), 8],
      [m(2, 0, true), 9],
      [m(4), null],
      [m(3), null],
      // The Powerball alone, or with one number, wins nothing.
      [m(1, 0, true), null],
      [m(0, 0, true), null],
    ],
  },
  set_for_life2020: {
    result: sfl,
    cases: [
      [m(7), 1],
      [m(6, 1), 2],
      [m(6), 3],
      [m(5, 1), 4],
      [m(5, 2), 4],
      [m(5), 5],
      [m(4, 1), 6],
      [m(4, 2), 6],
      [m(4), 7],
      [m(3, 1), 8],
      [m(3, 2), 8],
      [m(3), null],
      [m(2, 2), null],
    ],
  },
  super_jackpot_lottery: {
    result: superJackpot,
    cases: [
      [m(6), 1],
      [m(5, 1), 2],
      [m(5), 3],
      [m(4), 4],
      [m(4, 1), 4],
      [m(3, 1), 5],
      [m(3), 6],
      [m(2, 1), null],
      [m(2), null],
    ],
  },
  mega_jackpot_lottery: {
    result: mega,
    cases: [
      [m(5, 0, true), 1],
      [m(5), 2],
      [m(4, 0, true), 3],
      [m(4), 4],
      [m(3, 0, true), 5],
      [m(3), 6],
      [m(2, 0, true), 7],
      [m(1, 0, true), 8],
      [m(0, 0, true), null],
      [m(2), null],
      [m(1), null],
    ],
  },
  make_a_smile_lottery: {
    result: sixOnly,
    cases: [
      [m(6), 1],
      [m(5), 2],
      [m(4), 3],
      [m(3), 4],
      [m(2), null],
      [m(0), null],
    ],
  },
  your_hospice_lottery: {
    result: sixOnly,
    cases: [
      [m(6), 1],
      [m(5), 2],
      [m(4), 3],
      [m(3), 4],
      [m(2), null],
    ],
  },
  one_lottery: {
    result: sixOnly,
    cases: [
      [m(6), 1],
      [m(5), 2],
      [m(4), 3],
      [m(3), 4],
      [m(2), null],
    ],
  },
};

const describeShape = ({ main, supplementary = 0, bonus = false }: Shape) =>
  `${main} winning${supplementary ? ` + ${supplementary} supp` : ''}${bonus ? ' + bonus ball' : ''}`;

describe.each(Object.entries(cases))('%s divisions', (lotteryKey, { result, cases: rows }) => {
  const table = divisionTable(lotteryKey);
  it.each(rows.map(([shape, division]) => [describeShape(shape), shape, division] as const))(
    '%s → division %s',
    (_name, shape, division) => {
      // Several random games of the same shape: which numbers they are must not matter.
      const random = seededRandom(shape.main * 100 + (shape.supplementary ?? 0) * 10 + (shape.bonus ? 1 : 0));
      for (let i = 0; i < 20; i += 1) {
        const game = gameShaped(table, result, shape, random);
        expect(scoreGame(game, result, table)).toBe(division);
      }
    },
  );
});

describe('lotto_strike', () => {
  const table = divisionTable('lotto_strike');
  const result: DrawResult = { winning: { numbers: [10, 20, 30, 40] }, supplementary: [] };
  it.each([
    [[10, 20, 30, 40], 1],
    [[10, 20, 30, 41], 2],
    // Any positions count, not only the first ones: Strike 3 odds are 1 in 21,804 only this way.
    [[41, 20, 30, 40], 2],
    [[10, 20, 40, 30], 3],
    [[10, 1, 2, 40], 3],
    [[10, 1, 2, 3], 4],
    [[1, 2, 3, 40], 4],
    // The right numbers in the wrong order win nothing.
    [[40, 30, 20, 10], null],
    [[20, 10, 40, 30], null],
    [[1, 2, 3, 4], null],
  ])('%j → division %s', (numbers, division) => {
    expect(scoreGame(gameOf(table, numbers), result, table)).toBe(division);
  });
});

describe('scoring boundaries', () => {
  it('does not count the Powerball as a main number or a main number as the Powerball', () => {
    const table = divisionTable('powerball');
    // The drawn Powerball is 7, which is also a winning main number here; playing 7 as a main number
    // counts as a main number only, and playing a winning main number as the Powerball does not match.
    const result: DrawResult = {
      winning: { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [20] },
      supplementary: [],
    };
    expect(scoreGame(gameOf(table, [1, 2, 20, 30, 31, 32, 33], 20), result, table)).toBe(9);
    expect(scoreGame(gameOf(table, [1, 2, 20, 30, 31, 32, 33], 1), result, table)).toBeNull();
    expect(countMatches(table, gameOf(table, [1, 2, 20, 30, 31, 32, 33], 20), result)).toEqual({
      main: 2,
      supplementary: 0,
      bonus: true,
    });
  });

  it('only pays the highest division a game reaches', () => {
    const table = divisionTable('saturday_lotto');
    // 5 winning + 1 supplementary also meets "5 winning" and "4 winning"; it is Division 2 only.
    expect(divisionForMatches(table, { main: 5, supplementary: 1, bonus: false })).toBe(2);
  });

  it('refuses games that are not one standard game of the lottery', () => {
    const table = divisionTable('powerball');
    const ok = gameOf(table, [1, 2, 3, 4, 5, 6, 7], 1);
    expect(() => scoreGame(ok, pb, table)).not.toThrow();
    const bad = [
      gameOf(table, [1, 2, 3, 4, 5, 6], 1),
      gameOf(table, [1, 2, 3, 4, 5, 6, 6], 1),
      gameOf(table, [1, 2, 3, 4, 5, 6, 36], 1),
      gameOf(table, [0, 2, 3, 4, 5, 6, 7], 1),
      gameOf(table, [1, 2, 3, 4, 5, 6, 7], 21),
      { sets: [{ key: 'numbers', numbers: [1, 2, 3, 4, 5, 6, 7] }] },
      { sets: [...ok.sets, { key: 'favourites', numbers: [1] }] },
      { sets: [...ok.sets, ...ok.sets] },
    ];
    for (const game of bad) expect(() => scoreGame(game, pb, table)).toThrow(RangeError);
  });

  it('names every problem with a result', () => {
    expect(drawResultProblems(divisionTable('saturday_lotto'), lotto645)).toEqual([]);
    expect(drawResultProblems(divisionTable('powerball'), pb)).toEqual([]);
    const problems = (key: string, result: DrawResult) => drawResultProblems(divisionTable(key), result);
    expect(
      problems('saturday_lotto', { winning: { numbers: [1, 2, 3, 4, 5] }, supplementary: [7, 8] }),
    ).toHaveLength(1);
    expect(
      problems('saturday_lotto', { winning: { numbers: [1, 2, 3, 4, 5, 6] }, supplementary: [7] }),
    ).toHaveLength(1);
    expect(
      problems('saturday_lotto', { winning: { numbers: [1, 2, 3, 4, 5, 6] }, supplementary: [6, 8] }),
    ).toEqual(['A supplementary cannot also be a winning number: they come from the same barrel.']);
    expect(
      problems('powerball', { winning: { numbers: [1, 2, 3, 4, 5, 6, 7] }, supplementary: [] }),
    ).toHaveLength(1);
    expect(
      problems('powerball', {
        winning: { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [21] },
        supplementary: [],
      }),
    ).toHaveLength(1);
    expect(
      problems('powerball', {
        winning: { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [3] },
        supplementary: [8],
      }),
    ).toEqual(['powerball draws no supplementaries.']);
    expect(
      problems('one_lottery', { winning: { numbers: [1, 2, 3, 4, 5, 46] }, supplementary: [] }),
    ).toHaveLength(1);
    expect(
      problems('one_lottery', { winning: { numbers: [1, 2, 3, 4, 5, 6], bonus: [1] }, supplementary: [] }),
    ).toHaveLength(1);
    expect(() =>
      scoreGame(
        gameOf(divisionTable('saturday_lotto'), [1, 2, 3, 4, 5, 6]),
        { winning: {}, supplementary: [] },
        divisionTable('saturday_lotto'),
      ),
    ).toThrow(RangeError);
  });
});
