import { describe, expect, it } from 'vitest';
import {
  describeVoucher,
  normaliseVoucherCode,
  voucherBenefit,
  voucherUnusableReason,
  type VoucherTerms,
} from './promotions';

const voucher = (fields: Partial<VoucherTerms>): VoucherTerms => ({
  code: 'SAVE',
  type: 'voucher_fixed_discount',
  amountCents: 5_00,
  percent: null,
  expiresAt: null,
  endedAt: null,
  maxRedemptions: null,
  redemptions: 0,
  ...fields,
});

describe('what a voucher gives on a cart total', () => {
  it.each([
    // type, amount, percent, total → discount, credit, total after
    ['voucher_fixed_discount', 5_00, null, 20_00, 5_00, 0, 15_00],
    ['voucher_fixed_discount', 50_00, null, 20_00, 20_00, 0, 0], // never below zero
    ['voucher_fixed_discount_expire', 3_00, null, 2_00, 2_00, 0, 0],
    ['voucher_percent_discount', null, 15, 2_25, 34, 0, 1_91], // 33.75 rounds up for the customer
    ['voucher_percent_discount', null, 100, 7_50, 7_50, 0, 0],
    ['voucher_percent_discount', null, 10, 0, 0, 0, 0],
    ['voucher_credit_amount', 25_00, null, 20_00, 0, 25_00, 20_00],
  ] as const)('%s %s/%s%% on %i', (type, amountCents, percent, total, discount, credit, after) => {
    expect(voucherBenefit(voucher({ type, amountCents, percent }), total)).toEqual({
      discountCents: discount,
      creditCents: credit,
      totalAfterDiscountCents: after,
    });
  });

  it('describes each kind in words', () => {
    expect(describeVoucher(voucher({}))).toBe('$5.00 off');
    expect(
      describeVoucher(voucher({ type: 'voucher_percent_discount', amountCents: null, percent: 15 })),
    ).toBe('15% off');
    expect(describeVoucher(voucher({ type: 'voucher_credit_amount', amountCents: 20_00 }))).toBe(
      '$20.00 promotional credit',
    );
  });
});

describe('whether a voucher may be used', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  it('refuses an ended, expired or used-up voucher, and takes the rest', () => {
    expect(voucherUnusableReason(voucher({}), now)).toBeNull();
    expect(voucherUnusableReason(voucher({ endedAt: now }), now)).toBe('The promo code SAVE has ended.');
    expect(voucherUnusableReason(voucher({ expiresAt: now }), now)).toBe('The promo code SAVE has expired.');
    expect(voucherUnusableReason(voucher({ expiresAt: new Date(now.getTime() + 1) }), now)).toBeNull();
    expect(voucherUnusableReason(voucher({ maxRedemptions: 2, redemptions: 2 }), now)).toBe(
      'The promo code SAVE has been used as many times as it can be.',
    );
    expect(voucherUnusableReason(voucher({ maxRedemptions: 2, redemptions: 1 }), now)).toBeNull();
  });

  it('reads a code without regard to case or spaces around it, and refuses what cannot be a code', () => {
    expect(normaliseVoucherCode(' save-10 ')).toBe('SAVE-10');
    expect(normaliseVoucherCode('ab')).toBeNull();
    expect(normaliseVoucherCode('no spaces')).toBeNull();
    expect(normaliseVoucherCode('-LEADING')).toBeNull();
  });
});
