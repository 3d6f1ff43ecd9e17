import { describe, expect, it } from 'vitest';
import { DIVISION_TABLES, divisionTable } from './divisions';
import { payDivision, prizeForDivision } from './prize';
import { seededRandom } from './test-draws';

const saturday = divisionTable('saturday_lotto');
const mondayWednesday = divisionTable('monday_wednesday_lotto');
const setForLife = divisionTable('set_for_life2020');

describe('pool shares', () => {
  it('splits a division’s share of the pool equally among its winners', () => {
    // Division 1 is 45% of a $10 million pool: $4.5 million, shared by 3.
    expect(payDivision(saturday, 1, { prizePoolCents: 1_000_000_000, winnersInDivision: 3 })).toEqual({
      eachCents: 150_000_000,
      totalCents: 450_000_000,
      remainderCents: 0,
    });
    expect(
      prizeForDivision(divisionTable('powerball'), 9, {
        prizePoolCents: 1_000_000_000,
        winnersInDivision: 1,
      }),
    ).toBe(263_000_000);
  });

  it('rounds each prize down to the cent and keeps the remainder', () => {
    // 2.48% of $10.01 is 24.8248 cents: 24 cents for the division, 4 each for 5 winners, 4 left.
    expect(payDivision(saturday, 2, { prizePoolCents: 1_001, winnersInDivision: 5 })).toEqual({
      eachCents: 4,
      totalCents: 20,
      remainderCents: 4,
    });
    // More winners than cents: nobody gets anything and the cents stay in the pool.
    expect(payDivision(saturday, 2, { prizePoolCents: 1_001, winnersInDivision: 30 })).toEqual({
      eachCents: 0,
      totalCents: 0,
      remainderCents: 24,
    });
  });

  it('never pays out more than the division’s share, and leaves less than one cent per winner', () => {
    const random = seededRandom(12);
    for (const table of Object.values(DIVISION_TABLES)) {
      for (const division of table.divisions) {
        if (division.prize.kind !== 'poolShare') continue;
        for (let i = 0; i < 50; i += 1) {
          const prizePoolCents = Math.floor(random() * 5_000_000_000);
          const winnersInDivision = 1 + Math.floor(random() * 10_000);
          const shareCents = Math.floor((prizePoolCents * division.prize.basisPoints) / 10_000);
          const paid = payDivision(table, division.number, { prizePoolCents, winnersInDivision });
          expect(Number.isInteger(paid.eachCents)).toBe(true);
          expect(paid.totalCents).toBe(paid.eachCents * winnersInDivision);
          expect(paid.totalCents + paid.remainderCents).toBe(shareCents);
          expect(paid.remainderCents).toBeLessThan(winnersInDivision);
        }
      }
    }
  });

  it('stays exact for pools too large for floating-point products', () => {
    const pool = Number.MAX_SAFE_INTEGER;
    const expected = (BigInt(pool) * 4500n) / 10_000n / 7n;
    expect(prizeForDivision(saturday, 1, { prizePoolCents: pool, winnersInDivision: 7 })).toBe(
      Number(expected),
    );
  });
});

describe('fixed prizes', () => {
  it('pays Mon & Wed Lotto’s $1 million to each of up to four winners, then shares $4 million', () => {
    for (const winners of [1, 2, 3, 4]) {
      expect(prizeForDivision(mondayWednesday, 1, { prizePoolCents: 0, winnersInDivision: winners })).toBe(
        100_000_000,
      );
    }
    // Lotterywest's example: five winners get $800,000 each.
    expect(prizeForDivision(mondayWednesday, 1, { prizePoolCents: 0, winnersInDivision: 5 })).toBe(
      80_000_000,
    );
    expect(payDivision(mondayWednesday, 1, { prizePoolCents: 0, winnersInDivision: 6 })).toEqual({
      eachCents: 66_666_666,
      totalCents: 399_999_996,
      remainderCents: 4,
    });
  });

  it('pays Set for Life’s annuities as totals, shared beyond four winners', () => {
    expect(prizeForDivision(setForLife, 1, { prizePoolCents: 0, winnersInDivision: 1 })).toBe(480_000_000);
    // $19.2 million between five: $3.84 million each ($16,000 a month).
    expect(prizeForDivision(setForLife, 1, { prizePoolCents: 0, winnersInDivision: 5 })).toBe(384_000_000);
    expect(prizeForDivision(setForLife, 2, { prizePoolCents: 0, winnersInDivision: 4 })).toBe(6_000_000);
    expect(prizeForDivision(setForLife, 2, { prizePoolCents: 0, winnersInDivision: 8 })).toBe(3_000_000);
  });

  it('pays fixed prizes whatever the pool and however many win', () => {
    const strike = divisionTable('lotto_strike');
    expect(prizeForDivision(strike, 4, { prizePoolCents: 0, winnersInDivision: 1 })).toBe(110);
    expect(prizeForDivision(strike, 4, { prizePoolCents: 123_456_789, winnersInDivision: 250_000 })).toBe(
      110,
    );
    expect(payDivision(divisionTable('one_lottery'), 4, { prizePoolCents: 0, winnersInDivision: 3 })).toEqual(
      {
        eachCents: 250,
        totalCents: 750,
        remainderCents: 0,
      },
    );
  });
});

describe('refused', () => {
  it('throws on a division the table lacks, no winners, or a pool that is not whole cents', () => {
    const ok = { prizePoolCents: 1_000, winnersInDivision: 1 };
    expect(() => prizeForDivision(saturday, 7, ok)).toThrow(RangeError);
    expect(() => prizeForDivision(saturday, 0, ok)).toThrow(RangeError);
    expect(() => prizeForDivision(saturday, 1, { ...ok, winnersInDivision: 0 })).toThrow(RangeError);
    expect(() => prizeForDivision(saturday, 1, { ...ok, winnersInDivision: 1.5 })).toThrow(RangeError);
    expect(() => prizeForDivision(saturday, 1, { ...ok, prizePoolCents: -1 })).toThrow(RangeError);
    expect(() => prizeForDivision(saturday, 1, { ...ok, prizePoolCents: 10.5 })).toThrow(RangeError);
  });
});
