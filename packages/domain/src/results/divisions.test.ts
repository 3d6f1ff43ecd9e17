// Each division table against the real games: exact odds by counting, and the tables' own shape.
import { describe, expect, it } from 'vitest';
import {
  DIVISION_TABLES,
  FULL_POOL_BASIS_POINTS,
  divisionTable,
  numbersAsShown,
  tableFitsNumberSets,
} from './divisions';
import type { DivisionTable } from './divisions';
import { divisionForMatches } from './score';

/** Games per division over every possible game, counted by combinations (ordered picks for Strike). */
function waysToWin(table: DivisionTable): { total: number; ways: Map<number, number> } {
  const { matrix } = table;
  const ways = new Map<number, number>();
  const add = (division: number | null, count: number) => {
    if (division !== null) ways.set(division, (ways.get(division) ?? 0) + count);
  };
  if (matrix.inOrder) {
    // Winning 1..count in order; tally every ordered pick by how many positions are right.
    let total = 0;
    const right = new Array<number>(matrix.count + 1).fill(0);
    const used = new Array<boolean>(matrix.max + 1).fill(false);
    const walk = (position: number, correct: number) => {
      if (position === matrix.count) {
        total += 1;
        right[correct] = (right[correct] ?? 0) + 1;
        return;
      }
      for (let n = 1; n <= matrix.max; n += 1) {
        if (used[n]) continue;
        used[n] = true;
        walk(position + 1, correct + (n === position + 1 ? 1 : 0));
        used[n] = false;
      }
    };
    walk(0, 0);
    right.forEach((count, main) =>
      add(divisionForMatches(table, { main, supplementary: 0, bonus: false }), count),
    );
    return { total, ways };
  }
  const choose = (n: number, k: number): number =>
    k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k;
  const others = matrix.max - matrix.count - matrix.supplementaryCount;
  const balls = matrix.bonus?.max ?? 1;
  for (let main = 0; main <= matrix.count; main += 1) {
    for (let supplementary = 0; supplementary <= matrix.supplementaryCount; supplementary += 1) {
      const games =
        choose(matrix.count, main) *
        choose(matrix.supplementaryCount, supplementary) *
        choose(others, matrix.count - main - supplementary);
      if (matrix.bonus) {
        add(divisionForMatches(table, { main, supplementary, bonus: true }), games);
        add(divisionForMatches(table, { main, supplementary, bonus: false }), games * (balls - 1));
      } else {
        add(divisionForMatches(table, { main, supplementary, bonus: false }), games);
      }
    }
  }
  return { total: choose(matrix.max, matrix.count) * balls, ways };
}

describe('odds of each division', () => {
  // Published "1 in N" odds (The Lott, Lotterywest, ozlotteries.com; see decision 0012). Matching them
  // checks each division's shape against the real game, including which supplementaries count.
  it.each([
    ['saturday_lotto', [8_145_060, 678_755, 36_689, 733, 297, 53]],
    ['monday_wednesday_lotto', [8_145_060, 678_755, 36_689, 733, 297, 144]],
    ['oz_lotto', [62_891_499, 2_994_833, 242_824, 26_270, 4_497, 182, 71]],
    ['powerball', [134_490_400, 7_078_443, 686_176, 36_115, 16_943, 1_173, 892, 188, 66]],
    ['set_for_life2020', [38_320_568, 2_737_184, 156_411, 25_702, 3_067, 894, 167, 80]],
    ['lotto_strike', [3_575_880, 21_804, 346, 12]],
  ])('%s matches the published odds', (lotteryKey, published) => {
    const table = divisionTable(lotteryKey);
    const { total, ways } = waysToWin(table);
    const odds = table.divisions.map((division) => Math.round(total / (ways.get(division.number) ?? 0)));
    // Publishers round differently by one (36,689 or 36,690), so allow it.
    odds.forEach((value, index) =>
      expect(Math.abs(value - (published[index] as number))).toBeLessThanOrEqual(1),
    );
  });

  it('every division of every table can be won', () => {
    for (const table of Object.values(DIVISION_TABLES)) {
      const { ways } = waysToWin(table);
      for (const division of table.divisions)
        expect(ways.get(division.number), `${table.lotteryKey} ${division.number}`).toBeGreaterThan(0);
    }
  });
});

describe('division tables', () => {
  // The seeded matrices (packages/db/src/seed-data/lotteries.ts, decision 0005).
  const main = (count: number, max: number, supplementaryCount = 0) => ({
    key: 'numbers',
    count,
    min: 1,
    max,
    drawnCount: count,
    supplementaryCount,
  });
  const ball = (key: string, max: number) => ({
    key,
    count: 1,
    min: 1,
    max,
    drawnCount: 1,
    supplementaryCount: 0,
  });
  const seeded: Record<string, ReturnType<typeof main>[]> = {
    saturday_lotto: [main(6, 45, 2)],
    monday_wednesday_lotto: [main(6, 45, 2)],
    oz_lotto: [main(7, 47, 3)],
    powerball: [main(7, 35), ball('powerball', 20)],
    set_for_life2020: [main(7, 44, 2)],
    lotto_strike: [main(4, 45)],
    super_jackpot_lottery: [main(6, 40, 1)],
    mega_jackpot_lottery: [main(5, 50), ball('mega_ball', 12)],
    make_a_smile_lottery: [main(6, 38)],
    your_hospice_lottery: [main(6, 38)],
    one_lottery: [main(6, 45)],
  };

  it('has a table for every seeded lottery, fitting its number sets', () => {
    expect(Object.keys(DIVISION_TABLES).sort()).toEqual(Object.keys(seeded).sort());
    for (const [key, sets] of Object.entries(seeded))
      expect(tableFitsNumberSets(divisionTable(key), sets), key).toBe(true);
  });

  it('notices a catalogue that no longer fits its table', () => {
    expect(tableFitsNumberSets(divisionTable('oz_lotto'), [main(7, 45, 2)])).toBe(false);
    expect(tableFitsNumberSets(divisionTable('powerball'), [main(7, 35)])).toBe(false);
    expect(tableFitsNumberSets(divisionTable('powerball'), [main(7, 35), ball('powerball', 26)])).toBe(false);
  });

  it.each(Object.values(DIVISION_TABLES).map((table) => [table.lotteryKey, table] as const))(
    '%s: divisions 1..n, each described, pool shares adding up to the whole pool',
    (_key, table) => {
      expect(table.divisions.map((division) => division.number)).toEqual(
        table.divisions.map((_, index) => index + 1),
      );
      for (const division of table.divisions) expect(division.description).not.toBe('');
      const shares = table.divisions.reduce(
        (sum, division) => sum + (division.prize.kind === 'poolShare' ? division.prize.basisPoints : 0),
        0,
      );
      expect(shares).toBe(FULL_POOL_BASIS_POINTS);
    },
  );

  it('has no table for unknown lotteries', () => {
    expect(() => divisionTable('spring_raffle')).toThrow(RangeError);
    expect(() => divisionTable('toString')).toThrow(RangeError);
  });
});

describe('numbers as shown', () => {
  it('keeps Lotto Strike in the order drawn or picked, and sorts every other lottery', () => {
    expect(numbersAsShown('lotto_strike', [29, 4, 38, 15])).toEqual([29, 4, 38, 15]);
    expect(numbersAsShown('powerball', [29, 4, 38, 15, 2, 33, 7])).toEqual([2, 4, 7, 15, 29, 33, 38]);
    // A raffle or an unknown key has no table: lowest first.
    expect(numbersAsShown('no_such_lottery', [3, 1, 2])).toEqual([1, 2, 3]);
  });
});
