// The catalogue for component tests (GET /product-offers), contract-valid through the shared zod
// schema: Powerball and Oz Lotto, an open and a sold-out raffle, and a Powerball syndicate, with draws
// around NOW (fixtures.ts).
import { productOffersResultSchema, type ProductOffersResult } from '@fairdraw/contracts';
import { sydneyWeekday } from '@fairdraw/domain';
import { aud } from './fixtures';

function numberSet(key: string, name: string, count: number, min: number, max: number) {
  return { key, name, count, min, max, drawnCount: count, supplementaryCount: 0 };
}

function gameOffer(key: string, name: string, price: string) {
  return {
    key,
    name,
    numberSets: [numberSet('main', 'Numbers', 7, 1, 35), numberSet('powerball', 'Powerball', 1, 1, 20)],
    defaultGames: 18,
    minGames: 4,
    maxGames: 50,
    pricePerGame: aud(price),
  };
}

/** A lottery draw on a given Sydney evening (UTC ISO), closing an hour before. */
function lotteryDraw(
  lotteryKey: string,
  drawNo: number,
  drawOffset: number,
  dateIso: string,
  prizePool: string,
) {
  const date = new Date(dateIso);
  return {
    type: 'lottery',
    drawId: `${lotteryKey}-${drawNo}`,
    drawNo,
    lotteryKey,
    date: date.toISOString(),
    stop: new Date(date.getTime() - 60 * 60_000).toISOString(),
    day: sydneyWeekday(date),
    prizePool: aud(prizePool),
    prizePoolSuffix: null,
    isPrizePoolUnknown: false,
    drawOffset,
    state: 'DRAW_OPEN',
    drawData: null,
    offers: [],
    purchaseStatus: null,
  };
}

function raffleDraw(lotteryKey: string, drawNo: number, purchaseStatus: string, prize: string) {
  return {
    type: 'raffle',
    drawId: `${lotteryKey}-${drawNo}`,
    drawNo,
    lotteryKey,
    date: '2026-03-20T09:00:00Z',
    stop: '2026-03-19T12:59:00Z',
    day: 'friday',
    prizePool: null,
    prizePoolSuffix: null,
    isPrizePoolUnknown: true,
    drawOffset: 0,
    state: 'DRAW_OPEN',
    drawData: {
      drawNumber: drawNo,
      name: prize,
      drawStop: '2026-03-19T12:59:00Z',
      drawDate: '2026-03-20T09:00:00Z',
      value: aud('1250000.00'),
      featureImage: null,
      drawPreOrderStartDate: null,
      ticketCap: 5000,
      ticketsSold: 1234,
    },
    offers: [
      { key: 'one', numTickets: 1, price: aud('5.00') },
      { key: 'five', numTickets: 5, price: aud('20.00') },
    ],
    purchaseStatus,
  };
}

function offer(fields: Record<string, unknown>) {
  return {
    description: '',
    urlAliases: [],
    availability: 'available',
    suspended: false,
    drawDays: 0,
    causes: [],
    gameTypes: [],
    recurringPurchase: { type: 'autoplay', availability: 'optional' },
    analyticsProductType: 'lottery',
    syndicate: null,
    ...fields,
  };
}

export const offersFixture: ProductOffersResult = productOffersResultSchema.parse({
  ranking: ['oz_lotto', 'powerball', 'dream_home', 'sold_out_raffle', 'powerball_syndicate'],
  restrictions: [],
  offers: [
    offer({
      key: 'powerball',
      type: 'lottery_ticket',
      name: 'Powerball',
      description: 'Pick 7 numbers and a Powerball for a shot at the jackpot.',
      url: '/powerball',
      displayCategory: 'jackpot',
      lotteryKey: 'powerball',
      drawDays: 0b0001000,
      draws: [
        // Listed out of order on purpose: pages sort by date.
        lotteryDraw('powerball', 1502, 1, '2026-03-12T09:30:00Z', '25000000.00'),
        lotteryDraw('powerball', 1501, 0, '2026-03-05T09:30:00Z', '20000000.00'),
        lotteryDraw('powerball', 1503, 2, '2026-03-19T09:30:00Z', '30000000.00'),
        lotteryDraw('powerball', 1504, 3, '2026-03-26T09:30:00Z', '35000000.00'),
      ],
      // Also out of order: the page shows them in the spec's game-type order.
      gameTypes: [
        { key: 'powerhit', name: 'PowerHit', gameOffers: [gameOffer('powerhit', 'PowerHit', '27.50')] },
        { key: 'standard', name: 'Standard', gameOffers: [gameOffer('standard', 'Standard', '1.35')] },
        { key: 'reduced_system', name: 'System', gameOffers: [gameOffer('system_8', 'System 8', '10.80')] },
      ],
    }),
    offer({
      key: 'oz_lotto',
      type: 'lottery_ticket',
      name: 'Oz Lotto',
      url: 'oz-lotto',
      displayCategory: 'lottery',
      lotteryKey: 'oz_lotto',
      draws: [lotteryDraw('oz_lotto', 1660, 0, '2026-03-03T09:30:00Z', '8000000.00')],
    }),
    offer({
      key: 'dream_home',
      type: 'raffle_ticket',
      name: 'Dream Home Raffle',
      url: '/dream-home',
      displayCategory: 'raffle',
      lotteryKey: 'dream_home',
      analyticsProductType: 'raffle',
      causes: [
        {
          key: 'kids_cancer',
          urlSlug: 'kids-cancer',
          name: 'Kids Cancer Foundation',
          description: 'Funding research into childhood cancers.',
        },
      ],
      draws: [raffleDraw('dream_home', 42, 'open', 'Gold Coast dream home')],
    }),
    offer({
      key: 'sold_out_raffle',
      type: 'raffle_ticket',
      name: 'Sold Out Raffle',
      url: '/sold-out-raffle',
      displayCategory: 'raffle',
      lotteryKey: 'sold_out_raffle',
      draws: [raffleDraw('sold_out_raffle', 7, 'sold_out', 'Holiday package')],
    }),
    offer({
      key: 'powerball_syndicate',
      type: 'syndicate_share',
      name: 'Powerball Syndicate',
      url: '/powerball-syndicate',
      displayCategory: 'syndicate',
      lotteryKey: 'powerball',
      draws: [lotteryDraw('powerball', 1501, 0, '2026-03-05T09:30:00Z', '20000000.00')],
      syndicate: {
        size: 100,
        sharesSold: 40,
        costPerShare: aud('25.00'),
        syndicateEncodedId: 'pbs-1',
        tickets: [{ name: 'System 10', numStandardGames: 210, numGames: 1 }],
      },
    }),
  ],
});
