// Who decides what a division pays (docs/decisions/0012, "Official dividends").
//
// The national games are run by their lottery operator: after each draw it declares every division's
// prize per winning game (the dividend), counted over all the country's players. Fairdraw resells those
// games, so its customers are paid exactly the declared dividend, entered with the result. Splitting a
// pool share among Fairdraw's own few winners would pay a three-number match a fortune.
// Fairdraw's own jackpot lotteries are Fairdraw's games: their pool shares are split among their winners.
import { findDivision, type DivisionTable } from './divisions';
import { payDivision } from './prize';

/** The lotteries whose prizes are the operator's declared dividends. */
export const OFFICIAL_DIVIDEND_LOTTERIES: ReadonlySet<string> = new Set([
  'saturday_lotto',
  'monday_wednesday_lotto',
  'oz_lotto',
  'powerball',
  'set_for_life2020',
  'lotto_strike',
]);

/** Division number → prize per winning game in cents, as declared for one draw. */
export type Dividends = Readonly<Record<string, number>>;

export const paysOfficialDividends = (lotteryKey: string): boolean =>
  OFFICIAL_DIVIDEND_LOTTERIES.has(lotteryKey);

/** Everything wrong with a draw's dividends for this table, in words; empty when they can be paid. */
export function dividendProblems(table: DivisionTable, dividends: Dividends | null | undefined): string[] {
  if (!paysOfficialDividends(table.lotteryKey)) {
    return dividends && Object.keys(dividends).length > 0
      ? ['This lottery pays shares of its own prize pool; it takes no dividends.']
      : [];
  }
  if (!dividends) return [`Enter the dividend of each of the ${table.divisions.length} divisions.`];
  const problems: string[] = [];
  const known = new Set(table.divisions.map((division) => String(division.number)));
  for (const key of Object.keys(dividends))
    if (!known.has(key)) problems.push(`There is no division ${key}.`);
  for (const division of table.divisions) {
    const cents = dividends[String(division.number)];
    if (cents === undefined) problems.push(`Enter the dividend of division ${division.number}.`);
    else if (!Number.isSafeInteger(cents) || cents < 0)
      problems.push(`The dividend of division ${division.number} must be an amount in cents of 0 or more.`);
  }
  return problems;
}

export interface WinningPrizeInput {
  /** The draw's declared dividends (official-dividend lotteries). */
  dividends?: Dividends | null;
  /** The draw's prize pool for pool-share divisions (Fairdraw's own lotteries), in cents. */
  prizePoolCents: number | null;
  /** Fairdraw's winning games in this division, at least 1. */
  winnersInDivision: number;
}

/** What one winning game in `division` is paid, in cents. */
export function prizeForWinning(table: DivisionTable, division: number, input: WinningPrizeInput): number {
  findDivision(table, division);
  if (paysOfficialDividends(table.lotteryKey)) {
    const declared = input.dividends?.[String(division)];
    if (declared === undefined)
      throw new RangeError(`Draw of ${table.lotteryKey} has no dividend for division ${division}`);
    return declared;
  }
  return payDivision(table, division, {
    prizePoolCents: input.prizePoolCents ?? 0,
    winnersInDivision: input.winnersInDivision,
  }).eachCents;
}

/**
 * Typical dividends of the national games in cents, division 1 first, for the demo results source only:
 * round figures of the order real draws pay, never shown as real results. Fixed-prize divisions use
 * their fixed amount; division 1 of a jackpot game uses the draw's advertised jackpot when known.
 */
const TYPICAL_DIVIDENDS: Readonly<Record<string, readonly number[]>> = {
  saturday_lotto: [1_000_000_00, 8_000_00, 1_500_00, 40_00, 25_00, 12_00],
  monday_wednesday_lotto: [1_000_000_00, 5_000_00, 1_200_00, 30_00, 15_00, 10_00],
  oz_lotto: [5_000_000_00, 40_000_00, 3_500_00, 350_00, 60_00, 40_00, 25_00],
  powerball: [10_000_000_00, 150_000_00, 5_000_00, 500_00, 150_00, 60_00, 40_00, 20_00, 12_00],
  set_for_life2020: [4_800_000_00, 60_000_00, 5_000_00, 300_00, 100_00, 25_00, 15_00, 10_00],
  lotto_strike: [500_000_00, 4_000_00, 50_00, 1_10],
};

/**
 * Plausible dividends for a demo draw: the typical figure of each pool-share division moved by up to
 * ±15% (`random` gives [0, 1)) and rounded to 5 cents; fixed prizes as they are. A known jackpot is
 * shared by Division 1's national winners, when the draw has more than one.
 */
export function demoDividends(
  table: DivisionTable,
  options: {
    jackpotCents: number | null;
    random: () => number;
    nationalWinners?: Readonly<Record<string, number>> | null;
  },
): Dividends | null {
  const typical = TYPICAL_DIVIDENDS[table.lotteryKey];
  if (!typical || !paysOfficialDividends(table.lotteryKey)) return null;
  const dividends: Record<string, number> = {};
  table.divisions.forEach((division, index) => {
    const { prize } = division;
    if (prize.kind === 'fixed') {
      dividends[String(division.number)] = prize.amountCents;
      return;
    }
    if (index === 0 && options.jackpotCents !== null && options.jackpotCents > 0) {
      const sharedBy = Math.max(1, options.nationalWinners?.['1'] ?? 1);
      dividends['1'] = Math.floor(options.jackpotCents / sharedBy);
      return;
    }
    const base = typical[index] ?? 0;
    const moved = base * (0.85 + 0.3 * options.random());
    dividends[String(division.number)] = Math.max(5, Math.round(moved / 5) * 5);
  });
  return dividends;
}
