import { describe, expect, it } from 'vitest';
import { addGame, canAddGame, canRemoveGame, initialGameCount, removeGame } from './game-count';
import { emptyGame } from './model';
import type { Game } from './model';
import { gameOffer, lottoWithFavourites, numberSet, tinyOffer } from './test-fixtures';

const tiny = (min: number, max: number, defaultGames?: number) => ({
  ...tinyOffer,
  minGames: min,
  maxGames: max,
  defaultGames,
});
const games = (count: number): Game[] =>
  Array.from({ length: count }, (_, n) => ({
    sets: [
      { key: 'numbers', numbers: [n + 1, null, null] },
      { key: 'bonus', numbers: [null, null] },
    ],
  }));

describe('initialGameCount', () => {
  it.each<[string, number, number, number | undefined, number]>([
    ['uses the offer default', 1, 50, 12, 12],
    ['defaults to 18 when the offer names none', 1, 50, undefined, 18],
    ['raises the default to the minimum', 20, 50, 12, 20],
    ['lowers the default to the maximum', 1, 10, 18, 10],
  ])('%s', (_, min, max, defaultGames, expected) => {
    expect(initialGameCount(tiny(min, max, defaultGames))).toBe(expected);
  });
});

describe('adding and removing games', () => {
  it.each<[number, number, number, boolean, boolean]>([
    // games on the ticket, min, max, can add, can remove
    [1, 1, 50, true, false],
    [2, 1, 50, true, true],
    [50, 1, 50, false, true],
    [4, 4, 4, false, false],
    [3, 4, 50, true, false],
  ])('%i games with min %i and max %i: add %s, remove %s', (count, min, max, add, remove) => {
    expect(canAddGame(games(count), tiny(min, max))).toBe(add);
    expect(canRemoveGame(games(count), tiny(min, max))).toBe(remove);
  });

  it('adds an empty game at the end, with the favourites pool', () => {
    const offer = { ...lottoWithFavourites, minGames: 1, maxGames: 3 };
    const after = addGame([emptyGame(offer)], offer, [8, 16]);
    expect(after).toHaveLength(2);
    expect(after[1]).toEqual(emptyGame(offer, [8, 16]));
  });

  it('adds nothing at the maximum', () => {
    expect(addGame(games(2), tiny(1, 2))).toHaveLength(2);
  });

  it('removes the game asked for and keeps the others in order', () => {
    const after = removeGame(games(3), 1, tiny(1, 50));
    expect(after.map((game) => game.sets[0]?.numbers[0])).toEqual([1, 3]);
  });

  it.each([
    ['at the minimum', 2, 0],
    ['for a game that does not exist', 5, 3],
    ['for a negative index', 3, -1],
  ])('removes nothing %s', (_, min, index) => {
    expect(removeGame(games(2), index, tiny(min, 50))).toHaveLength(2);
  });

  it('works with a contract game offer', () => {
    const offer = gameOffer('g', [numberSet('numbers', 'Numbers', 6, 45)], { minGames: 2, maxGames: 2 });
    expect(initialGameCount(offer)).toBe(2);
  });
});
