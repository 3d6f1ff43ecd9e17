import { describe, expect, it } from 'vitest';
import { isFixedPage, matchPagePattern } from './site-pages';

describe('page patterns', () => {
  it.each([
    ['', '', {}],
    ['lotto-results/:page?', 'lotto-results', {}],
    ['lotto-results/:page?', 'lotto-results/3', { page: '3' }],
    ['blog/category/:slug/:page?', 'blog/category/guides/2', { slug: 'guides', page: '2' }],
    ['about/*', 'about/privacy', { '*': 'privacy' }],
    ['about/*', 'about/legal/old-terms', { '*': 'legal/old-terms' }],
    ['change-Password', 'change-password', {}],
  ])('%s matches /%s', (pattern, path, params) => {
    expect(matchPagePattern(pattern, path)).toEqual(params);
  });

  it.each([
    ['', 'lotto-tickets'],
    ['lotto-results/:page?', 'lotto-results/3/4'],
    ['about/*', 'about'],
    ['blog/:blogSlug', 'blog'],
    ['cart', 'carts'],
  ])('%s does not match /%s', (pattern, path) => {
    expect(matchPagePattern(pattern, path)).toBeNull();
  });

  it('knows the fixed pages and nothing else', () => {
    expect(isFixedPage('')).toBe(true);
    expect(isFixedPage('my-account/transactions/2')).toBe(true);
    expect(isFixedPage('/cart/')).toBe(true);
    expect(isFixedPage('no-such-page')).toBe(false);
    expect(isFixedPage('my-account/no-such-page')).toBe(false);
  });
});
