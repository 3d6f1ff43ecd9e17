import { describe, expect, it } from 'vitest';
import { addNumber, moveNumber, pickFavourite, removeNumber, swapInFavourite, toggleNumber } from './editing';
import type { EditResult } from './editing';
import type { Game, Slot } from './model';
import { lottoWithFavourites, tinyOffer } from './test-fixtures';

/** A tiny game (Numbers 3 of 1–5, Bonus 2 of 1–4) from its slots. */
function tiny(numbers: Slot[], bonus: Slot[]): Game {
  return {
    sets: [
      { key: 'numbers', numbers },
      { key: 'bonus', numbers: bonus },
    ],
  };
}

function lotto(numbers: Slot[], favourites: Slot[]): Game {
  return {
    sets: [
      { key: 'numbers', numbers },
      { key: 'favourites', numbers: favourites },
    ],
  };
}

function gameOf(result: EditResult): Game {
  if (!result.ok) throw new Error(`Refused: ${result.reason}`);
  return result.game;
}

describe('addNumber', () => {
  it.each<[string, Game, string, number, Game]>([
    [
      'fills the first empty slot',
      tiny([null, null, null], [null, null]),
      'numbers',
      4,
      tiny([4, null, null], [null, null]),
    ],
    [
      'fills a gap before later numbers',
      tiny([1, null, 3], [null, null]),
      'numbers',
      5,
      tiny([1, 5, 3], [null, null]),
    ],
    [
      'adds to the named set only',
      tiny([1, null, null], [null, null]),
      'bonus',
      1,
      tiny([1, null, null], [1, null]),
    ],
  ])('%s', (_, game, setKey, n, expected) => {
    expect(addNumber(game, setKey, n, tinyOffer)).toEqual({ ok: true, game: expected });
  });

  it.each<[string, Game, string, number, string]>([
    ['a full set', tiny([1, 2, 3], [null, null]), 'numbers', 4, 'set_full'],
    ['a number below the set', tiny([null, null, null], [null, null]), 'numbers', 0, 'out_of_range'],
    ['a number above the set', tiny([null, null, null], [null, null]), 'bonus', 5, 'out_of_range'],
    ['a fraction', tiny([null, null, null], [null, null]), 'numbers', 2.5, 'out_of_range'],
    ['a number already in the set', tiny([2, null, null], [null, null]), 'numbers', 2, 'duplicate'],
    ['a set the game does not have', tiny([null, null, null], [null, null]), 'powerball', 1, 'unknown_set'],
  ])('refuses %s', (_, game, setKey, n, reason) => {
    expect(addNumber(game, setKey, n, tinyOffer)).toEqual({ ok: false, reason });
  });

  it('never changes the game it was given', () => {
    const game = tiny([null, null, null], [null, null]);
    addNumber(game, 'numbers', 1, tinyOffer);
    expect(game).toEqual(tiny([null, null, null], [null, null]));
  });
});

describe('removeNumber', () => {
  it('empties that slot without shifting the others', () => {
    expect(removeNumber(tiny([1, 2, 3], [4, null]), 'numbers', 1)).toEqual(tiny([1, null, 3], [4, null]));
  });

  it.each([
    ['numbers', 3],
    ['numbers', -1],
    ['numbers', 0.5],
    ['powerball', 0],
  ])('leaves the game as it was for a slot that does not exist (%s %s)', (setKey, index) => {
    const game = tiny([1, 2, 3], [4, null]);
    expect(removeNumber(game, setKey, index)).toBe(game);
  });
});

describe('toggleNumber', () => {
  it('removes a number that is there and adds one that is not', () => {
    const game = tiny([1, 2, 3], [null, null]);
    expect(gameOf(toggleNumber(game, 'numbers', 2, tinyOffer))).toEqual(tiny([1, null, 3], [null, null]));
    expect(gameOf(toggleNumber(tiny([1, null, 3], [null, null]), 'numbers', 5, tinyOffer))).toEqual(
      tiny([1, 5, 3], [null, null]),
    );
  });

  it('refuses a new number when the set is full', () => {
    expect(toggleNumber(tiny([1, 2, 3], [null, null]), 'numbers', 4, tinyOffer)).toEqual({
      ok: false,
      reason: 'set_full',
    });
  });
});

describe('moveNumber', () => {
  const at = (setKey: string, index: number) => ({ setKey, index });

  it.each<[string, Game, [string, number], [string, number], Game]>([
    [
      'moves into an empty slot of the same set',
      tiny([1, null, 3], [null, null]),
      ['numbers', 0],
      ['numbers', 1],
      tiny([null, 1, 3], [null, null]),
    ],
    [
      'swaps within a set',
      tiny([1, 2, 3], [null, null]),
      ['numbers', 0],
      ['numbers', 2],
      tiny([3, 2, 1], [null, null]),
    ],
    [
      'moves across sets',
      tiny([1, 2, 3], [null, null]),
      ['numbers', 1],
      ['bonus', 1],
      tiny([1, null, 3], [null, 2]),
    ],
    [
      'swaps across sets when the target is filled',
      tiny([1, 2, 3], [4, null]),
      ['numbers', 0],
      ['bonus', 0],
      tiny([4, 2, 3], [1, null]),
    ],
    [
      'does nothing when from and to are the same slot',
      tiny([1, 2, 3], [4, null]),
      ['numbers', 1],
      ['numbers', 1],
      tiny([1, 2, 3], [4, null]),
    ],
  ])('%s', (_, game, from, to, expected) => {
    expect(moveNumber(game, at(...from), at(...to), tinyOffer)).toEqual({ ok: true, game: expected });
  });

  it.each<[string, Game, [string, number], [string, number], string]>([
    [
      'a number outside the target set',
      tiny([5, null, null], [null, null]),
      ['numbers', 0],
      ['bonus', 0],
      'out_of_range',
    ],
    [
      'a number already in the target set',
      tiny([2, null, null], [2, null]),
      ['numbers', 0],
      ['bonus', 1],
      'duplicate',
    ],
    [
      'a swap whose displaced number is already in the source set',
      tiny([1, 2, null], [2, null]),
      ['numbers', 0],
      ['bonus', 0],
      'duplicate',
    ],
    ['an empty source slot', tiny([null, 2, 3], [null, null]), ['numbers', 0], ['bonus', 0], 'empty_slot'],
    ['a slot past the end', tiny([1, 2, 3], [null, null]), ['numbers', 0], ['bonus', 2], 'bad_slot'],
    ['an unknown set', tiny([1, 2, 3], [null, null]), ['numbers', 0], ['supplementary', 0], 'unknown_set'],
  ])('refuses %s', (_, game, from, to, reason) => {
    expect(moveNumber(game, at(...from), at(...to), tinyOffer)).toEqual({ ok: false, reason });
  });

  it('refuses a swap whose displaced number is outside the source set', () => {
    // Bonus is 1–4 and Numbers 1–5, so 5 cannot go into Bonus even as half of a swap.
    const game = tiny([5, null, null], [1, null]);
    expect(moveNumber(game, at('bonus', 0), at('numbers', 0), tinyOffer)).toEqual({
      ok: false,
      reason: 'out_of_range',
    });
  });
});

describe('favourites', () => {
  it('picking a favourite moves it out of Favourites into the first empty slot of Numbers', () => {
    const game = lotto([9, null, null, null, null, null], [7, 12, 30, null, null, null]);
    expect(gameOf(pickFavourite(game, 1, lottoWithFavourites))).toEqual(
      lotto([9, 12, null, null, null, null], [7, null, 30, null, null, null]),
    );
  });

  it.each<[string, Game, number, string]>([
    ['Numbers is full', lotto([1, 2, 3, 4, 5, 6], [7, null, null, null, null, null]), 0, 'set_full'],
    [
      'the favourite slot is empty',
      lotto([1, null, null, null, null, null], [7, null, null, null, null, null]),
      1,
      'empty_slot',
    ],
    [
      'the favourite is already picked',
      lotto([7, null, null, null, null, null], [7, null, null, null, null, null]),
      0,
      'duplicate',
    ],
  ])('refuses to pick a favourite when %s', (_, game, index, reason) => {
    expect(pickFavourite(game, index, lottoWithFavourites)).toEqual({ ok: false, reason });
  });

  it('refuses to pick a favourite when the game has no Numbers set', () => {
    expect(pickFavourite({ sets: [] }, 0, lottoWithFavourites)).toEqual({ ok: false, reason: 'unknown_set' });
  });

  it('swapping in a favourite puts the chosen number back in Favourites', () => {
    const game = lotto([1, 2, 3, 4, 5, 6], [7, 12, null, null, null, null]);
    expect(gameOf(swapInFavourite(game, 1, 'numbers', 3, lottoWithFavourites))).toEqual(
      lotto([1, 2, 3, 12, 5, 6], [7, 4, null, null, null, null]),
    );
  });

  it('swapping a favourite into an empty slot just moves it', () => {
    const game = lotto([1, null, 3, null, null, null], [7, null, null, null, null, null]);
    expect(gameOf(swapInFavourite(game, 0, 'numbers', 4, lottoWithFavourites))).toEqual(
      lotto([1, null, 3, null, 7, null], [null, null, null, null, null, null]),
    );
  });

  it('refuses to swap in a favourite already among the numbers', () => {
    const game = lotto([1, 2, 3, 4, 5, 7], [7, null, null, null, null, null]);
    expect(swapInFavourite(game, 0, 'numbers', 0, lottoWithFavourites)).toEqual({
      ok: false,
      reason: 'duplicate',
    });
  });
});
