import { describe, expect, it } from 'vitest';
import { resultKeysFixture } from '../../../test/result-fixtures';
import { archivePath, findResultKey, monthsWithResults, parseArchiveDate, sydneyDate } from './results-paths';

describe('the archive date segment', () => {
  it.each([
    ['2026-11', { year: 2026, month: 11 }],
    ['2026-02-28', { year: 2026, month: 2, day: 28 }],
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
  ])('reads %s', (segment, date) => {
    expect(parseArchiveDate(segment)).toEqual(date);
    expect(archivePath('/powerball', date)).toBe(`/powerball/results/${segment}`);
  });

  it.each([
    '2026-13',
    '2026-00',
    '2026-02-29',
    '2026-11-31',
    '1999-12',
    '2026-1',
    '26-11',
    'november',
    '2026-11-',
  ])('refuses %s', (segment) => {
    expect(parseArchiveDate(segment)).toBeNull();
  });
});

describe('Sydney calendar dates', () => {
  it('puts 13:00 UTC on 30 November into 1 December, Sydney time', () => {
    expect(sydneyDate('2026-11-30T12:59:00Z')).toEqual({ year: 2026, month: 11, day: 30 });
    expect(sydneyDate('2026-11-30T13:00:00Z')).toEqual({ year: 2026, month: 12, day: 1 });
  });

  it('lists the months with results newest first, each once', () => {
    const key = {
      ...resultKeysFixture[0]!,
      draws: [
        { drawNo: 3, date: '2026-11-30T13:00:00Z' },
        { drawNo: 2, date: '2026-11-30T12:00:00Z' },
        { drawNo: 1, date: '2026-11-02T09:30:00Z' },
      ],
    };
    expect(monthsWithResults(key)).toEqual([
      { year: 2026, month: 12 },
      { year: 2026, month: 11 },
    ]);
  });
});

describe('finding the game an address names', () => {
  it('matches its url, then its key, ignoring case and slashes', () => {
    expect(findResultKey(resultKeysFixture, 'Tallowood-Surf-Raffle')?.productOfferKey).toBe(
      'tallowood_surf_raffle',
    );
    expect(findResultKey(resultKeysFixture, 'oz_lotto')?.productOfferKey).toBe('oz_lotto');
    expect(findResultKey(resultKeysFixture, 'lotto')).toBeUndefined();
    expect(findResultKey(resultKeysFixture, '')).toBeUndefined();
  });
});
