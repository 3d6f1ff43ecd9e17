// Past-ticket fixtures for the orders route tests: drawn orders as GET /orders and GET /orders/{id}
// send them once the lifecycle has scored and paid.
import {
  orderDetailSchema,
  orderSummarySchema,
  type OrderDetail,
  type OrderSummary,
} from '@fairdraw/contracts';
import { aud } from '../../test/fixtures';
import {
  pickedSyndicateShareDetailFixture,
  powerballOrderFixture,
  raffleOrderFixture,
} from '../../test/order-fixtures';

const n = (number: number, mark: '' | 'm' | 's' = '') => ({
  number,
  matched: mark === 'm',
  supplementary: mark === 's',
});

/** `count` past Powerball orders numbered from `first` (ord_p1, ord_p2, …). */
export function pastOrdersFixture(count: number, first = 1): OrderSummary[] {
  return Array.from({ length: count }, (_, index) =>
    orderSummarySchema.parse({
      ...powerballOrderFixture,
      id: `ord_p${first + index}`,
      numDraws: 1,
      nextDrawDate: null,
      description: `Past order ${first + index}`,
      status: 'past',
      // Every third order won something.
      totalWinnings: aud((first + index) % 3 === 0 ? '12.40' : '0.00'),
    }),
  );
}

/** Powerball draw 1500, two games: the first won Division 1, the second matched two numbers only. */
export const wonPowerballDetailFixture: OrderDetail = orderDetailSchema.parse({
  ...powerballOrderFixture,
  id: 'ord_won',
  drawNo: 1500,
  drawDate: '2026-02-26T09:30:00Z',
  nextDrawDate: null,
  numDraws: 1,
  status: 'past',
  games: [
    {
      sets: [
        { key: 'numbers', numbers: [3, 12, 18, 27, 30, 33, 35] },
        { key: 'powerball', numbers: [7] },
      ],
    },
    {
      sets: [
        { key: 'numbers', numbers: [1, 3, 9, 14, 22, 29, 12] },
        { key: 'powerball', numbers: [19] },
      ],
    },
  ],
  draws: [
    {
      drawNo: 1500,
      drawDate: '2026-02-26T09:30:00Z',
      stop: '2026-02-26T08:30:00Z',
      state: 'DRAW_EMAILED',
      outcome: {
        winningNumbers: [
          { key: 'numbers', name: 'Numbers', numbers: [3, 12, 18, 27, 30, 33, 35] },
          { key: 'powerball', name: 'Powerball', numbers: [7] },
        ],
        supplementary: [],
        scored: true,
        games: [
          {
            index: 0,
            sets: [
              { key: 'numbers', numbers: [3, 12, 18, 27, 30, 33, 35].map((x) => n(x, 'm')) },
              { key: 'powerball', numbers: [n(7, 'm')] },
            ],
            division: 1,
            divisionName: 'Division 1',
            prize: aud('150000.00'),
            wins: [{ division: 1, divisionName: 'Division 1', games: 1, prize: aud('150000.00') }],
          },
          {
            index: 1,
            sets: [
              { key: 'numbers', numbers: [n(1), n(3, 'm'), n(9), n(14), n(22), n(29), n(12, 'm')] },
              { key: 'powerball', numbers: [n(19)] },
            ],
            division: null,
            divisionName: null,
            prize: null,
            wins: [],
          },
        ],
        tickets: [],
        winnings: aud('150000.00'),
      },
    },
  ],
  raffleTicketNumbers: [],
  syndicate: null,
  unitPrice: aud('1.35'),
  totalWinnings: aud('150000.00'),
} satisfies OrderDetail);

/** The Dream Home raffle, drawn: ticket 42 won. */
export const wonRaffleDetailFixture: OrderDetail = orderDetailSchema.parse({
  ...raffleOrderFixture,
  nextDrawDate: null,
  status: 'past',
  games: [],
  draws: [
    {
      drawNo: 42,
      drawDate: '2026-03-20T09:00:00Z',
      stop: '2026-03-19T12:59:00Z',
      state: 'DRAW_EMAILED',
      outcome: {
        winningNumbers: [],
        supplementary: [],
        scored: true,
        games: [],
        tickets: [7, 42, 100].map((ticketNumber) => ({ ticketNumber, won: ticketNumber === 42 })),
        winnings: aud('0.00'),
      },
    },
  ],
  raffleTicketNumbers: [7, 42, 100],
  syndicate: null,
  unitPrice: aud('20.00'),
  totalWinnings: aud('0.00'),
} satisfies OrderDetail);

/**
 * Two Powerball Syndicate shares, drawn: the syndicate's first System 8 entry held all seven numbers
 * and the Powerball. The prizes are the shares' part: 2/50 of $1,000,000 and of 7 × $5,432.10.
 */
export const wonSyndicateShareDetailFixture: OrderDetail = orderDetailSchema.parse({
  ...pickedSyndicateShareDetailFixture,
  id: 'ord_ps_won',
  nextDrawDate: null,
  status: 'past',
  totalWinnings: aud('41520.98'),
  draws: [
    {
      drawNo: 1501,
      drawDate: '2026-03-05T09:30:00Z',
      stop: '2026-03-05T08:30:00Z',
      state: 'DRAW_EMAILED',
      outcome: {
        winningNumbers: [
          { key: 'main', name: 'Numbers', numbers: [4, 9, 13, 17, 22, 26, 30] },
          { key: 'powerball', name: 'Powerball', numbers: [11] },
        ],
        supplementary: [],
        scored: true,
        games: [
          {
            index: 0,
            sets: [
              {
                key: 'main',
                numbers: [...[4, 9, 13, 17, 22, 26, 30].map((x) => n(x, 'm')), n(34)],
              },
              { key: 'powerball', numbers: [n(11, 'm')] },
            ],
            division: 1,
            divisionName: 'Division 1',
            prize: aud('41520.98'),
            wins: [
              { division: 1, divisionName: 'Division 1', games: 1, prize: aud('40000.00') },
              { division: 3, divisionName: 'Division 3', games: 7, prize: aud('1520.98') },
            ],
          },
          {
            index: 1,
            sets: [
              { key: 'main', numbers: [n(1), n(2), n(3), n(5), n(8), n(13, 'm'), n(21), n(34)] },
              { key: 'powerball', numbers: [n(6)] },
            ],
            division: null,
            divisionName: null,
            prize: null,
            wins: [],
          },
        ],
        tickets: [],
        winnings: aud('41520.98'),
      },
    },
  ],
} satisfies OrderDetail);
