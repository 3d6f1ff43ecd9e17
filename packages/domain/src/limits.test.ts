import { describe, expect, it } from 'vitest';
import {
  formatLimitTime,
  limitAmountRules,
  limitChange,
  limitStanding,
  limitWindowStart,
  lowestLimit,
  spendLimitRequired,
  spendLimitUpdatedMessage,
  type LimitStanding,
} from './limits';
import { validateForm } from './validation';

const NOW = new Date('2026-11-23T00:00:00Z');
const LATER = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
const standing = (amountCents: number | null, pending: LimitStanding['pending'] = null): LimitStanding => ({
  amountCents,
  pending,
});

describe('limitChange: a cut applies at once, a raise or removal after 24 hours', () => {
  it.each([
    ['a first limit', standing(null), 50_00, { kind: 'now', amountCents: 50_00 }],
    ['a cut', standing(50_00), 30_00, { kind: 'now', amountCents: 30_00 }],
    ['the same amount', standing(50_00), 50_00, { kind: 'now', amountCents: 50_00 }],
    ['a raise', standing(50_00), 80_00, { kind: 'pending', amountCents: 80_00, effectiveAt: LATER }],
    ['a removal', standing(50_00), null, { kind: 'pending', amountCents: null, effectiveAt: LATER }],
    ['removing nothing', standing(null), null, { kind: 'unchanged' }],
    [
      'the same raise again',
      standing(50_00, { amountCents: 80_00, effectiveAt: new Date(NOW.getTime() - 1000) }),
      80_00,
      { kind: 'unchanged' },
    ],
    [
      'a cut while a raise waits',
      standing(50_00, { amountCents: 80_00, effectiveAt: LATER }),
      40_00,
      { kind: 'now', amountCents: 40_00 },
    ],
  ] as const)('%s', (_name, current, requested, expected) => {
    expect(limitChange(current, requested, NOW)).toEqual(expected);
  });
});

describe('limitStanding', () => {
  const stored = {
    amountCents: 30_00,
    pendingAmountCents: 80_00,
    pendingRemoval: false,
    pendingEffectiveAt: LATER,
  };
  it.each([
    ['before the change', new Date(LATER.getTime() - 1), 30_00, true],
    ['at the change', LATER, 80_00, false],
  ] as const)('%s', (_name, at, amount, waiting) => {
    const result = limitStanding(stored, at);
    expect(result.amountCents).toBe(amount);
    expect(result.pending !== null).toBe(waiting);
  });
  it('a removal that has applied leaves no limit', () => {
    expect(
      limitStanding(
        { amountCents: 30_00, pendingAmountCents: null, pendingRemoval: true, pendingEffectiveAt: NOW },
        NOW,
      ),
    ).toEqual({ amountCents: null, pending: null });
  });
});

describe('windows, amounts and words', () => {
  it.each([
    ['day', 24],
    ['week', 7 * 24],
    ['month', 30 * 24],
  ] as const)('a %s looks back %i hours', (period, hours) => {
    expect(NOW.getTime() - limitWindowStart(period, NOW).getTime()).toBe(hours * 60 * 60 * 1000);
  });

  it.each([
    ['', 'This field is required'],
    ['1.234', 'Amount must follow format e.g: 1.50'],
    ['0', 'Please enter an amount equal to or greater than 0.01.'],
    ['100.01', 'Please enter an amount equal to or less than 100.00.'],
    ['100', undefined],
  ])('amount %j → %s', (value, message) => {
    expect(validateForm({ limit: value }, { limit: limitAmountRules(100_00) }).limit).toBe(message);
  });

  it('words the toast and the time in Sydney', () => {
    expect(spendLimitUpdatedMessage(50_00, 'week')).toBe('Spend limit updated to $50.00 per week');
    expect(formatLimitTime(new Date('2026-11-24T04:15:00Z'))).toMatch(/^24 Nov 2026, 3:15\s?pm$/);
  });

  it('takes the lowest limit and asks South Australians without one to set one', () => {
    expect(lowestLimit(null, 30_00, 10_00, undefined)).toBe(10_00);
    expect(lowestLimit(null)).toBeNull();
    expect(spendLimitRequired({ state: 'SA', hasLimit: false })).toBe(true);
    expect(spendLimitRequired({ state: 'SA', hasLimit: true })).toBe(false);
    expect(spendLimitRequired({ state: 'NSW', hasLimit: false })).toBe(false);
  });
});
