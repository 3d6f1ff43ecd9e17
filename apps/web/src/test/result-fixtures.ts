// Contract-valid draw results for the results page tests.
import {
  drawResultSchema,
  fullDrawResultSchema,
  resultKeysSchema,
  type DrawResultSummary,
  type FullDrawResult,
  type ResultKey,
} from '@fairdraw/contracts';
import { ok, type GetAnswer } from './fake-api';

const HASH = 'a'.repeat(64);

export function powerballResult(
  drawNo: number,
  overrides: Partial<DrawResultSummary> = {},
): DrawResultSummary {
  return drawResultSchema.parse({
    productOfferKey: 'powerball',
    name: 'Powerball',
    url: '/powerball',
    category: 'lotteries',
    productType: 'lottery_ticket',
    drawNo,
    drawDate: '2026-02-26T09:30:00.000Z',
    state: 'DRAW_EMAILED',
    winningNumbers: [
      { key: 'numbers', name: 'Numbers', numbers: [3, 11, 19, 24, 28, 31, 35] },
      { key: 'powerball', name: 'Powerball', numbers: [9] },
    ],
    supplementary: [],
    winningTickets: [],
    prizePool: { amount: '50000000.00', currency: 'AUD' },
    rafflePrize: null,
    integrity: {
      entriesCount: 42,
      entriesHash: HASH,
      sealedAt: '2026-02-26T08:35:00.000Z',
      seedCommitment: null,
      seedCommittedAt: null,
      seed: null,
      seedRevealedAt: null,
      verifyUrl: `/powerball/results/draw/${drawNo}#how-to-verify`,
      entriesUrl: `/public/draws/powerball/${drawNo}/entries.txt`,
    },
    ...overrides,
  });
}

export function raffleResult(drawNo: number): DrawResultSummary {
  return powerballResult(drawNo, {
    productOfferKey: 'tallowood_surf_raffle',
    name: 'Tallowood Surf Raffle',
    url: '/tallowood-surf-raffle',
    category: 'raffles',
    productType: 'raffle_ticket',
    winningNumbers: [],
    winningTickets: [1207],
    prizePool: null,
    rafflePrize: { name: 'Family SUV', value: { amount: '65000.00', currency: 'AUD' } },
    integrity: {
      entriesCount: 3000,
      entriesHash: HASH,
      sealedAt: '2026-02-26T08:35:00.000Z',
      seedCommitment: 'c'.repeat(64),
      seedCommittedAt: '2026-02-26T08:35:00.000Z',
      seed: 'd'.repeat(64),
      seedRevealedAt: '2026-02-26T09:30:00.000Z',
      verifyUrl: `/tallowood-surf-raffle/results/draw/${drawNo}#how-to-verify`,
      entriesUrl: `/public/draws/tallowood_surf_raffle/${drawNo}/entries.txt`,
    },
  });
}

export function fullPowerballResult(drawNo: number): FullDrawResult {
  const money = (amount: string) => ({ amount, currency: 'AUD' });
  return fullDrawResultSchema.parse({
    ...powerballResult(drawNo),
    prizes: [
      {
        id: 1,
        main: true,
        name: 'Division 1',
        description: '7 winning numbers + the Powerball',
        winners: 1,
        nationalWinners: 2,
        prizeEach: money('20000000.00'),
        total: money('20000000.00'),
        awardedAt: '2026-02-26T10:00:00.000Z',
      },
      {
        id: 2,
        main: false,
        name: 'Division 2',
        description: '7 winning numbers',
        winners: 0,
        nationalWinners: 14,
        prizeEach: money('123456.00'),
        total: money('0.00'),
        awardedAt: null,
      },
    ],
    totalWinners: 1,
    totalPaid: money('20000000.00'),
  });
}

export const resultKeysFixture: ResultKey[] = resultKeysSchema.parse([
  {
    productOfferKey: 'powerball',
    name: 'Powerball',
    url: '/powerball',
    category: 'lotteries',
    draws: [
      { drawNo: 1550, date: '2026-02-26T09:30:00.000Z' },
      { drawNo: 1549, date: '2026-01-29T09:30:00.000Z' },
    ],
  },
  {
    productOfferKey: 'tallowood_surf_raffle',
    name: 'Tallowood Surf Raffle',
    url: '/tallowood-surf-raffle',
    category: 'raffles',
    draws: [{ drawNo: 37, date: '2026-02-26T09:30:00.000Z' }],
  },
  { productOfferKey: 'oz_lotto', name: 'Oz Lotto', url: '/oz-lotto', category: 'lotteries', draws: [] },
]);

/** The result keys every results page reads first. */
export const resultKeysAnswer: Record<string, GetAnswer> = {
  '/draws/pricing/web/past/result_keys': () => Promise.resolve(ok(resultKeysFixture)),
};
