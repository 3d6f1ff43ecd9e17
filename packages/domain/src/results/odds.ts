// The odds of each prize division of a game, computed from its matrix (shop-core's game rules page):
// every way a game can meet the draw is counted once, in the first (highest) division it wins.
import type { DivisionTable } from './divisions';

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/** N × (N−1) × … for r factors: the ordered ways to draw r numbers. */
function fallingFactorial(n: number, r: number): number {
  let result = 1;
  for (let i = 0; i < r; i += 1) result *= n - i;
  return result;
}

/** One way a game can meet the draw, and its probability. */
interface Outcome {
  main: number;
  supplementary: number;
  bonus: boolean;
  probability: number;
}

function outcomes(table: DivisionTable): Outcome[] {
  const { count: k, max: n, supplementaryCount: s, inOrder, bonus } = table.matrix;
  const mainOutcomes: Array<Omit<Outcome, 'bonus'>> = [];
  if (inOrder) {
    // Exactly m of the k positions match (inclusion–exclusion over the positions that match).
    for (let m = 0; m <= k; m += 1) {
      let probability = 0;
      for (let r = m; r <= k; r += 1)
        probability += ((-1) ** (r - m) * choose(r, m) * choose(k, r)) / fallingFactorial(n, r);
      mainOutcomes.push({ main: m, supplementary: 0, probability });
    }
  } else {
    const games = choose(n, k);
    for (let m = 0; m <= k; m += 1)
      for (let j = 0; j <= Math.min(s, k - m); j += 1)
        mainOutcomes.push({
          main: m,
          supplementary: j,
          probability: (choose(k, m) * choose(s, j) * choose(n - k - s, k - m - j)) / games,
        });
  }
  if (!bonus) return mainOutcomes.map((outcome) => ({ ...outcome, bonus: false }));
  return mainOutcomes.flatMap((outcome) => [
    { ...outcome, bonus: true, probability: outcome.probability / bonus.max },
    { ...outcome, bonus: false, probability: (outcome.probability * (bonus.max - 1)) / bonus.max },
  ]);
}

export interface DivisionOdds {
  division: number;
  /** The chance of one game winning this division: 1 in `oneIn`. */
  oneIn: number;
}

/** The chance of one game winning each division, and of winning any prize at all. */
export function divisionOdds(table: DivisionTable): { divisions: DivisionOdds[]; anyPrizeOneIn: number } {
  const won = new Map<number, number>();
  for (const outcome of outcomes(table)) {
    const division = table.divisions.find(
      ({ requires }) =>
        requires.main.includes(outcome.main) &&
        outcome.supplementary >= requires.minSupplementary &&
        (!requires.bonus || outcome.bonus),
    );
    if (division) won.set(division.number, (won.get(division.number) ?? 0) + outcome.probability);
  }
  const divisions = table.divisions.map(({ number }) => ({
    division: number,
    oneIn: 1 / (won.get(number) ?? Number.NaN),
  }));
  const any = [...won.values()].reduce((sum, probability) => sum + probability, 0);
  return { divisions, anyPrizeOneIn: 1 / any };
}

/**
 * "1 in 134,490,400": whole numbers from 10 up, one decimal below, rounded up as the lotteries publish
 * them, so the words never make a chance look better than it is.
 */
export function oddsText(oneIn: number): string {
  const rounded = oneIn >= 10 ? Math.ceil(oneIn) : Math.ceil(oneIn * 10) / 10;
  return `1 in ${rounded.toLocaleString('en-AU')}`;
}
