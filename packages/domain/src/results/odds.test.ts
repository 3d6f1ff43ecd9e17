import { describe, expect, it } from 'vitest';
import { divisionTable } from './divisions';
import { divisionOdds, oddsText } from './odds';

/** The published odds of one standard game (the lotteries' own game rules). */
const published: Record<string, Record<number, number>> = {
  powerball: {
    1: 134_490_400,
    2: 7_078_443,
    3: 686_176,
    4: 36_115,
    5: 16_943,
    6: 1_173,
    7: 892,
    8: 188,
    9: 66,
  },
  oz_lotto: { 1: 62_891_499, 2: 2_994_833, 3: 242_825 },
  saturday_lotto: { 1: 8_145_060, 2: 678_755, 3: 36_689, 4: 733 },
  lotto_strike: { 1: 3_575_880 },
};

describe('division odds', () => {
  it.each(Object.entries(published))('match the published odds of %s', (lotteryKey, odds) => {
    const { divisions } = divisionOdds(divisionTable(lotteryKey));
    for (const [division, oneIn] of Object.entries(odds)) {
      const computed = divisions.find((entry) => entry.division === Number(division))!.oneIn;
      // Published figures are rounded (some up), so a computed 1 in 7,078,442.1 is their 7,078,443.
      expect(Math.abs(computed - oneIn), `${lotteryKey} division ${division}: ${computed}`).toBeLessThan(1);
    }
  });

  it('gives the chance of any prize, which is better than the lowest division alone', () => {
    const { divisions, anyPrizeOneIn } = divisionOdds(divisionTable('powerball'));
    expect(Math.round(anyPrizeOneIn)).toBe(44);
    expect(anyPrizeOneIn).toBeLessThan(divisions.at(-1)!.oneIn);
  });

  it('words odds for people', () => {
    expect(oddsText(134_490_400)).toBe('1 in 134,490,400');
    expect(oddsText(65.6)).toBe('1 in 66');
    expect(oddsText(4.27)).toBe('1 in 4.3');
  });
});
