// The numbers games Fairdraw sells: Australia's national lotteries with their real matrices and draw
// days, and Fairdraw's own weekly jackpot lotteries. Prices are per game, in cents.
import { bitmaskFromDays, EVERY_DAY_MASK } from '@fairdraw/domain';
import type { lotteries, productOffers } from '../schema/index';
import { bonusBall, LOTTERY_DRAW_TIME, LOTTERY_STOP_MINUTES, mainNumbers, numbersGameTypes } from './shared';
import {
  multiWeekGameType,
  powerballGameTypes,
  strikeBoxedGameType,
  superComboGameType,
  systemGameType,
} from './ways-to-play';

type LotteryRow = typeof lotteries.$inferInsert;
type OfferRow = typeof productOffers.$inferInsert;

export interface LotterySeed {
  lottery: LotteryRow;
  offer: OfferRow;
  /** Jackpot announced for the next draw; null = "Announced soon". Fixed prizes live on the lottery. */
  nextJackpotCents: number | null;
  causeKeys: string[];
}

const schedule = (days: Parameters<typeof bitmaskFromDays>[0]) => ({
  drawDays: bitmaskFromDays(days),
  drawTimeLocal: LOTTERY_DRAW_TIME,
  stopMinutesBefore: LOTTERY_STOP_MINUTES,
});

const commercial = {
  type: 'lottery_ticket',
  displayCategory: 'lottery',
  recurringPurchaseType: 'autoplay',
  recurringPurchaseAvailability: 'optional',
  analyticsProductType: 'commercial_lottery',
} as const;

const jackpot = {
  type: 'lottery_ticket',
  displayCategory: 'jackpot',
  recurringPurchaseType: 'subscription',
  recurringPurchaseAvailability: 'optional',
  analyticsProductType: 'jackpot_lottery',
} as const;

const lotto645 = [mainNumbers(6, 45, 2)];
const ozLotto = [mainNumbers(7, 47, 3)];
const powerball = [mainNumbers(7, 35), bonusBall('powerball', 'Powerball', 20)];
const setForLife = [mainNumbers(7, 44, 2)];
// Lotto Strike plays the first four winning numbers of the Lotto draw, in the order drawn.
const lottoStrike = [mainNumbers(4, 45, 0, 'Numbers (in order)')];

export const lotteryNumberSets = { lotto645, ozLotto, powerball, setForLife };

export const lotterySeeds: LotterySeed[] = [
  {
    lottery: {
      key: 'powerball',
      name: 'Powerball',
      kind: 'lottery',
      ...schedule(['thursday']),
      firstDrawNo: 1571,
      numberSets: powerball,
      brandColours: { primary: '#3b1f7a', secondary: '#f5c400', text: '#ffffff' },
      logoText: 'Powerball',
    },
    offer: {
      key: 'powerball',
      lotteryKey: 'powerball',
      ...commercial,
      name: 'Powerball',
      description: 'Pick 7 numbers from 1 to 35 and a Powerball from 1 to 20. Drawn every Thursday night.',
      url: '/powerball',
      gameTypes: [
        ...numbersGameTypes('powerball', powerball, { pricePerGameCents: 175, defaultGames: 18 }),
        systemGameType('powerball', powerball, { from: 8, to: 20 }, 175),
        superComboGameType(
          'powerball',
          powerball,
          [
            { entries: 4, size: 8 },
            { entries: 2, size: 9 },
          ],
          175,
        ),
        ...powerballGameTypes(powerball, 175),
        multiWeekGameType('powerball', powerball, [2, 4, 8], 175, 12),
      ],
    },
    nextJackpotCents: 2_000_000_000,
    causeKeys: [],
  },
  {
    lottery: {
      key: 'oz_lotto',
      name: 'Oz Lotto',
      kind: 'lottery',
      ...schedule(['tuesday']),
      firstDrawNo: 1673,
      numberSets: ozLotto,
      brandColours: { primary: '#00843d', secondary: '#ffcd00', text: '#ffffff' },
      logoText: 'Oz Lotto',
    },
    offer: {
      key: 'oz_lotto',
      lotteryKey: 'oz_lotto',
      ...commercial,
      name: 'Oz Lotto',
      description: 'Pick 7 numbers from 1 to 47; 3 supplementaries are drawn too. Drawn every Tuesday night.',
      url: '/oz-lotto',
      gameTypes: [
        ...numbersGameTypes('oz_lotto', ozLotto, { pricePerGameCents: 155, defaultGames: 12 }),
        systemGameType('oz_lotto', ozLotto, { from: 8, to: 20 }, 155),
        superComboGameType(
          'oz_lotto',
          ozLotto,
          [
            { entries: 4, size: 8 },
            { entries: 2, size: 9 },
          ],
          155,
        ),
        multiWeekGameType('oz_lotto', ozLotto, [2, 4, 8], 155, 12),
      ],
    },
    nextJackpotCents: 1_000_000_000,
    causeKeys: [],
  },
  {
    lottery: {
      key: 'saturday_lotto',
      name: 'Saturday Lotto',
      kind: 'lottery',
      ...schedule(['saturday']),
      firstDrawNo: 4581,
      numberSets: lotto645,
      brandColours: { primary: '#d50032', secondary: '#ffffff', text: '#ffffff' },
      // The same game is branded Gold Lotto in Queensland and X Lotto in South Australia.
      brandRegionOverrides: [
        { brandingRegion: 'QLD', colours: { primary: '#b8860b', secondary: '#ffffff', text: '#ffffff' } },
        { brandingRegion: 'SA', colours: { primary: '#1d1d1b', secondary: '#e30613', text: '#ffffff' } },
      ],
      logoText: 'Saturday Lotto',
    },
    offer: {
      key: 'saturday_lotto',
      lotteryKey: 'saturday_lotto',
      ...commercial,
      name: 'Saturday Lotto',
      description:
        'Pick 6 numbers from 1 to 45; 2 supplementaries are drawn too. Drawn every Saturday night.',
      url: '/saturday-lotto',
      gameTypes: [
        ...numbersGameTypes('saturday_lotto', lotto645, { pricePerGameCents: 75, defaultGames: 18 }),
        systemGameType('saturday_lotto', lotto645, { from: 7, to: 20 }, 75),
        superComboGameType(
          'saturday_lotto',
          lotto645,
          [
            { entries: 4, size: 7 },
            { entries: 3, size: 8 },
            { entries: 2, size: 9 },
          ],
          75,
        ),
        multiWeekGameType('saturday_lotto', lotto645, [2, 4, 8], 75, 18),
      ],
    },
    nextJackpotCents: 500_000_000,
    causeKeys: [],
  },
  {
    lottery: {
      key: 'set_for_life2020',
      name: 'Set for Life',
      kind: 'lottery',
      drawDays: EVERY_DAY_MASK,
      drawTimeLocal: LOTTERY_DRAW_TIME,
      stopMinutesBefore: LOTTERY_STOP_MINUTES,
      firstDrawNo: 3862,
      numberSets: setForLife,
      // The top prize is fixed: $20,000 a month for 20 years.
      fixedPrizePoolCents: 2_000_000,
      fixedPrizePoolSuffix: 'a month',
      brandColours: { primary: '#00a3ad', secondary: '#ffffff', text: '#ffffff' },
      logoText: 'Set for Life',
    },
    offer: {
      key: 'set_for_life2020',
      lotteryKey: 'set_for_life2020',
      ...commercial,
      name: 'Set for Life',
      description:
        'Pick 7 numbers from 1 to 44 for a chance at $20,000 a month for 20 years. Drawn every night.',
      url: '/set-for-life',
      gameTypes: [
        ...numbersGameTypes('set_for_life2020', setForLife, { pricePerGameCents: 95, defaultGames: 10 }),
        systemGameType('set_for_life2020', setForLife, { from: 8, to: 15 }, 95),
      ],
    },
    nextJackpotCents: null,
    causeKeys: [],
  },
  {
    lottery: {
      key: 'monday_wednesday_lotto',
      name: 'Monday & Wednesday Lotto',
      kind: 'lottery',
      ...schedule(['monday', 'wednesday']),
      firstDrawNo: 4312,
      numberSets: lotto645,
      // Division 1 pays a fixed $1 million to each winner.
      fixedPrizePoolCents: 100_000_000,
      brandColours: { primary: '#0072ce', secondary: '#ffffff', text: '#ffffff' },
      logoText: 'Monday & Wednesday Lotto',
    },
    offer: {
      key: 'monday_wednesday_lotto',
      lotteryKey: 'monday_wednesday_lotto',
      ...commercial,
      name: 'Monday & Wednesday Lotto',
      description:
        'Pick 6 numbers from 1 to 45 for $1 million to every Division 1 winner. Drawn Monday and Wednesday.',
      url: '/monday-wednesday-lotto',
      gameTypes: [
        ...numbersGameTypes('monday_wednesday_lotto', lotto645, { pricePerGameCents: 75, defaultGames: 18 }),
        systemGameType('monday_wednesday_lotto', lotto645, { from: 7, to: 20 }, 75),
        multiWeekGameType('monday_wednesday_lotto', lotto645, [2, 4], 75, 18),
      ],
    },
    nextJackpotCents: null,
    causeKeys: [],
  },
  {
    lottery: {
      key: 'lotto_strike',
      name: 'Lotto Strike',
      kind: 'lottery',
      // Plays alongside the Saturday and the Monday & Wednesday Lotto draws.
      ...schedule(['monday', 'wednesday', 'saturday']),
      firstDrawNo: 6894,
      numberSets: lottoStrike,
      brandColours: { primary: '#ff6a13', secondary: '#1d1d1b', text: '#ffffff' },
      logoText: 'Lotto Strike',
    },
    offer: {
      key: 'lotto_strike',
      lotteryKey: 'lotto_strike',
      ...commercial,
      name: 'Lotto Strike',
      description: 'Pick 4 numbers from 1 to 45 in the order you think they will be drawn in Lotto.',
      url: '/lotto-strike',
      gameTypes: [
        ...numbersGameTypes(
          'lotto_strike',
          lottoStrike,
          { pricePerGameCents: 110, defaultGames: 6 },
          'strike_standard',
        ),
        strikeBoxedGameType(lottoStrike, 110),
      ],
    },
    // Division 1 is a pool that jackpots like Lotto's; the operator announces its estimate.
    nextJackpotCents: 40_000_000,
    causeKeys: [],
  },
  jackpotLottery({
    key: 'super_jackpot_lottery',
    name: 'Super Jackpot',
    day: 'friday',
    numberSets: [mainNumbers(6, 40, 1)],
    priceCents: 200,
    jackpotCents: 250_000_000,
    colours: { primary: '#8c1d40', secondary: '#ffd100', text: '#ffffff' },
    description: 'Fairdraw’s weekly jackpot: pick 6 numbers from 1 to 40. Drawn every Friday night.',
    causeKeys: [],
  }),
  jackpotLottery({
    key: 'mega_jackpot_lottery',
    name: 'Mega Jackpot',
    day: 'sunday',
    numberSets: [mainNumbers(5, 50), bonusBall('mega_ball', 'Mega Ball', 12)],
    priceCents: 300,
    jackpotCents: 750_000_000,
    colours: { primary: '#14213d', secondary: '#fca311', text: '#ffffff' },
    description: 'Pick 5 numbers from 1 to 50 and a Mega Ball from 1 to 12. Drawn every Sunday night.',
    causeKeys: [],
  }),
  jackpotLottery({
    key: 'make_a_smile_lottery',
    name: 'Make a Smile Lottery',
    day: 'wednesday',
    numberSets: [mainNumbers(6, 38)],
    priceCents: 200,
    jackpotCents: 35_000_000,
    colours: { primary: '#ff5a8c', secondary: '#ffe066', text: '#1d1d1b' },
    description: 'A weekly jackpot where every ticket supports the Harbour Children’s Hospital Foundation.',
    causeKeys: ['harbour_childrens_hospital'],
  }),
  jackpotLottery({
    key: 'your_hospice_lottery',
    name: 'Your Hospice Lottery',
    day: 'monday',
    numberSets: [mainNumbers(6, 38)],
    priceCents: 200,
    jackpotCents: null,
    colours: { primary: '#6a4c93', secondary: '#f1e3f3', text: '#ffffff' },
    description: 'A weekly jackpot where every ticket supports care at Riverside Hospice.',
    causeKeys: ['riverside_hospice'],
  }),
  jackpotLottery({
    key: 'one_lottery',
    name: 'One Lottery',
    day: 'saturday',
    numberSets: [mainNumbers(6, 45)],
    priceCents: 250,
    jackpotCents: 100_000_000,
    colours: { primary: '#3f7f6a', secondary: '#ffffff', text: '#ffffff' },
    description: 'One weekly jackpot, your choice of cause: pick the charity your ticket supports.',
    causeKeys: ['harbour_childrens_hospital', 'tallowood_point_slsc', 'riverside_hospice', 'blue_gum_rfb'],
  }),
];

interface JackpotLotteryTerms {
  key: string;
  name: string;
  day: Parameters<typeof bitmaskFromDays>[0][number];
  numberSets: LotteryRow['numberSets'];
  priceCents: number;
  jackpotCents: number | null;
  /** Its primary unlike any other game's, so its mark stands apart (decision 0066). */
  colours: LotteryRow['brandColours'];
  description: string;
  causeKeys: string[];
}

/** Fairdraw's own weekly jackpot lotteries share one shape. */
function jackpotLottery(terms: JackpotLotteryTerms): LotterySeed {
  return {
    lottery: {
      key: terms.key,
      name: terms.name,
      kind: 'lottery',
      ...schedule([terms.day]),
      firstDrawNo: 1,
      numberSets: terms.numberSets,
      brandColours: terms.colours,
      logoText: terms.name,
    },
    offer: {
      key: terms.key,
      lotteryKey: terms.key,
      ...jackpot,
      name: terms.name,
      description: terms.description,
      url: `/${terms.key.replace(/_/g, '-')}`,
      gameTypes: numbersGameTypes(terms.key, terms.numberSets, {
        pricePerGameCents: terms.priceCents,
        defaultGames: 5,
      }),
    },
    nextJackpotCents: terms.jackpotCents,
    causeKeys: terms.causeKeys,
  };
}
