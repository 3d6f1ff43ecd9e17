import { describe, expect, it } from 'vitest';
import { CACHE_TTL_MS } from './cache';

describe('CACHE_TTL_MS', () => {
  it('follows the spec table', () => {
    const minute = 60_000;
    const day = 24 * 60 * minute;
    expect(CACHE_TTL_MS).toMatchObject({
      default: 60_000,
      cart: 20_000,
      productOffers: 18 * minute,
      resultKeys: day,
      branding: day,
      tips: 1_080_000,
      discovery: 60_000,
      lottoPartyConfig: 5 * minute,
      theme: 10 * minute,
      navigation: day,
      components: day,
      placement: 5 * minute,
    });
  });
});
