// Favourite numbers a visitor keeps before having an account (shop-core §4 "Login success"). They
// live in a cookie, written as digits joined by hyphens so the stored value obeys the stored-value
// rule (shop-core §5); login and signup send them, and sign-in saves them to the account when the
// account's differ (docs/decisions/0018-favourite-numbers-and-forced-password-change.md).
import { useMemo } from 'react';
import { acceptStoredValue } from '@fairdraw/domain';
import { useCookies } from './cookies';
import type { CookieJar } from './session-store';

export const VISITOR_FAVOURITES_COOKIE = 'fd_favourite_numbers';
/** As long as the anonymous cart they would be played in (shop-core §9). */
const VISITOR_FAVOURITES_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
const MAX_FAVOURITES = 20;
const numberPattern = /^[1-9][0-9]?$/;

/** The stored numbers, or none when the value is missing or not a list of distinct numbers 1–99. */
export function readVisitorFavourites(cookies: CookieJar): number[] {
  const stored = acceptStoredValue(cookies.get(VISITOR_FAVOURITES_COOKIE));
  if (stored === null) return [];
  const parts = stored.split('-');
  if (parts.length > MAX_FAVOURITES || !parts.every((part) => numberPattern.test(part))) return [];
  const numbers = parts.map(Number);
  return new Set(numbers).size === numbers.length ? numbers : [];
}

export function saveVisitorFavourites(cookies: CookieJar, numbers: readonly number[]): void {
  if (numbers.length === 0) cookies.remove(VISITOR_FAVOURITES_COOKIE);
  else
    cookies.set(VISITOR_FAVOURITES_COOKIE, numbers.join('-'), {
      maxAgeSeconds: VISITOR_FAVOURITES_MAX_AGE_SECONDS,
    });
}

export function clearVisitorFavourites(cookies: CookieJar): void {
  cookies.remove(VISITOR_FAVOURITES_COOKIE);
}

export function useVisitorFavourites() {
  const cookies = useCookies();
  return useMemo(
    () => ({
      read: () => readVisitorFavourites(cookies),
      save: (numbers: readonly number[]) => saveVisitorFavourites(cookies, numbers),
      clear: () => clearVisitorFavourites(cookies),
    }),
    [cookies],
  );
}
