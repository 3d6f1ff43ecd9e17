import { describe, expect, it } from 'vitest';
import { divisionTable, MAIN_SET_KEY } from './divisions';
import { arrangements, choose, entryGameCount, scoreEntry } from './entry-score';
import type { EntryPlay } from './entry-score';
import { scoreGame } from './score';
import type { DrawResult, ScorableGame } from './score';
import { pick, seededRandom } from './test-draws';

const entry = (numbers: number[], powerballs?: number[]): ScorableGame => ({
  sets: [{ key: MAIN_SET_KEY, numbers }, ...(powerballs ? [{ key: 'powerball', numbers: powerballs }] : [])],
});
const straight: EntryPlay = { boxed: false };

/** Every game an entry stands for, listed one by one: the slow way the counts must agree with. */
function expand(
  table: ReturnType<typeof divisionTable>,
  game: ScorableGame,
  play: EntryPlay,
): ScorableGame[] {
  const main = game.sets.find((set) => set.key === MAIN_SET_KEY)!.numbers;
  const balls = table.matrix.bonus ? game.sets.find((set) => set.key === 'powerball')!.numbers : [null];
  const pickK = (from: readonly number[], k: number, ordered: boolean): number[][] => {
    if (k === 0) return [[]];
    return from.flatMap((n, i) =>
      pickK(ordered ? [...from.slice(0, i), ...from.slice(i + 1)] : from.slice(i + 1), k - 1, ordered).map(
        (rest) => [n, ...rest],
      ),
    );
  };
  const lines =
    table.matrix.inOrder && !play.boxed ? [[...main]] : pickK(main, table.matrix.count, play.boxed);
  return lines.flatMap((numbers) =>
    balls.map((ball) => ({
      sets: [
        { key: MAIN_SET_KEY, numbers },
        ...(ball === null ? [] : [{ key: 'powerball', numbers: [ball] }]),
      ],
    })),
  );
}

function bruteForce(lotteryKey: string, game: ScorableGame, result: DrawResult, play: EntryPlay) {
  const table = divisionTable(lotteryKey);
  const wins = new Map<number, number>();
  for (const line of expand(table, game, play)) {
    const division = scoreGame(line, result, table);
    if (division !== null) wins.set(division, (wins.get(division) ?? 0) + 1);
  }
  return [...wins].sort(([a], [b]) => a - b).map(([division, games]) => ({ division, games }));
}

describe('choose and arrangements', () => {
  it('count combinations and orderings exactly', () => {
    expect(choose(8, 6)).toBe(28);
    expect(choose(20, 7)).toBe(77_520);
    expect(choose(45, 6)).toBe(8_145_060);
    expect(choose(5, 6)).toBe(0);
    expect(arrangements(4, 4)).toBe(24);
    expect(arrangements(5, 4)).toBe(120);
  });
});

// Division counts worked out by hand (docs/decisions/0047 shows the working).
describe('scoreEntry: known entries against known draws', () => {
  it('Saturday Lotto System 8 holding all six winning numbers and a supplementary', () => {
    const result: DrawResult = { winning: { numbers: [1, 2, 3, 4, 5, 6] }, supplementary: [7, 8] };
    const table = divisionTable('saturday_lotto');
    const system8 = entry([1, 2, 3, 4, 5, 6, 7, 9]);
    expect(entryGameCount(table, system8, straight)).toBe(28);
    expect(scoreEntry(table, system8, result)).toEqual([
      { division: 1, games: 1 },
      { division: 2, games: 6 },
      { division: 3, games: 6 },
      { division: 4, games: 15 },
    ]);
  });

  it('Oz Lotto System 9 with seven winning numbers and two supplementaries', () => {
    const result: DrawResult = { winning: { numbers: [1, 2, 3, 4, 5, 6, 7] }, supplementary: [8, 9, 10] };
    expect(scoreEntry(divisionTable('oz_lotto'), entry([1, 2, 3, 4, 5, 6, 7, 8, 9]), result)).toEqual([
      { division: 1, games: 1 },
      { division: 2, games: 14 },
      { division: 4, games: 21 },
    ]);
  });

  it('Powerball PowerHit: all 20 Powerballs, so one game has it', () => {
    const result: DrawResult = {
      winning: { numbers: [1, 2, 3, 4, 5, 10, 11], powerball: [7] },
      supplementary: [],
    };
    const table = divisionTable('powerball');
    const powerHit = entry(
      [1, 2, 3, 4, 5, 6, 8],
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(entryGameCount(table, powerHit, straight)).toBe(20);
    // 5 + the Powerball is Division 5; the other 19 games have 5 numbers, Division 7.
    expect(scoreEntry(table, powerHit, result)).toEqual([
      { division: 5, games: 1 },
      { division: 7, games: 19 },
    ]);
  });

  it('Powerball System 8 with the Powerball drawn', () => {
    const result: DrawResult = {
      winning: { numbers: [1, 2, 3, 4, 5, 6, 20], powerball: [3] },
      supplementary: [],
    };
    expect(scoreEntry(divisionTable('powerball'), entry([1, 2, 3, 4, 5, 6, 7, 8], [3]), result)).toEqual([
      { division: 3, games: 2 },
      { division: 5, games: 6 },
    ]);
  });

  it('Powerball PowerPik: three Powerballs, one of them drawn', () => {
    const result: DrawResult = {
      winning: { numbers: [1, 2, 3, 4, 30, 31, 32], powerball: [12] },
      supplementary: [],
    };
    // 4 + the Powerball is Division 6; 4 without it wins nothing.
    expect(scoreEntry(divisionTable('powerball'), entry([1, 2, 3, 4, 5, 6, 7], [3, 9, 12]), result)).toEqual([
      { division: 6, games: 1 },
    ]);
  });

  it('Powerball PowerPik System 8 with two Powerballs, one of them drawn', () => {
    const result: DrawResult = {
      winning: { numbers: [1, 2, 3, 4, 5, 6, 20], powerball: [9] },
      supplementary: [],
    };
    const table = divisionTable('powerball');
    const entry8 = entry([1, 2, 3, 4, 5, 6, 7, 8], [3, 9]);
    expect(entryGameCount(table, entry8, straight)).toBe(16);
    // 2 lines hold six winning numbers and 6 lines five; each line plays with Powerball 9 (drawn) and 3.
    expect(scoreEntry(table, entry8, result)).toEqual([
      { division: 3, games: 2 },
      { division: 4, games: 2 },
      { division: 5, games: 6 },
      { division: 7, games: 6 },
    ]);
  });

  it('Lotto Strike boxed: the four numbers drawn in another order win in every order that matches', () => {
    const result: DrawResult = { winning: { numbers: [1, 2, 3, 4] }, supplementary: [] };
    const table = divisionTable('lotto_strike');
    const boxed = entry([4, 3, 2, 1]);
    expect(entryGameCount(table, boxed, { boxed: true })).toBe(24);
    // Of the 24 orders: 1 has all four in place, 6 have two, 8 have one, 9 have none.
    expect(scoreEntry(table, boxed, result, { boxed: true })).toEqual([
      { division: 1, games: 1 },
      { division: 3, games: 6 },
      { division: 4, games: 8 },
    ]);
    // Played as picked, the same numbers match no position.
    expect(scoreEntry(table, boxed, result, straight)).toEqual([]);
  });

  it('refuses an entry that does not fit the lottery', () => {
    const table = divisionTable('saturday_lotto');
    const result: DrawResult = { winning: { numbers: [1, 2, 3, 4, 5, 6] }, supplementary: [7, 8] };
    expect(() => scoreEntry(table, entry([1, 2, 3, 4, 5]), result)).toThrow(RangeError);
    expect(() => scoreEntry(table, entry([1, 1, 2, 3, 4, 5, 6]), result)).toThrow(RangeError);
    expect(() => scoreEntry(table, entry([1, 2, 3, 4, 5, 6]), result, { boxed: true })).toThrow(RangeError);
    expect(() => scoreEntry(divisionTable('powerball'), entry([1, 2, 3, 4, 5, 6, 7], []), result)).toThrow(
      RangeError,
    );
  });
});

describe('scoreEntry agrees with scoring every game one by one', () => {
  const random = seededRandom(47);
  const cases: Array<[string, number, number, EntryPlay]> = [
    ['saturday_lotto', 9, 1, straight],
    ['monday_wednesday_lotto', 10, 1, straight],
    ['oz_lotto', 9, 1, straight],
    ['set_for_life2020', 9, 1, straight],
    ['powerball', 9, 4, straight],
    ['powerball', 7, 20, straight],
    ['lotto_strike', 5, 1, { boxed: true }],
  ];
  for (const [lotteryKey, picks, balls, play] of cases) {
    it(`${lotteryKey}: ${picks} numbers, ${balls} bonus balls${play.boxed ? ', boxed' : ''}`, () => {
      const table = divisionTable(lotteryKey);
      const { matrix } = table;
      for (let round = 0; round < 25; round++) {
        // Results and entries drawn close together so that high divisions come up often.
        const winning = pick(random, matrix.count, Math.min(matrix.max, picks + 4));
        const supplementary = pick(random, matrix.supplementaryCount, matrix.max, winning);
        const result: DrawResult = {
          winning: {
            [MAIN_SET_KEY]: winning,
            ...(matrix.bonus ? { powerball: pick(random, 1, matrix.bonus.max) } : {}),
          },
          supplementary,
        };
        const game = entry(
          pick(random, picks, Math.min(matrix.max, picks + 6)),
          matrix.bonus ? pick(random, balls, matrix.bonus.max) : undefined,
        );
        expect(scoreEntry(table, game, result, play)).toEqual(bruteForce(lotteryKey, game, result, play));
      }
    });
  }
});
