import { describe, expect, it } from 'vitest';
import { DIVISION_TABLES, divisionTable } from './divisions';
import { countMarked, matchGameNumbers } from './matches';
import { countMatches } from './score';
import type { DrawResult, ScorableGame } from './score';
import { randomGame, randomResult, seededRandom } from './test-draws';

const game = (sets: Record<string, number[]>): ScorableGame => ({
  sets: Object.entries(sets).map(([key, numbers]) => ({ key, numbers })),
});
/** The marks of one set as text: 12✓ matched, 12+ supplementary, 12 neither. */
const marks = (sets: ReturnType<typeof matchGameNumbers>, key = 'numbers') =>
  sets
    .find((set) => set.key === key)!
    .numbers.map((n) => `${n.number}${n.matched ? '✓' : n.supplementary ? '+' : ''}`)
    .join(' ');

const oz: DrawResult = { winning: { numbers: [1, 2, 3, 4, 5, 6, 7] }, supplementary: [8, 9, 10] };
const pb: DrawResult = { winning: { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [7] }, supplementary: [] };
const strike: DrawResult = { winning: { numbers: [10, 20, 30, 40] }, supplementary: [] };

describe('which numbers of a game matched', () => {
  const cases: Array<[string, string, DrawResult, Record<string, number[]>, Record<string, string>]> = [
    [
      'all seven winning numbers',
      'oz_lotto',
      oz,
      { numbers: [7, 6, 5, 4, 3, 2, 1] },
      { numbers: '7✓ 6✓ 5✓ 4✓ 3✓ 2✓ 1✓' },
    ],
    [
      'nothing',
      'oz_lotto',
      oz,
      { numbers: [20, 21, 22, 23, 24, 25, 26] },
      { numbers: '20 21 22 23 24 25 26' },
    ],
    [
      'winning numbers and supplementaries apart',
      'oz_lotto',
      oz,
      { numbers: [1, 8, 2, 9, 30, 31, 32] },
      { numbers: '1✓ 8+ 2✓ 9+ 30 31 32' },
    ],
    [
      'the powerball on its own',
      'powerball',
      pb,
      { numbers: [20, 21, 22, 23, 24, 25, 26], powerball: [7] },
      { numbers: '20 21 22 23 24 25 26', powerball: '7✓' },
    ],
    [
      'a main number equal to the powerball is not the powerball',
      'powerball',
      pb,
      { numbers: [7, 21, 22, 23, 24, 25, 26], powerball: [8] },
      { numbers: '7✓ 21 22 23 24 25 26', powerball: '8' },
    ],
    [
      'in-order games match a number only in its own position',
      'lotto_strike',
      strike,
      { numbers: [10, 30, 20, 40] },
      { numbers: '10✓ 30 20 40✓' },
    ],
  ];
  it.each(cases)('%s', (_name, lottery, result, picked, expected) => {
    const sets = matchGameNumbers(divisionTable(lottery), game(picked), result);
    for (const [key, text] of Object.entries(expected)) expect(marks(sets, key)).toBe(text);
  });

  it('keeps the order the numbers were picked in and leaves sets the draw does not draw unmarked', () => {
    const sets = matchGameNumbers(
      divisionTable('oz_lotto'),
      game({ numbers: [3, 1, 2, 40, 41, 42, 43], favourites: [1] }),
      oz,
    );
    expect(sets.map((set) => set.key)).toEqual(['numbers', 'favourites']);
    expect(marks(sets, 'favourites')).toBe('1');
  });

  it('agrees with the scorer’s counts for every lottery', () => {
    const random = seededRandom(17);
    for (const table of Object.values(DIVISION_TABLES)) {
      for (let i = 0; i < 200; i += 1) {
        const result = randomResult(table, random);
        const played = randomGame(table, result, random);
        expect(countMarked(table, matchGameNumbers(table, played, result))).toEqual(
          countMatches(table, played, result),
        );
      }
    }
  });
});
