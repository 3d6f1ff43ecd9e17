import { describe, expect, it } from 'vitest';
import { parseOpsCommand } from './cli';

describe('npm run ops: vouchers', () => {
  it('lists, creates and ends vouchers through the operator API', () => {
    expect(parseOpsCommand(['vouchers'])).toEqual({ method: 'GET', path: '/ops/promotions/vouchers' });
    expect(
      parseOpsCommand(['create-voucher', 'SPRING15', '--type', 'percent', '--percent', '15', '--max', '500']),
    ).toEqual({
      method: 'POST',
      path: '/ops/promotions/vouchers',
      body: {
        code: 'SPRING15',
        type: 'voucher_percent_discount',
        percent: 15,
        max_redemptions: 500,
        created_by: 'operator',
      },
    });
    expect(
      parseOpsCommand([
        'create-voucher',
        'summer10',
        '--type',
        'expiring',
        '--amount',
        '10',
        '--expires',
        '2027-01-31T23:59:59+11:00',
        '--by',
        'sam',
      ]),
    ).toEqual({
      method: 'POST',
      path: '/ops/promotions/vouchers',
      body: {
        code: 'summer10',
        type: 'voucher_fixed_discount_expire',
        amount: '10',
        expires_at: '2027-01-31T23:59:59+11:00',
        created_by: 'sam',
      },
    });
    expect(parseOpsCommand(['end-voucher', 'summer10'])).toEqual({
      method: 'POST',
      path: '/ops/promotions/vouchers/SUMMER10/end',
      body: {},
    });
  });

  it('refuses a missing code, an unknown type or a percent that is not a number', () => {
    expect(() => parseOpsCommand(['create-voucher', '--type', 'fixed'])).toThrow('Name the code');
    expect(() => parseOpsCommand(['create-voucher', 'GOOD10', '--type', 'gift'])).toThrow('--type takes');
    expect(() =>
      parseOpsCommand(['create-voucher', 'GOOD10', '--type', 'percent', '--percent', 'ten']),
    ).toThrow('--percent takes');
    expect(() => parseOpsCommand(['end-voucher', 'x'])).toThrow('Name the code');
  });
});
