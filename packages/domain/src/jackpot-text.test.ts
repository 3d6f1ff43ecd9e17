import { describe, expect, it } from 'vitest';
import { JACKPOT_MILLION_THRESHOLD, JACKPOT_UNKNOWN_TEXT, jackpotText } from './jackpot-text';

const dollars = (amount: number) => amount * 100;

describe('jackpotText', () => {
  it('uses the spec threshold of one million dollars', () => {
    expect(JACKPOT_MILLION_THRESHOLD).toBe(1_000_000);
  });

  it.each([
    [dollars(20_000_000), '$20 Million'],
    [dollars(1_000_000), '$1 Million'],
    [dollars(1_550_000), '$1.5 Million'],
    [dollars(7_990_000), '$7.9 Million'],
    [dollars(1_099_999), '$1 Million'],
    [dollars(1_100_000), '$1.1 Million'],
    [dollars(1_000_000) - 1, '$999,999'],
    [dollars(150_000_000), '$150 Million'],
    [dollars(2_500_000_000), '$2,500 Million'],
    [dollars(49_999_999) + 99, '$49.9 Million'],
  ])('%i cents (no suffix) → "%s": millions rounded down to one decimal', (cents, expected) => {
    expect(jackpotText({ prizePoolCents: cents, isPrizePoolUnknown: false })).toBe(expected);
  });

  it.each([
    [dollars(250_500), '$250,500'],
    [dollars(999_999), '$999,999'],
    [dollars(5_000), '$5,000'],
    [dollars(500) + 99, '$500'],
    [0, '$0'],
  ])(
    '%i cents under a million without a suffix → the full amount in whole dollars, "%s"',
    (cents, expected) => {
      expect(jackpotText({ prizePoolCents: cents, isPrizePoolUnknown: false })).toBe(expected);
      expect(jackpotText({ prizePoolCents: cents, isPrizePoolUnknown: false, prizePoolSuffix: null })).toBe(
        expected,
      );
      expect(jackpotText({ prizePoolCents: cents, isPrizePoolUnknown: false, prizePoolSuffix: '  ' })).toBe(
        expected,
      );
    },
  );

  it.each([
    [dollars(250_500), 'in prizes', 'Win $250k in prizes'],
    [dollars(250_999), 'in prizes', 'Win $250k in prizes'],
    [dollars(999_999), 'Cash', 'Win $999k Cash'],
    [dollars(1_000), 'Cash', 'Win $1k Cash'],
    [dollars(999), 'Cash', 'Win $999 Cash'],
    [dollars(20_000_000), 'in prizes', '$20 Million in prizes'],
    [dollars(1_550_000), ' Cash ', '$1.5 Million Cash'],
  ])('%i cents with suffix "%s" → "%s"', (cents, suffix, expected) => {
    expect(jackpotText({ prizePoolCents: cents, isPrizePoolUnknown: false, prizePoolSuffix: suffix })).toBe(
      expected,
    );
  });

  it.each([
    [{ prizePoolCents: null, isPrizePoolUnknown: true }],
    [{ prizePoolCents: dollars(20_000_000), isPrizePoolUnknown: true }],
    [{ prizePoolCents: null, isPrizePoolUnknown: false }],
    [{ prizePoolCents: null, isPrizePoolUnknown: true, asterisk: true, prizePoolSuffix: 'Cash' }],
  ])('an unknown prize pool reads "Announced soon" (%o)', (input) => {
    expect(jackpotText(input)).toBe(JACKPOT_UNKNOWN_TEXT);
    expect(JACKPOT_UNKNOWN_TEXT).toBe('Announced soon');
  });

  it.each([
    [dollars(20_000_000), null, '$20 Million*'],
    [dollars(250_500), null, '$250,500*'],
    [dollars(250_500), 'in prizes', 'Win $250k in prizes*'],
  ])('%i cents (suffix %s) with the asterisk → "%s"', (cents, suffix, expected) => {
    const input = { prizePoolCents: cents, isPrizePoolUnknown: false, prizePoolSuffix: suffix };
    expect(jackpotText({ ...input, asterisk: true })).toBe(expected);
    expect(jackpotText({ ...input, asterisk: false })).toBe(expected.slice(0, -1));
  });

  it.each([-1, 1.5, Number.NaN])('refuses a prize pool of %s cents', (cents) => {
    expect(() => jackpotText({ prizePoolCents: cents, isPrizePoolUnknown: false })).toThrow(RangeError);
  });
});
