// Prize divisions of every numbers game Fairdraw sells: what a game must match to win each division
// and what the division pays. Sources and the reasoning behind each figure: docs/decisions/0012.
import type { NumberSet } from '@fairdraw/contracts';

/** The set key of a game's main numbers (winning numbers and supplementaries come from its barrel). */
export const MAIN_SET_KEY = 'numbers';

/** What the draw looks like; the seeded lottery's number sets must agree (`tableFitsNumberSets`). */
export interface GameMatrix {
  /** Main numbers: a game picks `count` of 1..max and the draw gives `count` winning numbers. */
  count: number;
  max: number;
  /** Drawn after the winning numbers from the same barrel; they only count where a division says so. */
  supplementaryCount: number;
  /** Lotto Strike: a pick matches only the winning number drawn in its own position. */
  inOrder: boolean;
  /** A separate one-ball barrel (Powerball, Mega Ball) and its set key, or null. */
  bonus: { key: string; max: number } | null;
}

/** What a game must match. A game wins the lowest-numbered division whose requirement it meets. */
export interface DivisionRequirement {
  /** Main numbers matched (positions matched when the game plays in order): any of these counts. */
  main: readonly number[];
  /** At least this many of the game's numbers are supplementaries. */
  minSupplementary: number;
  /** The bonus ball must match too. */
  bonus: boolean;
}

/**
 * What one winner of a division gets.
 * - `fixed`: `amountCents` each. With `maxFullWinners`, more winners than that share
 *   `amountCents × maxFullWinners` equally (Mon & Wed Lotto's $1 million for up to four winners).
 *   `monthlyInstalments` says the amount is paid monthly (Set for Life); the amount is the total.
 * - `poolShare`: `basisPoints` / 10,000 of the draw's prize pool, split equally among the winners.
 */
export type PrizeRule =
  | { kind: 'fixed'; amountCents: number; maxFullWinners?: number; monthlyInstalments?: number }
  | { kind: 'poolShare'; basisPoints: number };

export interface PrizeDivision {
  number: number;
  name: string;
  /** In the player's words: "5 winning numbers + 1 supplementary". */
  description: string;
  requires: DivisionRequirement;
  prize: PrizeRule;
}

export interface DivisionTable {
  lotteryKey: string;
  matrix: GameMatrix;
  /** Division 1 first; numbers run 1..n without gaps. */
  divisions: readonly PrizeDivision[];
}

/** One whole pool, in basis points. */
export const FULL_POOL_BASIS_POINTS = 10_000;

const share = (basisPoints: number): PrizeRule => ({ kind: 'poolShare', basisPoints });
const fixed = (amountCents: number, extra: { maxFullWinners?: number; monthlyInstalments?: number } = {}) =>
  ({ kind: 'fixed', amountCents, ...extra }) satisfies PrizeRule;

interface Row {
  main: number | readonly number[];
  supps?: number;
  bonus?: boolean;
  description: string;
  prize: PrizeRule;
  name?: string;
}

function table(lotteryKey: string, matrix: GameMatrix, rows: readonly Row[]): DivisionTable {
  return {
    lotteryKey,
    matrix,
    divisions: rows.map((row, index) => ({
      number: index + 1,
      name: row.name ?? `Division ${index + 1}`,
      description: row.description,
      requires: {
        main: typeof row.main === 'number' ? [row.main] : row.main,
        minSupplementary: row.supps ?? 0,
        bonus: row.bonus ?? false,
      },
      prize: row.prize,
    })),
  };
}

const matrix = (count: number, max: number, supplementaryCount = 0, bonus: GameMatrix['bonus'] = null) => ({
  count,
  max,
  supplementaryCount,
  inOrder: false,
  bonus,
});

// Saturday Lotto since draw 4093 (10 October 2020): Division 6 became "3 winning numbers".
// Division 1 takes 45% of the pool (27 of the 60 points of sales that go to prizes), the other
// divisions share the remaining 55% in the published 4.5/7/19.5/27/42 proportions.
const saturdayLotto = table('saturday_lotto', matrix(6, 45, 2), [
  { main: 6, description: '6 winning numbers', prize: share(4500) },
  { main: 5, supps: 1, description: '5 winning numbers + 1 supplementary', prize: share(248) },
  { main: 5, description: '5 winning numbers', prize: share(385) },
  { main: 4, description: '4 winning numbers', prize: share(1072) },
  { main: 3, supps: 1, description: '3 winning numbers + 1 or 2 supplementaries', prize: share(1485) },
  { main: 3, description: '3 winning numbers', prize: share(2310) },
]);

// Division 1 is a fixed $1 million each for up to four winners, from its own reserve; the pool is
// shared by Divisions 2–6 only.
const mondayWednesdayLotto = table('monday_wednesday_lotto', matrix(6, 45, 2), [
  { main: 6, description: '6 winning numbers', prize: fixed(100_000_000, { maxFullWinners: 4 }) },
  { main: 5, supps: 1, description: '5 winning numbers + 1 supplementary', prize: share(450) },
  { main: 5, description: '5 winning numbers', prize: share(700) },
  { main: 4, description: '4 winning numbers', prize: share(1950) },
  { main: 3, supps: 1, description: '3 winning numbers + 1 or 2 supplementaries', prize: share(2700) },
  {
    main: [1, 2],
    supps: 2,
    description: '1 or 2 winning numbers + both supplementaries',
    prize: share(4200),
  },
]);

// 7 from 47 with 3 supplementaries since draw 1474 (17 May 2022).
const ozLotto = table('oz_lotto', matrix(7, 47, 3), [
  { main: 7, description: '7 winning numbers', prize: share(4000) },
  { main: 6, supps: 1, description: '6 winning numbers + 1 supplementary', prize: share(170) },
  { main: 6, description: '6 winning numbers', prize: share(350) },
  { main: 5, supps: 1, description: '5 winning numbers + 1 or more supplementaries', prize: share(180) },
  { main: 5, description: '5 winning numbers', prize: share(210) },
  { main: 4, description: '4 winning numbers', prize: share(2400) },
  { main: 3, supps: 1, description: '3 winning numbers + 1 or more supplementaries', prize: share(2690) },
]);

// Division order is the real one: 4 + Powerball (6) outranks 5 without it (7).
const powerball = table('powerball', matrix(7, 35, 0, { key: 'powerball', max: 20 }), [
  { main: 7, bonus: true, description: '7 winning numbers + the Powerball', prize: share(3500) },
  { main: 7, description: '7 winning numbers', prize: share(180) },
  { main: 6, bonus: true, description: '6 winning numbers + the Powerball', prize: share(110) },
  { main: 6, description: '6 winning numbers', prize: share(200) },
  { main: 5, bonus: true, description: '5 winning numbers + the Powerball', prize: share(150) },
  { main: 4, bonus: true, description: '4 winning numbers + the Powerball', prize: share(970) },
  { main: 5, description: '5 winning numbers', prize: share(760) },
  { main: 3, bonus: true, description: '3 winning numbers + the Powerball', prize: share(1500) },
  { main: 2, bonus: true, description: '2 winning numbers + the Powerball', prize: share(2630) },
]);

// Divisions 1 and 2 are fixed annuities (the amount is the total paid); the pool is Divisions 3–8's.
const setForLife = table('set_for_life2020', matrix(7, 44, 2), [
  {
    main: 7,
    description: '7 winning numbers: $20,000 a month for 20 years',
    prize: fixed(480_000_000, { maxFullWinners: 4, monthlyInstalments: 240 }),
  },
  {
    main: 6,
    supps: 1,
    description: '6 winning numbers + 1 bonus number: $5,000 a month for 1 year',
    prize: fixed(6_000_000, { maxFullWinners: 4, monthlyInstalments: 12 }),
  },
  { main: 6, description: '6 winning numbers', prize: share(220) },
  { main: 5, supps: 1, description: '5 winning numbers + 1 or 2 bonus numbers', prize: share(200) },
  { main: 5, description: '5 winning numbers', prize: share(460) },
  { main: 4, supps: 1, description: '4 winning numbers + 1 or 2 bonus numbers', prize: share(1060) },
  { main: 4, description: '4 winning numbers', prize: share(2820) },
  { main: 3, supps: 1, description: '3 winning numbers + 1 or 2 bonus numbers', prize: share(5240) },
]);

// Positions, not the first N: Strike 3 is any 3 of the 4 in the position drawn (odds 1 in 21,804).
// Division 4 is a free game in the real game; here its price, from the house.
const lottoStrike = table(
  'lotto_strike',
  { count: 4, max: 45, supplementaryCount: 0, inOrder: true, bonus: null },
  [
    { main: 4, name: 'Strike 4', description: 'All 4 numbers in the order drawn', prize: share(4500) },
    {
      main: 3,
      name: 'Strike 3',
      description: '3 of the 4 numbers in the position drawn',
      prize: share(1000),
    },
    {
      main: 2,
      name: 'Strike 2',
      description: '2 of the 4 numbers in the position drawn',
      prize: share(4500),
    },
    { main: 1, name: 'Strike 1', description: '1 of the 4 numbers in the position drawn', prize: fixed(110) },
  ],
);

// Fairdraw's own jackpot lotteries: Division 1 is the jackpot, the lowest division pays the price of
// a game back from the house, the pool is shared by the rest.
const superJackpot = table('super_jackpot_lottery', matrix(6, 40, 1), [
  { main: 6, description: '6 winning numbers', prize: share(4000) },
  { main: 5, supps: 1, description: '5 winning numbers + the supplementary', prize: share(500) },
  { main: 5, description: '5 winning numbers', prize: share(800) },
  { main: 4, description: '4 winning numbers', prize: share(2700) },
  { main: 3, supps: 1, description: '3 winning numbers + the supplementary', prize: share(2000) },
  { main: 3, description: '3 winning numbers', prize: fixed(200) },
]);

const megaJackpot = table('mega_jackpot_lottery', matrix(5, 50, 0, { key: 'mega_ball', max: 12 }), [
  { main: 5, bonus: true, description: '5 winning numbers + the Mega Ball', prize: share(5000) },
  { main: 5, description: '5 winning numbers', prize: share(800) },
  { main: 4, bonus: true, description: '4 winning numbers + the Mega Ball', prize: share(500) },
  { main: 4, description: '4 winning numbers', prize: share(900) },
  { main: 3, bonus: true, description: '3 winning numbers + the Mega Ball', prize: share(800) },
  { main: 3, description: '3 winning numbers', prize: share(2000) },
  { main: 2, bonus: true, description: '2 winning numbers + the Mega Ball', prize: fixed(600) },
  { main: 1, bonus: true, description: '1 winning number + the Mega Ball', prize: fixed(300) },
]);

/** The 6-from-N weekly jackpots without supplementaries share one shape. */
function sixNumberJackpot(
  lotteryKey: string,
  max: number,
  shares: [number, number, number],
  gameCents: number,
) {
  return table(lotteryKey, matrix(6, max), [
    { main: 6, description: '6 winning numbers', prize: share(shares[0]) },
    { main: 5, description: '5 winning numbers', prize: share(shares[1]) },
    { main: 4, description: '4 winning numbers', prize: share(shares[2]) },
    { main: 3, description: '3 winning numbers', prize: fixed(gameCents) },
  ]);
}

/** Every lottery's table by lottery key. */
export const DIVISION_TABLES: Readonly<Record<string, DivisionTable>> = Object.fromEntries(
  [
    saturdayLotto,
    mondayWednesdayLotto,
    ozLotto,
    powerball,
    setForLife,
    lottoStrike,
    superJackpot,
    megaJackpot,
    sixNumberJackpot('make_a_smile_lottery', 38, [5000, 1500, 3500], 200),
    sixNumberJackpot('your_hospice_lottery', 38, [5000, 1500, 3500], 200),
    sixNumberJackpot('one_lottery', 45, [5500, 1500, 3000], 250),
  ].map((entry) => [entry.lotteryKey, entry]),
);

/** The division table of a lottery. Throws for a lottery without one (raffles draw tickets, not numbers). */
export function divisionTable(lotteryKey: string): DivisionTable {
  const found = Object.hasOwn(DIVISION_TABLES, lotteryKey) ? DIVISION_TABLES[lotteryKey] : undefined;
  if (!found) throw new RangeError(`No prize divisions for lottery "${lotteryKey}"`);
  return found;
}

/**
 * Lotto Strike is won by numbers in the position drawn: its picks and results keep their order. Takes the
 * lottery key; screens that hold only an offer key pass that, since each lottery's own offer has its key.
 */
export function isPlayedInOrder(lotteryKey: string): boolean {
  return Object.hasOwn(DIVISION_TABLES, lotteryKey) && DIVISION_TABLES[lotteryKey]!.matrix.inOrder;
}

/** Numbers as the shop shows them: lowest first, except where their order is the game (Lotto Strike). */
export function numbersAsShown(lotteryKey: string, numbers: readonly number[]): number[] {
  return isPlayedInOrder(lotteryKey) ? [...numbers] : [...numbers].sort((a, b) => a - b);
}

/** The division with this number, or a RangeError. */
export function findDivision(table: DivisionTable, division: number): PrizeDivision {
  const found = table.divisions.find((entry) => entry.number === division);
  if (!found) throw new RangeError(`${table.lotteryKey} has no division ${division}`);
  return found;
}

type DrawnSet = Pick<NumberSet, 'key' | 'count' | 'min' | 'max' | 'drawnCount' | 'supplementaryCount'>;

/**
 * Whether a lottery's number sets (as seeded and served) are the matrix this table scores, so a
 * changed catalogue cannot be scored with a stale table.
 */
export function tableFitsNumberSets(table: DivisionTable, numberSets: readonly DrawnSet[]): boolean {
  const { matrix: m } = table;
  const expected: DrawnSet[] = [
    {
      key: MAIN_SET_KEY,
      count: m.count,
      min: 1,
      max: m.max,
      drawnCount: m.count,
      supplementaryCount: m.supplementaryCount,
    },
  ];
  if (m.bonus) {
    expected.push({
      key: m.bonus.key,
      count: 1,
      min: 1,
      max: m.bonus.max,
      drawnCount: 1,
      supplementaryCount: 0,
    });
  }
  return (
    numberSets.length === expected.length &&
    expected.every((want) => {
      const set = numberSets.find((candidate) => candidate.key === want.key);
      return (
        set !== undefined &&
        set.count === want.count &&
        set.min === want.min &&
        set.max === want.max &&
        set.drawnCount === want.drawnCount &&
        set.supplementaryCount === want.supplementaryCount
      );
    })
  );
}
