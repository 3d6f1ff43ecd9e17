import { describe, expect, it } from 'vitest';
import type { ProductOffer } from '@fairdraw/contracts';
import {
  favouriteCountMessage,
  favouriteNumbersProblem,
  favouriteRangeMessage,
  lotteryMatrices,
  noLotteryForFavouritesMessage,
} from './favourite-numbers';

const set = (key: string, count: number, max: number) => ({
  key,
  name: key,
  count,
  min: 1,
  max,
  drawnCount: count,
  supplementaryCount: 0,
});

function offer(type: ProductOffer['type'], numberSets: ReturnType<typeof set>[]): ProductOffer {
  return {
    type,
    gameTypes: [{ key: 'standard', name: 'Standard', gameOffers: [{ key: 'g', name: 'g', numberSets }] }],
  } as unknown as ProductOffer;
}

describe('lotteryMatrices', () => {
  it('takes the main set of each lottery game, not bonus balls, Favourites or raffles', () => {
    const matrices = lotteryMatrices([
      offer('lottery_ticket', [set('numbers', 7, 35), set('powerball', 1, 20)]),
      offer('lottery_ticket', [set('numbers', 6, 45), set('favourites', 6, 45)]),
      offer('raffle_ticket', [set('numbers', 10, 99)]),
    ]);
    expect(matrices).toEqual([
      { count: 7, min: 1, max: 35 },
      { count: 6, min: 1, max: 45 },
    ]);
  });
});

describe('favouriteNumbersProblem', () => {
  const matrices = [
    { count: 7, min: 1, max: 35 },
    { count: 6, min: 1, max: 45 },
  ];

  it.each<[number[], string | null]>([
    [[], null],
    [[1, 35, 45], null],
    [[1, 2, 3, 4, 5, 6, 7], null],
    [[46], favouriteRangeMessage(1, 45)],
    [[0, 3], favouriteRangeMessage(1, 45)],
    [[1, 2, 3, 4, 5, 6, 7, 8], favouriteCountMessage(7)],
  ])('%j → %s', (numbers, problem) => {
    expect(favouriteNumbersProblem(numbers, matrices)).toBe(problem);
  });

  it('keeps nothing while no lottery is on sale, but still lets a list be cleared', () => {
    expect(favouriteNumbersProblem([7], [])).toBe(noLotteryForFavouritesMessage);
    expect(favouriteNumbersProblem([], [])).toBeNull();
  });
});
