import { describe, expect, it } from 'vitest';
import { BONUS_SHIFT, GAME_WORDS, encodeGames, popcount32, scoreBatch } from './bitset-score';
import { DIVISION_TABLES, divisionTable } from './divisions';
import { scoreGame } from './score';
import type { DrawResult, ScorableGame } from './score';
import { gameOf, randomGame, randomResult, seededRandom } from './test-draws';

describe('popcount32', () => {
  it('counts the bits of any 32-bit word', () => {
    const naive = (word: number) => word.toString(2).split('1').length - 1;
    const random = seededRandom(7);
    const words = [0, 1, 0x80000000, 0xffffffff, 0x55555555, 0xaaaaaaaa, 0x0f0f0f0f];
    for (let i = 0; i < 2_000; i += 1) words.push(Math.floor(random() * 2 ** 32));
    for (const word of words) expect(popcount32(word)).toBe(naive(word >>> 0));
  });
});

describe('encodeGames', () => {
  it('packs numbers 1–32 into word 0, 33–58 into word 1 and the bonus ball above them', () => {
    const table = divisionTable('powerball');
    const encoded = encodeGames(table, [gameOf(table, [1, 2, 32, 33, 34, 35, 10], 20)]);
    expect(encoded).toHaveLength(GAME_WORDS);
    expect(encoded[0]).toBe((1 | 2 | (1 << 9) | (2 ** 31)) >>> 0);
    expect(encoded[1]).toBe((1 | 2 | 4 | (20 << BONUS_SHIFT)) >>> 0);
  });

  it('packs Lotto Strike picks in order, six bits each', () => {
    const table = divisionTable('lotto_strike');
    const encoded = encodeGames(table, [gameOf(table, [45, 1, 20, 7])]);
    expect(Array.from(encoded)).toEqual([45 | (1 << 6) | (20 << 12) | (7 << 18), 0]);
  });

  it('refuses games that do not fit the lottery', () => {
    const table = divisionTable('saturday_lotto');
    expect(() => encodeGames(table, [gameOf(table, [1, 2, 3, 4, 5])])).toThrow(RangeError);
    expect(() => encodeGames(table, [gameOf(table, [1, 2, 3, 4, 5, 46])])).toThrow(RangeError);
  });
});

describe('scoreBatch', () => {
  // The property the fast scorer rests on: for every seeded lottery, thousands of random games get the
  // same division from the bitsets as from the plain scorer. Games lean towards wins so every division
  // (and the edges next to it) comes up, not only "no win".
  it.each(Object.keys(DIVISION_TABLES))('%s: agrees with scoreGame on 6,000 random games', (lotteryKey) => {
    const table = divisionTable(lotteryKey);
    const random = seededRandom(lotteryKey.length * 7919);
    const seen = new Set<number>();
    for (let draw = 0; draw < 12; draw += 1) {
      const result = randomResult(table, random);
      const games: ScorableGame[] = Array.from({ length: 500 }, () => randomGame(table, result, random));
      const fast = scoreBatch(table, encodeGames(table, games), result);
      expect(fast).toHaveLength(games.length);
      games.forEach((game, index) => {
        const expected = scoreGame(game, result, table) ?? 0;
        if (fast[index] !== expected) {
          throw new Error(
            `${JSON.stringify(game)} in ${JSON.stringify(result)}: ${fast[index]} ≠ ${expected}`,
          );
        }
        seen.add(expected);
      });
    }
    // Every division and "no win" came up, so the agreement covers them all.
    expect([...seen].sort((a, b) => a - b)).toEqual([
      0,
      ...table.divisions.map((division) => division.number),
    ]);
  });

  it('scores an empty batch and refuses a bad result or a torn batch', () => {
    const table = divisionTable('powerball');
    const result: DrawResult = {
      winning: { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [3] },
      supplementary: [],
    };
    expect(scoreBatch(table, new Uint32Array(0), result)).toHaveLength(0);
    expect(() => scoreBatch(table, new Uint32Array(3), result)).toThrow(RangeError);
    expect(() =>
      scoreBatch(table, new Uint32Array(2), {
        winning: { numbers: [1, 2, 3, 4, 5, 6, 7] },
        supplementary: [],
      }),
    ).toThrow(RangeError);
  });
});
