import { describe, expect, it } from 'vitest';
import { resizeEntries } from './entries';
import { emptyGame } from './model';
import type { Game } from './model';
import { lottoWithFavourites, tinyOffer } from './test-fixtures';

/** A tiny game whose first Numbers slot holds `n` (null = an empty game). */
const game = (n: number | null): Game => ({
  sets: [
    { key: 'numbers', numbers: [n, null, null] },
    { key: 'bonus', numbers: [null, null] },
  ],
});
const firsts = (games: Game[]) => games.map((item) => item.sets[0]?.numbers[0] ?? null);

describe('resizeEntries', () => {
  it.each<[string, (number | null)[], number, (number | null)[]]>([
    ['keeps a list of the right size', [1, 2], 2, [1, 2]],
    ['pads with empty games at the end', [1], 3, [1, null, null]],
    ['trims empty games first, last first', [null, 1, null, 2, null], 3, [null, 1, 2]],
    ['then trims filled games from the end', [1, null, 2, 3], 2, [1, 2]],
    ['trims to nothing', [1, null], 0, []],
  ])('%s', (_, before, required, after) => {
    expect(firsts(resizeEntries(before.map(game), required, tinyOffer))).toEqual(after);
  });

  it('keeps the games the player filled, slot for slot', () => {
    const filled: Game = {
      sets: [
        { key: 'numbers', numbers: [5, null, 1] },
        { key: 'bonus', numbers: [null, 4] },
      ],
    };
    expect(resizeEntries([game(null), filled, game(null)], 1, tinyOffer)).toEqual([filled]);
  });

  it('gives padded games the favourites pool', () => {
    const [padded] = resizeEntries([], 1, lottoWithFavourites, [8, 16]);
    expect(padded).toEqual(emptyGame(lottoWithFavourites, [8, 16]));
    expect(padded?.sets[1]?.numbers).toEqual([8, 16, null, null, null, null]);
  });

  it('counts a game whose only numbers are in Favourites as empty', () => {
    const favouritesOnly = emptyGame(lottoWithFavourites, [8]);
    const picked: Game = {
      sets: [
        { key: 'numbers', numbers: [1, null, null, null, null, null] },
        { key: 'favourites', numbers: [null, null, null, null, null, null] },
      ],
    };
    expect(resizeEntries([picked, favouritesOnly], 1, lottoWithFavourites)).toEqual([picked]);
  });

  it('returns a new list and leaves the old one alone', () => {
    const before = [game(1), game(null)];
    const after = resizeEntries(before, 1, tinyOffer);
    expect(after).not.toBe(before);
    expect(before).toHaveLength(2);
  });

  it.each([-1, 1.5])('throws for a required count of %s', (required) => {
    expect(() => resizeEntries([], required, tinyOffer)).toThrow(RangeError);
  });
});
