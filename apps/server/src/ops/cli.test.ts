import { describe, expect, it } from 'vitest';
import { parseOpsCommand } from './cli';

describe('npm run ops', () => {
  it('turns a results command into the operator API call', () => {
    expect(
      parseOpsCommand([
        'results',
        'powerball',
        '1571',
        '--numbers',
        '1,2,3,4,5,6,7',
        '--powerball',
        '9',
        '--dividends',
        '1=20000000,2=150123.45,9=12.5',
        '--winners',
        '1=0,2=3,9=461022',
        '--by',
        'Sam',
      ]),
    ).toEqual({
      method: 'POST',
      path: '/ops/draws/powerball/1571/results',
      body: {
        winning: { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [9] },
        supplementary: [],
        dividends: { '1': '20000000', '2': '150123.45', '9': '12.5' },
        national_winners: { '1': 0, '2': 3, '9': 461_022 },
        entered_by: 'Sam',
      },
    });
    expect(
      parseOpsCommand(['results', 'oz_lotto', '9', '--numbers', '1,2', '--supp', '3,4']).body,
    ).toMatchObject({
      supplementary: [3, 4],
    });
    expect(parseOpsCommand(['run'])).toEqual({ method: 'POST', path: '/ops/lifecycle/run', body: {} });
    expect(parseOpsCommand(['unlock-2fa', 'cus_AbCdEfGhIjKlMnOp'])).toEqual({
      method: 'POST',
      path: '/ops/customers/cus_AbCdEfGhIjKlMnOp/two-factor/unlock',
      body: {},
    });
  });

  it('refuses what it cannot send, saying how', () => {
    expect(() => parseOpsCommand(['results', 'powerball', 'x', '--numbers', '1'])).toThrow(
      'Name the lottery',
    );
    expect(() => parseOpsCommand(['results', 'powerball', '1', '--numbers', '1;2'])).toThrow('--numbers');
    expect(() => parseOpsCommand(['delete'])).toThrow('Commands:');
    expect(() => parseOpsCommand(['unlock-2fa', '../draws'])).toThrow('Name the customer id');
    expect(() =>
      parseOpsCommand(['results', 'powerball', '1', '--numbers', '1', '--dividends', '1=1,000']),
    ).toThrow('--dividends');
    for (const winners of ['1=-1', '1=2.5', '1=many', '1=1,,2=3'])
      expect(() =>
        parseOpsCommand(['results', 'powerball', '1', '--numbers', '1', '--winners', winners]),
      ).toThrow('--winners');
  });
});
