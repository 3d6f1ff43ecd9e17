import { describe, expect, it } from 'vitest';
import {
  ascending,
  causeSatisfied,
  checkResult,
  emptyGame,
  filledNumbers,
  inSetRange,
  isEmptyGame,
  playSets,
  withSlot,
} from './model';
import { lottoWithFavourites, powerballOffer, tinyOffer } from './test-fixtures';

describe('emptyGame', () => {
  it('has one set per number set of the offer, each with exactly `count` empty slots', () => {
    expect(emptyGame(powerballOffer)).toEqual({
      sets: [
        { key: 'numbers', numbers: [null, null, null, null, null, null, null] },
        { key: 'powerball', numbers: [null] },
      ],
    });
  });

  it('fills the Favourites pool with the distinct favourites in bounds, up to its size', () => {
    const game = emptyGame(lottoWithFavourites, [7, 7, 0, 46, 12, 1, 45, 30, 22, 9]);
    expect(game.sets[1]).toEqual({ key: 'favourites', numbers: [7, 12, 1, 45, 30, 22] });
    expect(game.sets[0]?.numbers.every((n) => n === null)).toBe(true);
  });

  it('leaves a short Favourites pool padded with empty slots and ignores favourites without the set', () => {
    expect(emptyGame(lottoWithFavourites, [3]).sets[1]?.numbers).toEqual([3, null, null, null, null, null]);
    expect(emptyGame(powerballOffer, [3])).toEqual(emptyGame(powerballOffer));
  });
});

describe('helpers', () => {
  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [2.5, false],
    [Number.NaN, false],
  ])('inSetRange(%s) of 1–5 is %s', (n, expected) => {
    expect(inSetRange(n, { min: 1, max: 5 })).toBe(expected);
  });

  it('playSets leaves Favourites out', () => {
    expect(playSets(lottoWithFavourites).map((set) => set.key)).toEqual(['numbers']);
    expect(playSets(powerballOffer).map((set) => set.key)).toEqual(['numbers', 'powerball']);
  });

  it('isEmptyGame looks at played sets only', () => {
    expect(isEmptyGame(emptyGame(lottoWithFavourites, [1, 2, 3]))).toBe(true);
    const game = withSlot(emptyGame(tinyOffer), { setKey: 'bonus', index: 1 }, 2);
    expect(isEmptyGame(game)).toBe(false);
  });

  it('withSlot returns a new game and leaves the old one as it was', () => {
    const before = emptyGame(tinyOffer);
    const after = withSlot(before, { setKey: 'numbers', index: 2 }, 4);
    expect(after.sets[0]?.numbers).toEqual([null, null, 4]);
    expect(before.sets[0]?.numbers).toEqual([null, null, null]);
    expect(filledNumbers({ key: 'numbers', numbers: [null, 4, null, 1] })).toEqual([4, 1]);
  });

  it.each([
    [[], null, true],
    [[{ key: 'hospice' }], null, false],
    [[{ key: 'hospice' }], 'hospice', true],
    [[{ key: 'hospice' }], 'other', false],
  ])('causeSatisfied with causes %j and %s is %s', (causes, causeKey, expected) => {
    expect(causeSatisfied({ causes }, causeKey)).toBe(expected);
  });

  it('checkResult is ok only with no reasons', () => {
    expect(checkResult([])).toEqual({ ok: true });
    expect(checkResult(['no_draw'])).toEqual({ ok: false, reasons: ['no_draw'] });
  });
});

describe('ascending', () => {
  it('puts numbers smallest first without changing what it was given', () => {
    const picked = [33, 3, 27, 12];
    expect(ascending(picked)).toEqual([3, 12, 27, 33]);
    expect(picked).toEqual([33, 3, 27, 12]);
  });
});
