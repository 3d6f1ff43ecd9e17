import { describe, expect, it } from 'vitest';
import { coercePageNumber, lastPageOf, pagedPath, pageOffset, pageSizes } from './paging';

describe('coercePageNumber', () => {
  it.each<[unknown, number]>([
    ['3', 3],
    ['1', 1],
    [' 4 ', 4],
    ['007', 7],
    ['2.7', 2],
    [2.7, 2],
    [5, 5],
    ['0', 1],
    [0, 1],
    ['0.5', 1],
    ['-2', 1],
    [-2, 1],
    ['abc', 1],
    ['3abc', 1],
    ['', 1],
    ['1e3', 1],
    ['0x10', 1],
    [undefined, 1],
    [null, 1],
    [true, 1],
    [['2'], 1],
    [{}, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    ['99999999999999999999', 1],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ])('%o → %i', (raw, expected) => {
    expect(coercePageNumber(raw)).toBe(expected);
  });
});

describe('pageOffset', () => {
  it.each([
    [1, 10, 0],
    [2, 10, 10],
    [3, 5, 10],
    [0, 10, 0],
  ])('page %i of size %i starts at row %i', (page, size, offset) => {
    expect(pageOffset(page, size)).toBe(offset);
  });
});

describe('pagedPath', () => {
  it.each([
    ['/blog/category/news', 1, '/blog/category/news'],
    ['/blog/category/news', 2, '/blog/category/news/2'],
    ['/my-account/transactions', 0, '/my-account/transactions'],
    ['/lotto-results/lotteries', 12, '/lotto-results/lotteries/12'],
  ])('%s page %i → %s', (base, page, expected) => {
    expect(pagedPath(base, page)).toBe(expected);
  });
});

describe('pageSizes', () => {
  it('holds the sizes the spec states', () => {
    expect(pageSizes).toEqual({
      default: 10,
      drawResults: 5,
      blogPaginated: 12,
      blogUnpaginated: 4,
      lottoPartyGroups: 6,
      membershipGiveaways: 9,
    });
  });
});

describe('lastPageOf', () => {
  it('follows the page info when there is some', () => {
    expect(lastPageOf({ page: 1, count: 10, pageInfo: { total: 25, limit: 10 } })).toBe(3);
    expect(lastPageOf({ page: 1, count: 0, pageInfo: { total: 0, limit: 10 } })).toBe(1);
    expect(lastPageOf({ page: 2, count: 5, pageInfo: { total: 5, limit: 0 } })).toBe(5);
  });

  it.each<[number, number, number | undefined, number]>([
    [2, 10, 10, 3],
    [2, 4, 10, 2],
    [3, 0, 10, 2],
    [1, 0, 10, 1],
    [2, 10, undefined, 2],
    [3, 0, undefined, 2],
    [1, 0, undefined, 1],
  ])('without page info: page %i with %i rows (full page %s) → %i', (page, count, fullPageSize, expected) => {
    expect(lastPageOf({ page, count, pageInfo: null, fullPageSize })).toBe(expected);
  });
});
