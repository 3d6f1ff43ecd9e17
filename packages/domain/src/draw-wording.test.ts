import { describe, expect, it } from 'vitest';
import {
  drawOffsetLabel,
  longDrawDate,
  nearDrawWording,
  ordinal,
  salesCountdown,
  timeLeft,
  relativeDrawWording,
  TONIGHT_FROM_HOUR,
} from './draw-wording';

// Sydney is UTC+10 (AEST) from the first Sunday of April to the first Sunday of October and
// UTC+11 (AEDT) the rest of the year. In 2026 DST ends on 5 April and starts on 4 October.
const at = (iso: string) => new Date(iso);

describe('relativeDrawWording', () => {
  // Now: Wednesday 1 July 2026, 10:00 in Sydney (AEST), which is 00:00Z.
  const now = at('2026-07-01T00:00:00Z');

  it.each([
    ['2026-07-01T07:59:00Z', 'Today', 'Wed 17:59, before 6pm'],
    ['2026-07-01T08:00:00Z', 'Tonight', 'Wed 18:00 exactly'],
    ['2026-07-01T09:30:00Z', 'Tonight', 'Wed 19:30'],
    ['2026-07-01T13:59:00Z', 'Tonight', 'Wed 23:59'],
    ['2026-06-30T14:00:00Z', 'Today', 'Wed 00:00, earlier than now'],
    ['2026-07-01T14:00:00Z', 'Tomorrow', 'Thu 00:00'],
    ['2026-07-02T09:30:00Z', 'Tomorrow', 'Thu 19:30'],
    ['2026-07-02T14:00:00Z', 'This Friday', 'Fri 00:00, 2 days ahead'],
    ['2026-07-04T09:30:00Z', 'This Saturday', 'Sat, 3 days ahead'],
    ['2026-07-07T13:59:00Z', 'This Tuesday', 'Tue 23:59, 6 days ahead'],
    ['2026-07-07T14:00:00Z', 'Next Wednesday', 'Wed 00:00, 7 days ahead'],
    ['2026-07-11T09:30:00Z', 'Next Saturday', 'Sat, 10 days ahead'],
    ['2026-07-14T13:59:00Z', 'Next Tuesday', 'Tue 23:59, 13 days ahead'],
    ['2026-07-14T14:00:00Z', 'Wednesday 15 July 2026', 'Wed 00:00, 14 days ahead'],
    ['2026-07-15T09:30:00Z', 'Wednesday 15 July 2026', '14 days ahead, evening'],
    ['2026-12-05T08:30:00Z', 'Saturday 5 December 2026', 'months ahead'],
    ['2026-06-30T09:30:00Z', 'Tuesday 30 June 2026', 'yesterday'],
  ])('draw at %s → "%s" (%s)', (drawAt, expected) => {
    expect(relativeDrawWording(at(drawAt), now)).toBe(expected);
  });

  it('calls 6pm the start of "Tonight"', () => {
    expect(TONIGHT_FROM_HOUR).toBe(18);
  });

  it('counts days in Sydney after Sydney midnight while UTC is still on the day before', () => {
    // 14:30Z on Friday 3 July is 00:30 on Saturday 4 July in Sydney.
    const justAfterMidnight = at('2026-07-03T14:30:00Z');
    expect(relativeDrawWording(at('2026-07-04T09:30:00Z'), justAfterMidnight)).toBe('Tonight');
    expect(relativeDrawWording(at('2026-07-04T01:00:00Z'), justAfterMidnight)).toBe('Today');
    expect(relativeDrawWording(at('2026-07-05T09:30:00Z'), justAfterMidnight)).toBe('Tomorrow');
    // A draw at 13:30Z on Friday 3 July (23:30 Friday, Sydney) is already yesterday.
    expect(relativeDrawWording(at('2026-07-03T13:30:00Z'), justAfterMidnight)).toBe('Friday 3 July 2026');
  });

  it('treats 18:00 in summer time (07:00Z) as tonight, not 18:00Z', () => {
    const summerMorning = at('2026-12-04T22:00:00Z'); // Sat 5 Dec 09:00 AEDT
    expect(relativeDrawWording(at('2026-12-05T06:59:00Z'), summerMorning)).toBe('Today');
    expect(relativeDrawWording(at('2026-12-05T07:00:00Z'), summerMorning)).toBe('Tonight');
  });

  it('counts calendar days across the start of DST (Sunday 4 October 2026)', () => {
    const saturday = at('2026-10-03T00:00:00Z'); // Sat 3 Oct 10:00 AEST
    expect(relativeDrawWording(at('2026-10-04T08:30:00Z'), saturday)).toBe('Tomorrow'); // Sun 19:30 AEDT
    // Saturday 10 October starts at 00:00 AEDT, which is 13:00Z on the 9th (a winter midnight is 14:00Z).
    expect(relativeDrawWording(at('2026-10-09T12:59:00Z'), saturday)).toBe('This Friday');
    expect(relativeDrawWording(at('2026-10-09T13:00:00Z'), saturday)).toBe('Next Saturday');
  });

  it('counts calendar days across the end of DST (Sunday 5 April 2026)', () => {
    const saturdayNight = at('2026-04-04T12:00:00Z'); // Sat 4 Apr 23:00 AEDT
    expect(relativeDrawWording(at('2026-04-04T12:59:00Z'), saturdayNight)).toBe('Tonight'); // 23:59 AEDT
    // Sunday is 25 hours long; 23:30 AEST on Sunday is still "Tomorrow".
    expect(relativeDrawWording(at('2026-04-05T13:30:00Z'), saturdayNight)).toBe('Tomorrow');
    expect(relativeDrawWording(at('2026-04-05T14:00:00Z'), saturdayNight)).toBe('This Monday');
  });

  it('uses the given time zone for the day and the hour', () => {
    const now = at('2026-07-01T00:00:00Z');
    const drawAt = at('2026-07-01T20:00:00Z'); // Thu 06:00 Sydney, Wed 21:00 London
    expect(relativeDrawWording(drawAt, now)).toBe('Tomorrow');
    expect(relativeDrawWording(drawAt, now, 'Europe/London')).toBe('Tonight');
  });

  it('refuses invalid dates', () => {
    expect(() => relativeDrawWording(new Date(Number.NaN), now)).toThrow(RangeError);
    expect(() => relativeDrawWording(now, new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('nearDrawWording', () => {
  const now = at('2026-07-01T00:00:00Z'); // Wednesday 1 July 2026, 10:00 in Sydney

  it('words a draw within the fortnight and leaves a later one to its date', () => {
    expect(nearDrawWording(at('2026-07-01T09:30:00Z'), now)).toBe('Tonight');
    expect(nearDrawWording(at('2026-07-14T13:59:00Z'), now)).toBe('Next Tuesday');
    expect(nearDrawWording(at('2026-07-14T14:00:00Z'), now)).toBeNull();
    expect(nearDrawWording(at('2026-06-30T09:30:00Z'), now)).toBeNull();
  });
});

describe('longDrawDate', () => {
  it.each([
    ['2026-12-05T08:30:00Z', 'Saturday 5 December 2026'],
    ['2027-01-01T08:30:00Z', 'Friday 1 January 2027'],
    ['2026-12-31T13:00:00Z', 'Friday 1 January 2027'], // midnight in Sydney, still 2026 in UTC
    ['2026-05-31T09:30:00Z', 'Sunday 31 May 2026'],
  ])('%s → "%s"', (instant, expected) => {
    expect(longDrawDate(new Date(instant))).toBe(expected);
  });
});

describe('drawOffsetLabel', () => {
  it.each([
    [0, 'Next Available Draw'],
    [1, '1st Forward Draw'],
    [2, '2nd Forward Draw'],
    [3, '3rd Forward Draw'],
    [4, '4th Forward Draw'],
    [10, '10th Forward Draw'],
    [11, '11th Forward Draw'],
    [12, '12th Forward Draw'],
    [13, '13th Forward Draw'],
    [21, '21st Forward Draw'],
    [22, '22nd Forward Draw'],
    [23, '23rd Forward Draw'],
    [101, '101st Forward Draw'],
    [111, '111th Forward Draw'],
    [112, '112th Forward Draw'],
    [1013, '1013th Forward Draw'],
  ])('%i → "%s"', (offset, label) => {
    expect(drawOffsetLabel(offset)).toBe(label);
  });

  it.each([-1, 1.5, Number.NaN])('refuses offset %s', (offset) => {
    expect(() => drawOffsetLabel(offset)).toThrow(RangeError);
  });

  it('gives 0 its ordinal too', () => {
    expect(ordinal(0)).toBe('0th');
  });
});

describe('salesCountdown', () => {
  const stop = new Date('2026-11-26T08:30:00Z');
  const before = (ms: number) => new Date(stop.getTime() - ms);
  const MINUTE = 60_000;

  it('counts down in the last 12 hours, in hours and minutes, rounding up', () => {
    expect(salesCountdown(stop, before(12 * 60 * MINUTE))).toBe('Sales close in 12 h');
    expect(salesCountdown(stop, before(135 * MINUTE))).toBe('Sales close in 2 h 15 min');
    expect(salesCountdown(stop, before(9 * MINUTE))).toBe('Sales close in 9 min');
    expect(salesCountdown(stop, before(20_000))).toBe('Sales close in 1 min');
  });

  it('names nothing while the stop is further off, and says when sales have closed', () => {
    expect(salesCountdown(stop, before(12 * 60 * MINUTE + 1))).toBeNull();
    expect(salesCountdown(stop, stop)).toBe('Sales have closed');
  });
});

describe('timeLeft', () => {
  const stop = new Date('2026-12-03T08:30:00Z');
  const before = (ms: number) => new Date(stop.getTime() - ms);
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;

  it('counts days and hours from a day out', () => {
    expect(timeLeft(stop, before(5 * 24 * HOUR + 23 * HOUR + 10 * MINUTE))).toBe('5 days 23 h');
    expect(timeLeft(stop, before(24 * HOUR))).toBe('1 day');
    expect(timeLeft(stop, before(24 * HOUR + 1))).toBe('1 day');
    expect(timeLeft(stop, before(25 * HOUR + 30 * MINUTE))).toBe('1 day 1 h');
  });

  it('counts hours and minutes within a day, rounding up to the minute', () => {
    expect(timeLeft(stop, before(23 * HOUR + 59 * MINUTE))).toBe('23 h 59 min');
    expect(timeLeft(stop, before(2 * HOUR))).toBe('2 h');
    expect(timeLeft(stop, before(9 * MINUTE - 1000))).toBe('9 min');
    expect(timeLeft(stop, before(1000))).toBe('1 min');
  });

  it('is null once the time has passed', () => {
    expect(timeLeft(stop, stop)).toBeNull();
    expect(timeLeft(stop, before(-MINUTE))).toBeNull();
  });
});
