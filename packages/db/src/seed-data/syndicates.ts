// Syndicate offers: shares in a pool of system entries in the next draw of a national lottery.
// The share price covers the entries plus Fairdraw's margin.
import type { SyndicateTicketData } from '../schema/types';
import { lotteryNumberSets } from './lotteries';

export interface SyndicateSeed {
  key: string;
  lotteryKey: string;
  name: string;
  description: string;
  url: string;
  numberSets: (typeof lotteryNumberSets)[keyof typeof lotteryNumberSets];
  size: number;
  sharesSold: number;
  costPerShareCents: number;
  encodedId: string;
  tickets: SyndicateTicketData[];
}

export const syndicateSeeds: SyndicateSeed[] = [
  {
    key: 'powerball_syndicate',
    lotteryKey: 'powerball',
    name: 'Powerball Syndicate',
    description: '50 shares in 40 Powerball System 8 entries (320 games) in the next Thursday draw.',
    url: '/powerball-syndicate',
    numberSets: lotteryNumberSets.powerball,
    size: 50,
    sharesSold: 31,
    costPerShareCents: 1_250,
    encodedId: 'PBS-7Q2K9X',
    // System 8 covers every 7-number combination of 8 numbers: 8 games per entry.
    tickets: [
      { name: 'Powerball System 8', numStandardGames: 320, numGames: 40, gameOffer: 'powerball_system_8' },
    ],
  },
  {
    key: 'oz_lotto_syndicate',
    lotteryKey: 'oz_lotto',
    name: 'Oz Lotto Syndicate',
    description: '30 shares in 7 Oz Lotto System 9 entries (252 games) in the next Tuesday draw.',
    url: '/oz-lotto-syndicate',
    numberSets: lotteryNumberSets.ozLotto,
    size: 30,
    sharesSold: 12,
    costPerShareCents: 1_500,
    encodedId: 'OZS-3M8TQ4',
    // System 9 of a 7-number game: 36 games per entry.
    tickets: [
      { name: 'Oz Lotto System 9', numStandardGames: 252, numGames: 7, gameOffer: 'oz_lotto_system_9' },
    ],
  },
  {
    key: 'saturday_lotto_syndicate',
    lotteryKey: 'saturday_lotto',
    name: 'Saturday Lotto Syndicate',
    description: '25 shares in 10 Saturday Lotto System 8 entries (280 games) in the next Saturday draw.',
    url: '/saturday-lotto-syndicate',
    numberSets: lotteryNumberSets.lotto645,
    size: 25,
    sharesSold: 19,
    costPerShareCents: 1_000,
    encodedId: 'SLS-9D4VW2',
    // System 8 of a 6-number game: 28 games per entry.
    tickets: [
      {
        name: 'Saturday Lotto System 8',
        numStandardGames: 280,
        numGames: 10,
        gameOffer: 'saturday_lotto_system_8',
      },
    ],
  },
];
