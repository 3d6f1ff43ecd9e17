import { describe, expect, it } from 'vitest';
import { findOffer, offerCapability, offerPath } from './offer-paths';

const ozLotto = { key: 'oz_lotto', url: '/oz-lotto', urlAliases: [{ url: '/ozlotto' }] };
const bare = { key: 'lucky_7', url: '', urlAliases: [] };
const offers = [ozLotto, bare];

describe('offer paths', () => {
  it('links an offer at its url, or its key when it has none', () => {
    expect(offerPath(ozLotto)).toBe('/oz-lotto');
    expect(offerPath(bare)).toBe('/lucky_7');
  });

  it('finds an offer by its url stored with slashes, an alias or its key, in any case', () => {
    expect(findOffer(offers, 'oz-lotto')).toBe(ozLotto);
    expect(findOffer(offers, 'Oz-Lotto/')).toBe(ozLotto);
    expect(findOffer(offers, 'ozlotto')).toBe(ozLotto);
    expect(findOffer(offers, 'OZ_LOTTO')).toBe(ozLotto);
    expect(findOffer(offers, 'lucky_7')).toBe(bare);
    expect(findOffer(offers, 'powerball')).toBeUndefined();
    expect(findOffer(offers, '/')).toBeUndefined();
  });

  it('needs the capability of the kind of offer', () => {
    expect(offerCapability({ displayCategory: 'raffle' })).toBe('charity_lotteries');
    expect(offerCapability({ displayCategory: 'syndicate' })).toBe('syndicates');
    expect(offerCapability({ displayCategory: 'jackpot' })).toBe('commercial_lotteries');
  });
});
