import { describe, expect, it } from 'vitest';
import type { Capability } from '@fairdraw/contracts';
import { hasCapabilities } from './capabilities';

const enabledList = ['wallet_deposit', 'syndicates', 'commercial_lotteries', 'multi_offer_site'];

describe('hasCapabilities', () => {
  it.each<[string, Capability | Capability[], boolean]>([
    ['one capability that is on', 'syndicates', true],
    ['one capability that is off', 'blog', false],
    ['a list where all are on', ['commercial_lotteries', 'multi_offer_site'], true],
    [
      'a list with one off (social play needs all three)',
      ['commercial_lotteries', 'multi_offer_site', 'social-syndicates'],
      false,
    ],
    ['a list where none are on', ['blog', 'vouchers'], false],
    ['an empty list', [], true],
  ])('%s → %s', (_case, required, expected) => {
    expect(hasCapabilities(enabledList, required)).toBe(expected);
    expect(hasCapabilities(new Set(enabledList), required)).toBe(expected);
  });

  it('allows nothing but an empty list when no capability is on', () => {
    expect(hasCapabilities([], 'registration')).toBe(false);
    expect(hasCapabilities([], ['registration'])).toBe(false);
    expect(hasCapabilities(new Set(), [])).toBe(true);
  });

  it('matches names exactly, hyphens and underscores included', () => {
    expect(hasCapabilities(['customer_deactivate'], 'customer-deactivate')).toBe(false);
    expect(hasCapabilities(['Syndicates'], 'syndicates')).toBe(false);
  });
});
