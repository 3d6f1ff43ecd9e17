// Orders for component tests, contract-valid through the shared zod schemas: the receipt and "My
// tickets" (GET /checkout/{id}, GET /orders, GET /orders/{id}), bought shortly before NOW (fixtures.ts).
import { orderDetailSchema, orderSummarySchema, receiptSchema } from '@fairdraw/contracts';
import type { OrderDetail, OrderSummary, Receipt } from '@fairdraw/contracts';
import { aud } from './fixtures';

/** Powerball, 2 standard games over 2 draws from Thursday 5 March (a "This Thursday" draw at NOW). */
export const powerballOrderFixture: OrderSummary = orderSummarySchema.parse({
  id: 'ord_pb_1',
  checkoutId: 'chk_1',
  productType: 'multi_draw_ticket',
  lotteryKey: 'powerball',
  productName: 'Powerball',
  gameType: 'standard',
  gameOffer: 'standard',
  drawNo: 1501,
  drawDate: '2026-03-05T09:30:00Z',
  nextDrawDate: '2026-03-05T09:30:00Z',
  numDraws: 2,
  numGames: 2,
  quantity: 1,
  causeKey: null,
  description: 'Standard, 2 games',
  total: aud('5.40'),
  purchasedAt: '2026-03-01T22:45:00Z',
  status: 'upcoming',
} satisfies OrderSummary);

/** One bundle of 5 Dream Home raffle tickets for the Kids Cancer Foundation. */
export const raffleOrderFixture: OrderSummary = orderSummarySchema.parse({
  id: 'ord_dh_1',
  checkoutId: 'chk_1',
  productType: 'raffle_ticket',
  lotteryKey: 'dream_home',
  productName: 'Dream Home Raffle',
  gameType: null,
  gameOffer: 'five',
  drawNo: 42,
  drawDate: '2026-03-20T09:00:00Z',
  nextDrawDate: '2026-03-20T09:00:00Z',
  numDraws: 1,
  numGames: 5,
  quantity: 1,
  causeKey: 'kids_cancer',
  description: '5 tickets for $20.00',
  total: aud('20.00'),
  purchasedAt: '2026-03-01T22:45:00Z',
  status: 'upcoming',
} satisfies OrderSummary);

/** The receipt of checkout chk_1: both orders above, paid from a $500.00 wallet. */
export const receiptFixture: Receipt = receiptSchema.parse({
  checkoutId: 'chk_1',
  total: aud('25.40'),
  paid: aud('25.40'),
  promotion: null,
  balanceAfter: aud('474.60'),
  paymentMethod: 'wallet',
  topUp: null,
  purchasedAt: '2026-03-01T22:45:00Z',
  orders: [powerballOrderFixture, raffleOrderFixture],
  trackingData: { goals: ['purchase'], products: [] },
} satisfies Receipt);

/** `count` upcoming Powerball orders, numbered from `first` (ord_1, ord_2, …) for list pages. */
export function upcomingOrdersFixture(count: number, first = 1): OrderSummary[] {
  return Array.from({ length: count }, (_, index) =>
    orderSummarySchema.parse({
      ...powerballOrderFixture,
      id: `ord_${first + index}`,
      checkoutId: `chk_${first + index}`,
      description: `Order ${first + index}`,
    }),
  );
}

/** A Powerball ticket bought a week earlier: its first draw is drawn, the second still open. */
export const powerballOrderDetailFixture: OrderDetail = orderDetailSchema.parse({
  ...powerballOrderFixture,
  id: 'ord_pb_0',
  drawNo: 1500,
  drawDate: '2026-02-26T09:30:00Z',
  purchasedAt: '2026-02-24T01:15:00Z',
  games: [
    {
      sets: [
        { key: 'main', numbers: [3, 12, 18, 27, 30, 33, 35] },
        { key: 'powerball', numbers: [7] },
      ],
    },
    {
      sets: [
        { key: 'main', numbers: [1, 5, 9, 14, 22, 29, 31] },
        { key: 'powerball', numbers: [19] },
      ],
    },
  ],
  draws: [
    { drawNo: 1501, drawDate: '2026-03-05T09:30:00Z', stop: '2026-03-05T08:30:00Z', state: 'DRAW_OPEN' },
    { drawNo: 1500, drawDate: '2026-02-26T09:30:00Z', stop: '2026-02-26T08:30:00Z', state: 'DRAW_DRAWN' },
  ],
  raffleTicketNumbers: [],
  syndicate: null,
  unitPrice: aud('1.35'),
} satisfies OrderDetail);

/** The raffle order above with its five ticket numbers. */
export const raffleOrderDetailFixture: OrderDetail = orderDetailSchema.parse({
  ...raffleOrderFixture,
  games: [],
  draws: [{ drawNo: 42, drawDate: '2026-03-20T09:00:00Z', stop: '2026-03-19T12:59:00Z', state: 'DRAW_OPEN' }],
  raffleTicketNumbers: [7, 42, 100, 1234, 98765],
  syndicate: null,
  unitPrice: aud('20.00'),
} satisfies OrderDetail);

/** Two of the Powerball Syndicate's 50 shares in draw 1501, before its entries are picked. */
export const syndicateShareDetailFixture: OrderDetail = orderDetailSchema.parse({
  ...powerballOrderFixture,
  id: 'ord_ps_1',
  productType: 'syndicate_share',
  lotteryKey: 'powerball_syndicate',
  productName: 'Powerball Syndicate',
  gameType: null,
  gameOffer: null,
  numDraws: 1,
  numGames: 2,
  quantity: 2,
  description: '2 shares',
  total: aud('25.00'),
  games: [],
  syndicate: { shares: 2, size: 50, picked: false },
  draws: [
    { drawNo: 1501, drawDate: '2026-03-05T09:30:00Z', stop: '2026-03-05T08:30:00Z', state: 'DRAW_OPEN' },
  ],
  raffleTicketNumbers: [],
  unitPrice: aud('12.50'),
} satisfies OrderDetail);

/** The same shares once sales closed: the syndicate's System 8 entries (two of them here). */
export const pickedSyndicateShareDetailFixture: OrderDetail = orderDetailSchema.parse({
  ...syndicateShareDetailFixture,
  games: [
    {
      sets: [
        { key: 'main', numbers: [4, 9, 13, 17, 22, 26, 30, 34] },
        { key: 'powerball', numbers: [11] },
      ],
    },
    {
      sets: [
        { key: 'main', numbers: [1, 2, 3, 5, 8, 13, 21, 34] },
        { key: 'powerball', numbers: [6] },
      ],
    },
  ],
  syndicate: { shares: 2, size: 50, picked: true },
  draws: [
    { drawNo: 1501, drawDate: '2026-03-05T09:30:00Z', stop: '2026-03-05T08:30:00Z', state: 'DRAW_CLOSED' },
  ],
} satisfies OrderDetail);
