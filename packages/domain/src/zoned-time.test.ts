import { describe, expect, it } from 'vitest';
import type { Weekday } from '@fairdraw/contracts';
import type { LocalDateTime } from './zoned-time';
import {
  calendarDaysBetween,
  DRAW_TIME_ZONE,
  fromLocalDateTime,
  localWeekday,
  sydneyWeekday,
  toLocalDateTime,
} from './zoned-time';

// Sydney is UTC+10 (AEST) from the first Sunday of April to the first Sunday of October and
// UTC+11 (AEDT) the rest of the year. In 2026 DST ends on 5 April and starts on 4 October.
const local = (year: number, month: number, day: number, hour = 0, minute = 0): LocalDateTime => ({
  year,
  month,
  day,
  hour,
  minute,
});

describe('DRAW_TIME_ZONE', () => {
  it('is Sydney', () => {
    expect(DRAW_TIME_ZONE).toBe('Australia/Sydney');
  });
});

describe('toLocalDateTime and fromLocalDateTime', () => {
  it.each<[string, LocalDateTime]>([
    ['2026-07-04T09:30:00Z', local(2026, 7, 4, 19, 30)], // AEST
    ['2026-12-05T08:30:00Z', local(2026, 12, 5, 19, 30)], // AEDT
    ['2026-07-03T14:30:00Z', local(2026, 7, 4, 0, 30)], // Sydney is a day ahead of UTC
    ['2026-12-31T13:00:00Z', local(2027, 1, 1, 0, 0)], // new year in Sydney first
    ['2026-10-03T15:59:00Z', local(2026, 10, 4, 1, 59)], // last minute before DST starts
    ['2026-10-03T16:00:00Z', local(2026, 10, 4, 3, 0)], // clocks jump 02:00 → 03:00
    ['2026-04-04T15:59:00Z', local(2026, 4, 5, 2, 59)], // last minute of DST
  ])('%s shows %o in Sydney, and back', (instant, wall) => {
    expect(toLocalDateTime(new Date(instant))).toEqual(wall);
    expect(fromLocalDateTime(wall).toISOString()).toBe(new Date(instant).toISOString());
  });

  it('reads the second showing of the repeated hour, which maps back to the first', () => {
    // At 16:00Z on 4 April clocks go back from 03:00 AEDT to 02:00 AEST.
    expect(toLocalDateTime(new Date('2026-04-04T16:00:00Z'))).toEqual(local(2026, 4, 5, 2, 0));
    expect(toLocalDateTime(new Date('2026-04-04T15:00:00Z'))).toEqual(local(2026, 4, 5, 2, 0));
    expect(fromLocalDateTime(local(2026, 4, 5, 2, 0)).toISOString()).toBe('2026-04-04T15:00:00.000Z');
  });

  it.each<[LocalDateTime, string]>([
    [local(2026, 10, 4, 2, 0), '2026-10-03T16:00:00.000Z'], // skipped: shows as 03:00 AEDT
    [local(2026, 10, 4, 2, 30), '2026-10-03T16:30:00.000Z'], // skipped: shows as 03:30 AEDT
    [local(2026, 4, 5, 2, 30), '2026-04-04T15:30:00.000Z'], // shown twice: first showing (AEDT)
    [local(2026, 6, 31, 19, 30), '2026-07-01T09:30:00.000Z'], // 31 June rolls to 1 July
    [local(2026, 13, 1, 0, 0), '2026-12-31T13:00:00.000Z'], // month 13 is next January
  ])('%o is the instant %s', (wall, instant) => {
    expect(fromLocalDateTime(wall).toISOString()).toBe(instant);
  });

  it('works in another zone', () => {
    expect(toLocalDateTime(new Date('2026-07-04T11:30:00Z'), 'Australia/Perth')).toEqual(
      local(2026, 7, 4, 19, 30),
    );
    expect(fromLocalDateTime(local(2026, 7, 4, 19, 30), 'UTC').toISOString()).toBe(
      '2026-07-04T19:30:00.000Z',
    );
  });

  it('refuses an unknown zone or an invalid date', () => {
    expect(() => toLocalDateTime(new Date(), 'Australia/Nowhere')).toThrow(RangeError);
    expect(() => fromLocalDateTime(local(2026, 7, 4), 'Australia/Nowhere')).toThrow(RangeError);
    expect(() => toLocalDateTime(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => fromLocalDateTime(local(Number.NaN, 1, 1))).toThrow(RangeError);
  });
});

describe('sydneyWeekday', () => {
  it.each<[string, Weekday]>([
    ['2026-07-03T13:59:00Z', 'friday'], // 23:59 Fri AEST
    ['2026-07-03T14:00:00Z', 'saturday'], // 00:00 Sat AEST, still Friday in UTC
    ['2026-12-04T12:59:00Z', 'friday'], // 23:59 Fri AEDT
    ['2026-12-04T13:00:00Z', 'saturday'], // 00:00 Sat AEDT
    ['2026-10-04T08:30:00Z', 'sunday'], // first evening of DST
    ['2026-04-05T13:30:00Z', 'sunday'], // 23:30 AEST on the 25-hour Sunday
    ['2026-07-06T09:30:00Z', 'monday'],
  ])('%s is a %s in Sydney', (instant, day) => {
    expect(sydneyWeekday(new Date(instant))).toBe(day);
  });

  it('refuses an invalid date', () => {
    expect(() => sydneyWeekday(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('localWeekday', () => {
  it.each<[LocalDateTime, Weekday]>([
    [local(2026, 12, 5), 'saturday'],
    [local(2026, 12, 7), 'monday'],
    [local(2026, 12, 32), 'friday'], // 1 January 2027
  ])('%o is a %s', (date, day) => {
    expect(localWeekday(date)).toBe(day);
  });
});

describe('calendarDaysBetween', () => {
  it.each<[LocalDateTime, LocalDateTime, number]>([
    [local(2026, 7, 3, 23, 59), local(2026, 7, 4, 0, 0), 1],
    [local(2026, 7, 4, 0, 0), local(2026, 7, 4, 23, 59), 0],
    [local(2026, 7, 4), local(2026, 7, 1), -3],
    [local(2026, 12, 31), local(2027, 1, 1), 1],
    [local(2026, 10, 3), local(2026, 10, 5), 2], // across the 23-hour day
    [local(2026, 4, 4), local(2026, 4, 6), 2], // across the 25-hour day
  ])('%o → %o is %i days', (from, to, days) => {
    expect(calendarDaysBetween(from, to)).toBe(days);
  });
});
