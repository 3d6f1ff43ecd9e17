import { describe, expect, it } from 'vitest';
import { moneySchema } from '@fairdraw/contracts';
import type { Money } from '@fairdraw/contracts';
import { assertCents, formatMoney, fromWireMoney, parseAmountInput, toWireMoney } from './money';

describe('toWireMoney', () => {
  it.each([
    [1250, '12.50'],
    [0, '0.00'],
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [-305, '-3.05'],
    [-5, '-0.05'],
    [123456789, '1234567.89'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i cents → "%s" AUD', (cents, amount) => {
    const money = toWireMoney(cents);
    expect(money).toEqual({ amount, currency: 'AUD' });
    expect(moneySchema.safeParse(money).success).toBe(true);
  });

  it('takes another currency', () => {
    expect(toWireMoney(500, 'NZD')).toEqual({ amount: '5.00', currency: 'NZD' });
  });

  it.each([12.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'refuses %s, which is not a safe integer of cents',
    (cents) => {
      expect(() => toWireMoney(cents)).toThrow(RangeError);
      expect(() => assertCents(cents)).toThrow(RangeError);
    },
  );
});

describe('fromWireMoney', () => {
  it.each([
    ['12.50', 1250],
    ['0.00', 0],
    ['0.01', 1],
    ['-3.05', -305],
    ['1234567.89', 123456789],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('"%s" → %i cents', (amount, cents) => {
    expect(fromWireMoney({ amount, currency: 'AUD' })).toBe(cents);
  });

  it('reads "-0.00" as plain zero', () => {
    expect(Object.is(fromWireMoney({ amount: '-0.00', currency: 'AUD' }), 0)).toBe(true);
  });

  it.each([
    '12.5',
    '12',
    '12.500',
    '.50',
    '12,50',
    '1,250.00',
    '$12.50',
    ' 12.50',
    '12.50 ',
    '+1.00',
    '1e3',
    '',
    'abc',
  ])('throws on amount "%s"', (amount) => {
    expect(() => fromWireMoney({ amount, currency: 'AUD' })).toThrow(TypeError);
  });

  it('throws on a missing or malformed currency', () => {
    expect(() => fromWireMoney({ amount: '1.00', currency: 'AU' })).toThrow(TypeError);
    expect(() => fromWireMoney({ amount: '1.00' } as Money)).toThrow(TypeError);
  });

  it('accepts exactly what the contract’s money schema accepts', () => {
    const shapes: unknown[] = [
      { amount: '12.50', currency: 'AUD' },
      { amount: '-0.05', currency: 'NZD', note: 'extra fields are allowed' },
      { amount: '12.5', currency: 'AUD' },
      { amount: 1250, currency: 'AUD' },
      { amount: '12.50', currency: 'AUDD' },
      { amount: '12.50', currency: 36 },
      { amount: '12.50' },
      { currency: 'AUD' },
      null,
      undefined,
      '12.50',
    ];
    for (const shape of shapes) {
      const accepted = (() => {
        try {
          fromWireMoney(shape as Money);
          return true;
        } catch {
          return false;
        }
      })();
      expect(accepted, JSON.stringify(shape)).toBe(moneySchema.safeParse(shape).success);
    }
  });

  it('throws when the amount is too large to hold exactly in cents', () => {
    expect(() => fromWireMoney({ amount: '90071992547409.93', currency: 'AUD' })).toThrow(RangeError);
  });

  it.each([0, 1, -1, 1250, -305, 987654321])('round-trips %i cents', (cents) => {
    expect(fromWireMoney(toWireMoney(cents))).toBe(cents);
  });
});

describe('parseAmountInput', () => {
  it.each([
    ['20', 2000],
    ['1.5', 150],
    ['1.50', 150],
    ['0.01', 1],
    ['0', 0],
    ['007.10', 710],
    [' 12.34 ', 1234],
  ])('"%s" → %i cents', (input, cents) => {
    expect(parseAmountInput(input)).toBe(cents);
  });

  it.each(['', ' ', 'abc', '1.505', '1.', '.5', '-1', '+1', '$5', '1,000', '1 000', '1e2', '0x10', '1.5.0'])(
    '"%s" is not an amount → null',
    (input) => {
      expect(parseAmountInput(input)).toBeNull();
    },
  );

  it('returns null for an amount too large to hold exactly', () => {
    expect(parseAmountInput('99999999999999999')).toBeNull();
  });
});

describe('formatMoney', () => {
  it.each([
    [1250, {}, '$12.50'],
    [0, {}, '$0.00'],
    [-305, {}, '-$3.05'],
    [123456789, {}, '$1,234,567.89'],
    [25050000, { decimals: 0 }, '$250,500'],
    [1250, { locale: 'en-GB' }, 'A$12.50'],
    [1250, { locale: 'en-AU', currency: 'USD' }, 'USD\u00a012.50'], // ICU puts a no-break space after a currency code
  ])('%i cents with %o → "%s"', (cents, options, expected) => {
    expect(formatMoney(cents, options)).toBe(expected);
  });

  it('keeps every cent of amounts a float would blur', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
  });

  it('refuses fractional cents', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
  });

  it('keeps each choice of locale, currency and decimals apart when they alternate', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(formatMoney(25050000, { decimals: 0 })).toBe('$250,500');
      expect(formatMoney(1250, { locale: 'en-GB' })).toBe('A$12.50');
      expect(formatMoney(25050000)).toBe('$250,500.00');
    }
  });
});
