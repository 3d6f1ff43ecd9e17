import { describe, expect, it } from 'vitest';
import { gameGap, gamesToBuy, isGameComplete, isPowerballStyle, unfinishedGames } from './completeness';
import type { Game, Slot } from './model';
import { gameOffer, lottoWithFavourites, numberSet, powerballOffer, tinyOffer } from './test-fixtures';

const tiny = (numbers: Slot[], bonus: Slot[]): Game => ({
  sets: [
    { key: 'numbers', numbers },
    { key: 'bonus', numbers: bonus },
  ],
});

/** Powerball-style with a two-slot Powerball set (PowerPik): each Powerball is a game, so both are needed. */
const twoPowerballs = gameOffer('powerball_pair', [
  numberSet('numbers', 'Numbers', 3, 10),
  numberSet('powerball', 'Powerball', 2, 20),
]);
const pb = (numbers: Slot[], powerball: Slot[]): Game => ({
  sets: [
    { key: 'numbers', numbers },
    { key: 'powerball', numbers: powerball },
  ],
});

describe('isGameComplete', () => {
  it.each<[string, Game, boolean]>([
    ['every set full', tiny([1, 2, 3], [1, 4]), true],
    ['numbers in any order', tiny([5, 1, 3], [4, 2]), true],
    ['an empty slot in Numbers', tiny([1, null, 3], [1, 4]), false],
    ['an empty slot in another set', tiny([1, 2, 3], [1, null]), false],
    ['a set with too few slots', tiny([1, 2], [1, 4]), false],
    ['a set with too many slots', tiny([1, 2, 3, 4], [1, 4]), false],
    ['a missing set', { sets: [{ key: 'numbers', numbers: [1, 2, 3] }] }, false],
    [
      'a set the offer does not have',
      { sets: [...tiny([1, 2, 3], [1, 4]).sets, { key: 'extra', numbers: [1] }] },
      false,
    ],
    ['a number out of bounds', tiny([1, 2, 6], [1, 4]), false],
    ['a repeated number', tiny([1, 1, 3], [1, 4]), false],
    [
      'a set entered twice',
      { sets: [...tiny([1, 2, 3], [1, 4]).sets, { key: 'bonus', numbers: [2, 3] }] },
      false,
    ],
    ['a fraction', tiny([1, 2.5, 3], [1, 4]), false],
  ])('%s → %s', (_, game, expected) => {
    expect(isGameComplete(game, tinyOffer)).toBe(expected);
  });

  it.each<[string, Game, boolean]>([
    ['Numbers full and both Powerballs', pb([1, 2, 3], [4, 5]), true],
    ['Numbers full and one of the two Powerballs', pb([1, 2, 3], [4, null]), false],
    ['Numbers full and no Powerball', pb([1, 2, 3], [null, null]), false],
    ['Numbers not full', pb([1, 2, null], [4, 5]), false],
    ['a Powerball out of bounds', pb([1, 2, 3], [21, null]), false],
  ])('Powerball-style: %s → %s', (_, game, expected) => {
    expect(isGameComplete(game, twoPowerballs)).toBe(expected);
  });

  it('does not count the Favourites pool, full or empty', () => {
    const game = (favourites: Slot[]): Game => ({
      sets: [
        { key: 'numbers', numbers: [1, 2, 3, 4, 5, 6] },
        { key: 'favourites', numbers: favourites },
      ],
    });
    expect(isGameComplete(game([null, null, null, null, null, null]), lottoWithFavourites)).toBe(true);
    expect(isGameComplete(game([7, null, 9, null, null, null]), lottoWithFavourites)).toBe(true);
    expect(
      isGameComplete({ sets: [{ key: 'numbers', numbers: [1, 2, 3, 4, 5, 6] }] }, lottoWithFavourites),
    ).toBe(true);
  });
});

describe('gameGap', () => {
  it('names the first set a game does not fill, or the set the offer does not have', () => {
    expect(gameGap(tiny([1, 2, 3], [1, 4]), tinyOffer)).toBeNull();
    expect(gameGap(tiny([1, 2, 3], [1, null]), tinyOffer)).toEqual({
      set: expect.objectContaining({ key: 'bonus' }),
    });
    expect(gameGap(tiny([1, 9, 3], [1, null]), tinyOffer)).toEqual({
      set: expect.objectContaining({ key: 'numbers' }),
    });
    expect(gameGap({ sets: [{ key: 'extra', numbers: [1] }] }, tinyOffer)).toEqual({
      unknownSetKey: 'extra',
    });
  });
});

describe('isPowerballStyle', () => {
  it.each([
    ['a set keyed powerball', powerballOffer, true],
    [
      'a set named Powerball',
      gameOffer('x', [numberSet('numbers', 'Numbers', 6, 45), numberSet('pb', ' POWERBALL ', 1, 20)]),
      true,
    ],
    ['no Powerball set', tinyOffer, false],
  ])('is decided by %s', (_, offer, expected) => {
    expect(isPowerballStyle(offer)).toBe(expected);
  });
});

describe('gamesToBuy and unfinishedGames', () => {
  const full = tiny([1, 2, 3], [1, 4]);
  const empty = tiny([null, null, null], [null, null]);
  const half = tiny([1, null, null], [null, null]);

  it('buys the complete games only and names the half-filled ones', () => {
    const games = [empty, full, half, empty, tiny([3, 4, 5], [2, 3])];
    expect(gamesToBuy(games, tinyOffer)).toEqual([full, tiny([3, 4, 5], [2, 3])]);
    expect(unfinishedGames(games, tinyOffer)).toEqual([2]);
  });

  it('treats a game with only its Favourites pool filled as empty, not unfinished', () => {
    const pooled: Game = {
      sets: [
        { key: 'numbers', numbers: [null, null, null, null, null, null] },
        { key: 'favourites', numbers: [7, 9, null, null, null, null] },
      ],
    };
    expect(unfinishedGames([pooled], lottoWithFavourites)).toEqual([]);
    expect(gamesToBuy([pooled], lottoWithFavourites)).toEqual([]);
  });

  it('counts a Powerball-style game with Numbers but no Powerball as unfinished', () => {
    expect(unfinishedGames([pb([1, 2, 3], [null, null])], twoPowerballs)).toEqual([0]);
  });

  it('takes a game asking for more numbers than are drawn the same way (System 8 style)', () => {
    const system8 = gameOffer('system_8', [numberSet('numbers', 'Numbers', 8, 45)]);
    const picks = (numbers: Slot[]): Game => ({ sets: [{ key: 'numbers', numbers }] });
    const eight = picks([1, 2, 3, 4, 5, 6, 7, 8]);
    const six = picks([1, 2, 3, 4, 5, 6, null, null]);
    expect(gamesToBuy([eight, six], system8)).toEqual([eight]);
    expect(unfinishedGames([eight, six], system8)).toEqual([1]);
  });
});
