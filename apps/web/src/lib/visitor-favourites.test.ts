import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from './session-store';
import {
  VISITOR_FAVOURITES_COOKIE,
  readVisitorFavourites,
  saveVisitorFavourites,
} from './visitor-favourites';

describe('visitor favourite numbers', () => {
  it('are stored as digits and hyphens, and read back', () => {
    const cookies = memoryCookieJar();
    saveVisitorFavourites(cookies, [7, 14, 21]);
    expect(cookies.get(VISITOR_FAVOURITES_COOKIE)).toBe('7-14-21');
    expect(readVisitorFavourites(cookies)).toEqual([7, 14, 21]);
    saveVisitorFavourites(cookies, []);
    expect(cookies.get(VISITOR_FAVOURITES_COOKIE)).toBeNull();
  });

  it.each([
    '7,14',
    '7-14-7',
    '0-3',
    '100',
    '07-3',
    '7--14',
    '',
    '<7>',
    Array(21)
      .fill('1')
      .map((_, i) => i + 1)
      .join('-'),
  ])('ignore a stored value that is not a list of distinct numbers 1–99: %j', (stored) => {
    expect(readVisitorFavourites(memoryCookieJar({ [VISITOR_FAVOURITES_COOKIE]: stored }))).toEqual([]);
  });
});
