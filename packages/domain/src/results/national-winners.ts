// How many won each division across the whole country (decision 0067). A national game's operator
// declares it with the result, beside the dividends; Fairdraw's own entries are a few among them, so
// a results page that counted only those would read "0 winners" in every division of a real draw.
import { paysOfficialDividends } from './dividends';
import type { DivisionTable } from './divisions';
import { divisionOdds } from './odds';

/** Division number → how many winning games the whole draw had in it, as declared for one draw. */
export type NationalWinners = Readonly<Record<string, number>>;

/**
 * Everything wrong with a draw's national winner counts, in words; empty when they can be stored. The
 * counts are optional (a result without them shows its counts as unknown), but given, every division
 * has one. Fairdraw's own lotteries take none: all their winners are Fairdraw's.
 */
export function nationalWinnerProblems(
  table: DivisionTable,
  counts: NationalWinners | null | undefined,
): string[] {
  if (!counts) return [];
  if (!paysOfficialDividends(table.lotteryKey))
    return Object.keys(counts).length > 0
      ? ['Every winner of this lottery is a Fairdraw entry; it takes no national winner counts.']
      : [];
  const problems: string[] = [];
  const known = new Set(table.divisions.map((division) => String(division.number)));
  for (const key of Object.keys(counts)) if (!known.has(key)) problems.push(`There is no division ${key}.`);
  for (const division of table.divisions) {
    const count = counts[String(division.number)];
    if (count === undefined) problems.push(`Enter the national winners of division ${division.number}.`);
    else if (!Number.isSafeInteger(count) || count < 0)
      problems.push(
        `The national winners of division ${division.number} must be a whole number of 0 or more.`,
      );
  }
  return problems;
}

/**
 * Games played across the country in a typical draw, for the demo results source only: round figures
 * of the order each game sells, so that Division 1 is won about as often as it really is (Saturday
 * Lotto a few times a draw, Powerball about one draw in five).
 */
const TYPICAL_GAMES_PER_DRAW: Readonly<Record<string, number>> = {
  saturday_lotto: 25_000_000,
  monday_wednesday_lotto: 6_000_000,
  oz_lotto: 20_000_000,
  powerball: 30_000_000,
  set_for_life2020: 3_000_000,
  lotto_strike: 1_500_000,
};

/** A Poisson count with this mean: counted exactly while small, by the normal curve when large. */
function poisson(mean: number, random: () => number): number {
  if (mean < 50) {
    const limit = Math.exp(-mean);
    let count = 0;
    for (let product = random(); product > limit; product *= random()) count++;
    return count;
  }
  // Box–Muller; 1 - random() keeps the logarithm away from 0.
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal));
}

/**
 * Plausible national winner counts for a demo draw: each division's expected winners (the typical
 * games played times its odds) drawn as a Poisson count with `random` ([0, 1); seed it from the draw
 * so the same draw always gets the same counts). Null for a lottery that takes none.
 */
export function demoNationalWinners(table: DivisionTable, random: () => number): NationalWinners | null {
  const games = TYPICAL_GAMES_PER_DRAW[table.lotteryKey];
  if (games === undefined || !paysOfficialDividends(table.lotteryKey)) return null;
  const counts: Record<string, number> = {};
  for (const { division, oneIn } of divisionOdds(table).divisions)
    counts[String(division)] = poisson(games / oneIn, random);
  return counts;
}
