import { describe, expect, it } from 'vitest';
import { isGameComplete } from './completeness';
import { emptyGame } from './model';
import type { Game } from './model';
import {
  DEFAULT_QUICK_PICK_GAMES,
  defaultGameCount,
  pickDistinct,
  quickPick,
  quickPickGames,
  quickPickTicket,
} from './quick-pick';
import {
  gameOffer,
  lottoWithFavourites,
  numberSet,
  powerballOffer,
  scriptedRandom,
  seededRandom,
} from './test-fixtures';

const numbersOf = (game: Game, key: string) => game.sets.find((set) => set.key === key)?.numbers ?? [];

describe('pickDistinct', () => {
  it.each<[string, number[], number[]]>([
    // With 0 every step keeps the next number in place, with 0.999… it takes the last one left.
    ['the lowest numbers in order when random is always 0', [0], [1, 2, 3]],
    ['a swap-driven order when random is always 0.999', [0.999], [5, 1, 2]],
  ])('takes %s', (_, values, expected) => {
    expect(pickDistinct(1, 5, 3, new Set(), scriptedRandom(values))).toEqual(expected);
  });

  it('never picks a taken number', () => {
    expect(pickDistinct(1, 5, 2, new Set([1, 2, 3]), scriptedRandom([0])).sort()).toEqual([4, 5]);
  });

  it('throws when there are not enough numbers left', () => {
    expect(() => pickDistinct(1, 5, 3, new Set([1, 2, 3]), seededRandom(1))).toThrow(RangeError);
  });

  it.each([1, -0.1, Number.NaN])('throws when the random source returns %s', (value) => {
    expect(() => pickDistinct(1, 5, 1, new Set(), () => value)).toThrow(RangeError);
  });
});

describe('quickPick', () => {
  it('fills every set with distinct numbers within its bounds, over many seeds', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const game = quickPick(powerballOffer, seededRandom(seed));
      const numbers = numbersOf(game, 'numbers') as number[];
      expect(numbers).toHaveLength(7);
      expect(new Set(numbers).size).toBe(7);
      expect(numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 35)).toBe(true);
      const [powerball] = numbersOf(game, 'powerball');
      expect(powerball).toBeGreaterThanOrEqual(1);
      expect(powerball).toBeLessThanOrEqual(20);
      expect(isGameComplete(game, powerballOffer)).toBe(true);
    }
  });

  it('keeps numbers already chosen, in their slots, and fills only the gaps', () => {
    const game: Game = {
      sets: [
        { key: 'numbers', numbers: [null, 35, null, null, 1, null, null] },
        { key: 'powerball', numbers: [20] },
      ],
    };
    for (let seed = 1; seed <= 100; seed += 1) {
      const picked = quickPick(powerballOffer, seededRandom(seed), game);
      const numbers = numbersOf(picked, 'numbers');
      expect(numbers[1]).toBe(35);
      expect(numbers[4]).toBe(1);
      expect(numbersOf(picked, 'powerball')).toEqual([20]);
      expect(new Set(numbers).size).toBe(7);
      expect(numbers.filter((n) => n === 35 || n === 1)).toHaveLength(2);
    }
  });

  it('leaves the Favourites pool alone', () => {
    const game = emptyGame(lottoWithFavourites, [3, 9]);
    const picked = quickPick(lottoWithFavourites, seededRandom(7), game);
    expect(numbersOf(picked, 'favourites')).toEqual([3, 9, null, null, null, null]);
    expect(numbersOf(picked, 'numbers').every((n) => n !== null)).toBe(true);
  });

  it('is reproducible for the same seed', () => {
    expect(quickPick(powerballOffer, seededRandom(42))).toEqual(quickPick(powerballOffer, seededRandom(42)));
  });

  it('picks each number about equally often (7 of 1–35 over 20,000 games)', () => {
    const random = seededRandom(2026);
    const counts = new Map<number, number>();
    for (let i = 0; i < 20_000; i += 1) {
      for (const n of numbersOf(quickPick(powerballOffer, random), 'numbers')) {
        counts.set(n as number, (counts.get(n as number) ?? 0) + 1);
      }
    }
    // 4,000 expected each; 5% is about 3.5 standard deviations.
    for (let n = 1; n <= 35; n += 1) {
      expect(counts.get(n)).toBeGreaterThan(3_800);
      expect(counts.get(n)).toBeLessThan(4_200);
    }
  });

  it('makes every ordered pair equally likely (2 of 1–4), so slot order is unbiased too', () => {
    const pairOffer = gameOffer('pairs', [numberSet('numbers', 'Numbers', 2, 4)]);
    const random = seededRandom(99);
    const counts = new Map<string, number>();
    for (let i = 0; i < 24_000; i += 1) {
      const key = numbersOf(quickPick(pairOffer, random), 'numbers').join('-');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(12);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(1_800);
      expect(count).toBeLessThan(2_200);
    }
  });

  it('throws for an offer whose set cannot hold distinct numbers', () => {
    const impossible = gameOffer('impossible', [numberSet('numbers', 'Numbers', 6, 5)]);
    expect(() => quickPick(impossible, seededRandom(1))).toThrow(RangeError);
  });
});

describe('quickPickTicket', () => {
  it.each<[string, number | undefined, { defaultGames?: number }, number]>([
    ['the number of games asked for', 5, { defaultGames: 10 }, 5],
    ["the offer's own default", undefined, { defaultGames: 10 }, 10],
    ['18 games when the offer has no default', undefined, {}, DEFAULT_QUICK_PICK_GAMES],
  ])('makes %s', (_, numGames, defaults, expected) => {
    const offer = { numberSets: powerballOffer.numberSets, ...defaults };
    const games = quickPickTicket(offer, numGames, seededRandom(3));
    expect(games).toHaveLength(expected);
    expect(games.every((game) => isGameComplete(game, powerballOffer))).toBe(true);
  });

  it('gives different games within one ticket', () => {
    const games = quickPickTicket(powerballOffer, 18, seededRandom(5)).map((game) => JSON.stringify(game));
    expect(new Set(games).size).toBe(18);
  });

  it('throws for a negative or fractional game count', () => {
    expect(() => quickPickTicket(powerballOffer, -1, seededRandom(1))).toThrow(RangeError);
    expect(() => quickPickTicket(powerballOffer, 1.5, seededRandom(1))).toThrow(RangeError);
  });

  it('defaults to 18 games (account-area §9)', () => {
    expect(DEFAULT_QUICK_PICK_GAMES).toBe(18);
    expect(defaultGameCount({})).toBe(18);
    expect(defaultGameCount({ defaultGames: 4 })).toBe(4);
  });
});

describe('quickPickGames', () => {
  it('fills every game and keeps the numbers already chosen', () => {
    const started: Game = {
      sets: [
        { key: 'numbers', numbers: [5, null, null, null, null, null, null] },
        { key: 'powerball', numbers: [null] },
      ],
    };
    const games = quickPickGames([started, emptyGame(powerballOffer)], powerballOffer, seededRandom(5));
    expect(games).toHaveLength(2);
    expect(games.every((game) => isGameComplete(game, powerballOffer))).toBe(true);
    expect(games[0]?.sets[0]?.numbers[0]).toBe(5);
  });
});
