// Offers and draws shaped like Fairdraw's catalogue, for the ticket rule tests only.
import type { Draw, GameOffer, NumberSet, ProductOffer } from '@fairdraw/contracts';
import type { RandomSource } from './quick-pick';

export function numberSet(key: string, name: string, count: number, max: number, min = 1): NumberSet {
  return { key, name, count, min, max, drawnCount: count, supplementaryCount: 0 };
}

export function gameOffer(
  key: string,
  numberSets: NumberSet[],
  overrides: Partial<GameOffer> = {},
): GameOffer {
  return {
    key,
    name: key,
    numberSets,
    defaultGames: 18,
    minGames: 1,
    maxGames: 50,
    pricePerGame: { amount: '1.75', currency: 'AUD' },
    ...overrides,
  };
}

/** Powerball: 7 of 1–35 and a Powerball of 1–20, $1.75 a game. */
export const powerballOffer = gameOffer('powerball_standard', [
  numberSet('numbers', 'Numbers', 7, 35),
  numberSet('powerball', 'Powerball', 1, 20),
]);

/** Saturday Lotto (6 of 1–45) with the player's favourites pool of 6 beside it. */
export const lottoWithFavourites = gameOffer('saturday_lotto_standard', [
  numberSet('numbers', 'Numbers', 6, 45),
  numberSet('favourites', 'Favourites', 6, 45),
]);

/** A small game so tests can fill sets by hand: 3 of 1–5 and 2 of 1–4. */
export const tinyOffer = gameOffer('tiny_standard', [
  numberSet('numbers', 'Numbers', 3, 5),
  numberSet('bonus', 'Bonus', 2, 4),
]);

export function lotteryDraw(drawNo: number, drawOffset: number, overrides: Partial<Draw> = {}): Draw {
  return {
    type: 'lottery',
    drawId: `draw-${drawNo}`,
    drawNo,
    lotteryKey: 'powerball',
    date: '2026-07-02T10:30:00.000Z',
    stop: '2026-07-02T09:30:00.000Z',
    day: 'thursday',
    prizePool: null,
    prizePoolSuffix: null,
    isPrizePoolUnknown: true,
    drawOffset,
    state: 'DRAW_OPEN',
    drawData: null,
    offers: [],
    purchaseStatus: null,
    ...overrides,
  };
}

export function productOffer(overrides: Partial<ProductOffer> = {}): ProductOffer {
  return {
    key: 'powerball',
    type: 'lottery_ticket',
    name: 'Powerball',
    description: 'Pick 7 numbers from 1 to 35 and a Powerball from 1 to 20.',
    url: '/powerball',
    urlAliases: [],
    availability: 'available',
    suspended: false,
    displayCategory: 'lottery',
    lotteryKey: 'powerball',
    drawDays: 0b000_1000, // Thursday
    draws: [lotteryDraw(1571, 0), lotteryDraw(1572, 1)],
    causes: [],
    gameTypes: [
      { key: 'standard', name: 'Pick your numbers', gameOffers: [powerballOffer] },
      { key: 'random', name: 'Quick Pick', gameOffers: [{ ...powerballOffer, key: 'powerball_random' }] },
    ],
    recurringPurchase: { type: 'autoplay', availability: 'optional' },
    analyticsProductType: 'commercial_lottery',
    syndicate: null,
    ...overrides,
  };
}

/** Mulberry32: a small seeded generator, so every run of a random test sees the same numbers. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A source that replays the given values in turn. */
export function scriptedRandom(values: number[]): RandomSource {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

/** A charity raffle draw selling "1 ticket for $5" and "5 tickets for $20", 100 tickets left. */
export function raffleDraw(drawNo: number, overrides: Partial<Draw> = {}): Draw {
  return lotteryDraw(drawNo, 0, {
    type: 'raffle',
    lotteryKey: 'hospice_raffle',
    drawData: {
      drawNumber: drawNo,
      name: 'Hospice Home Raffle',
      drawStop: '2026-08-01T04:00:00.000Z',
      drawDate: '2026-08-02T04:00:00.000Z',
      value: { amount: '500000.00', currency: 'AUD' },
      featureImage: null,
      drawPreOrderStartDate: null,
      ticketCap: 1_000,
      ticketsSold: 900,
    },
    offers: [
      { key: 'single', numTickets: 1, price: { amount: '5.00', currency: 'AUD' } },
      { key: 'five_pack', numTickets: 5, price: { amount: '20.00', currency: 'AUD' } },
    ],
    purchaseStatus: 'open',
    ...overrides,
  });
}

export const hospiceCause = {
  key: 'hospice',
  urlSlug: 'hospice',
  name: 'Hospice',
  description: 'Care at home.',
};

export function raffleOffer(overrides: Partial<ProductOffer> = {}): ProductOffer {
  return productOffer({
    key: 'hospice_raffle',
    type: 'raffle_ticket',
    name: 'Hospice Home Raffle',
    displayCategory: 'raffle',
    lotteryKey: 'hospice_raffle',
    draws: [raffleDraw(12)],
    causes: [hospiceCause],
    gameTypes: [],
    ...overrides,
  });
}

/** The Powerball syndicate: 50 shares at $12.50, 31 sold, in the next draw only. */
export function syndicateOffer(overrides: Partial<ProductOffer> = {}): ProductOffer {
  return productOffer({
    key: 'powerball_syndicate',
    type: 'syndicate_share',
    displayCategory: 'syndicate',
    draws: [lotteryDraw(1571, 0)],
    syndicate: {
      size: 50,
      sharesSold: 31,
      costPerShare: { amount: '12.50', currency: 'AUD' },
      syndicateEncodedId: 'PBS-7Q2K9X',
      tickets: [{ name: 'Powerball System 8', numStandardGames: 320, numGames: 40 }],
    },
    ...overrides,
  });
}
