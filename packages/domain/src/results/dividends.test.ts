import { describe, expect, it } from 'vitest';
import { DIVISION_TABLES, divisionTable } from './divisions';
import {
  OFFICIAL_DIVIDEND_LOTTERIES,
  demoDividends,
  dividendProblems,
  paysOfficialDividends,
  prizeForWinning,
} from './dividends';
import { seededRandom } from './test-draws';

const saturday = divisionTable('saturday_lotto');
const superJackpot = divisionTable('super_jackpot_lottery');
const saturdayDividends = {
  '1': 1_234_567_89,
  '2': 8_000_00,
  '3': 1_500_00,
  '4': 40_00,
  '5': 25_00,
  '6': 12_00,
};

describe('who decides a division’s prize', () => {
  it.each([
    ['saturday_lotto', true],
    ['monday_wednesday_lotto', true],
    ['oz_lotto', true],
    ['powerball', true],
    ['set_for_life2020', true],
    ['lotto_strike', true],
    ['super_jackpot_lottery', false],
    ['mega_jackpot_lottery', false],
    ['make_a_smile_lottery', false],
    ['your_hospice_lottery', false],
    ['one_lottery', false],
  ])('%s pays official dividends: %s', (key, official) => {
    expect(paysOfficialDividends(key)).toBe(official);
    expect(Object.hasOwn(DIVISION_TABLES, key)).toBe(true);
  });
});

describe('dividendProblems', () => {
  it('accepts one amount in cents for every division', () => {
    expect(dividendProblems(saturday, saturdayDividends)).toEqual([]);
  });

  it('asks for the dividends of a national game, each division', () => {
    expect(dividendProblems(saturday, null)).toEqual(['Enter the dividend of each of the 6 divisions.']);
    const { '4': _missing, ...withoutFour } = saturdayDividends;
    expect(dividendProblems(saturday, withoutFour)).toEqual(['Enter the dividend of division 4.']);
  });

  it('refuses unknown divisions and amounts that are not whole cents of 0 or more', () => {
    expect(dividendProblems(saturday, { ...saturdayDividends, '7': 1 })).toEqual(['There is no division 7.']);
    expect(dividendProblems(saturday, { ...saturdayDividends, '2': -1 })).toEqual([
      'The dividend of division 2 must be an amount in cents of 0 or more.',
    ]);
    expect(dividendProblems(saturday, { ...saturdayDividends, '2': 1.5 })).toHaveLength(1);
  });

  it('refuses dividends for Fairdraw’s own lotteries, which share their own pool', () => {
    expect(dividendProblems(superJackpot, null)).toEqual([]);
    expect(dividendProblems(superJackpot, {})).toEqual([]);
    expect(dividendProblems(superJackpot, { '1': 100 })).toEqual([
      'This lottery pays shares of its own prize pool; it takes no dividends.',
    ]);
  });
});

describe('prizeForWinning', () => {
  it('pays a national game’s declared dividend, however few of Fairdraw’s customers won', () => {
    const input = { dividends: saturdayDividends, prizePoolCents: 5_000_000_00, winnersInDivision: 1 };
    expect(prizeForWinning(saturday, 6, input)).toBe(12_00);
    expect(prizeForWinning(saturday, 1, input)).toBe(1_234_567_89);
    expect(prizeForWinning(saturday, 1, { ...input, winnersInDivision: 3 })).toBe(1_234_567_89);
  });

  it('cannot pay a national game without its dividends', () => {
    expect(() => prizeForWinning(saturday, 6, { prizePoolCents: 1_000_00, winnersInDivision: 1 })).toThrow(
      RangeError,
    );
  });

  it('splits a pool share among the winners of Fairdraw’s own lotteries', () => {
    // Division 1 of Super Jackpot is 40% of the pool; two winners share it.
    expect(prizeForWinning(superJackpot, 1, { prizePoolCents: 1_000_000_00, winnersInDivision: 2 })).toBe(
      200_000_00,
    );
    // Division 6 is the $2 price of a game, from the house.
    expect(prizeForWinning(superJackpot, 6, { prizePoolCents: 0, winnersInDivision: 9 })).toBe(2_00);
  });

  it('refuses a division the game does not have', () => {
    expect(() =>
      prizeForWinning(saturday, 9, { dividends: saturdayDividends, prizePoolCents: 0, winnersInDivision: 1 }),
    ).toThrow(RangeError);
  });
});

describe('demoDividends', () => {
  it.each([...OFFICIAL_DIVIDEND_LOTTERIES])('gives %s a valid dividend for every division', (key) => {
    const table = divisionTable(key);
    // Extremes: every division at its lowest, its highest, and neighbours pulled apart both ways.
    const alternating = (first: number) => {
      let call = 0;
      return () => (call++ % 2 === first ? 0 : 0.999_999);
    };
    const randoms = [() => 0, () => 0.999_999, alternating(0), alternating(1), seededRandom(7)];
    for (const random of randoms) {
      const dividends = demoDividends(table, { jackpotCents: null, random })!;
      expect(dividendProblems(table, dividends)).toEqual([]);
      // A higher division never pays less than a lower one, as in real draws.
      const amounts = table.divisions.map((division) => dividends[String(division.number)]!);
      for (let i = 1; i < amounts.length; i++) expect(amounts[i - 1]!).toBeGreaterThanOrEqual(amounts[i]!);
    }
    const dividends = demoDividends(table, { jackpotCents: null, random: () => 0.5 })!;
    for (const division of table.divisions)
      if (division.prize.kind === 'fixed')
        expect(dividends[String(division.number)]).toBe(division.prize.amountCents);
  });

  it('pays the advertised jackpot in division 1 when the draw has one', () => {
    const dividends = demoDividends(saturday, { jackpotCents: 30_000_000_00, random: () => 0.5 })!;
    expect(dividends['1']).toBe(30_000_000_00);
    expect(dividends['6']).toBe(12_00);
  });

  it('shares the jackpot among division 1’s national winners, in whole cents', () => {
    const shared = (winners: number) =>
      demoDividends(saturday, {
        jackpotCents: 10_000_000_00,
        random: () => 0.5,
        nationalWinners: { '1': winners, '2': 40, '3': 700, '4': 34_000, '5': 95_000, '6': 540_000 },
      })!['1'];
    expect(shared(0)).toBe(10_000_000_00);
    expect(shared(1)).toBe(10_000_000_00);
    expect(shared(3)).toBe(3_333_333_33);
  });

  it('gives nothing for Fairdraw’s own lotteries', () => {
    expect(demoDividends(superJackpot, { jackpotCents: null, random: () => 0.5 })).toBeNull();
  });
});
