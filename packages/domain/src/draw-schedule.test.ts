import { describe, expect, it } from 'vitest';
import { weekdays } from '@fairdraw/contracts';
import type { Weekday } from '@fairdraw/contracts';
import {
  bitmaskFromDays,
  daysFromBitmask,
  EVERY_DAY_MASK,
  upcomingDrawTimes,
  weekdayBit,
} from './draw-schedule';
import { sydneyWeekday } from './zoned-time';

const iso = (draws: { drawAt: Date; stopAt: Date }[]) =>
  draws.map(({ drawAt, stopAt }) => [drawAt.toISOString(), stopAt.toISOString()]);

describe('draw-day bitmask', () => {
  it.each<[Weekday, number]>([
    ['monday', 1],
    ['tuesday', 2],
    ['wednesday', 4],
    ['thursday', 8],
    ['friday', 16],
    ['saturday', 32],
    ['sunday', 64],
  ])('%s is bit %i', (day, bit) => {
    expect(weekdayBit(day)).toBe(bit);
  });

  it.each<[number, Weekday[]]>([
    [0, []],
    [1, ['monday']],
    [64, ['sunday']],
    [32, ['saturday']],
    [0b010_0100, ['wednesday', 'saturday']],
    [0b001_0001, ['monday', 'friday']],
    [127, [...weekdays]],
  ])('%i → %o', (mask, days) => {
    expect(daysFromBitmask(mask)).toEqual(days);
    expect(bitmaskFromDays(days)).toBe(mask);
  });

  it('calls 127 every day', () => {
    expect(EVERY_DAY_MASK).toBe(127);
  });

  it.each([-1, 128, 1.5, Number.NaN])('refuses mask %s', (mask) => {
    expect(() => daysFromBitmask(mask)).toThrow(RangeError);
  });
});

describe('upcomingDrawTimes', () => {
  const saturdays = { drawDays: weekdayBit('saturday'), drawTimeLocal: '19:30', stopMinutesBefore: 60 };

  it('uses UTC+10 in winter and UTC+11 in summer for 19:30 Sydney', () => {
    const winter = upcomingDrawTimes({ ...saturdays, after: new Date('2026-07-01T00:00:00Z'), count: 1 });
    expect(iso(winter)).toEqual([['2026-07-04T09:30:00.000Z', '2026-07-04T08:30:00.000Z']]);
    const summer = upcomingDrawTimes({ ...saturdays, after: new Date('2026-12-01T00:00:00Z'), count: 1 });
    expect(iso(summer)).toEqual([['2026-12-05T08:30:00.000Z', '2026-12-05T07:30:00.000Z']]);
  });

  it('keeps 19:30 local across the start of DST (4 October 2026)', () => {
    const draws = upcomingDrawTimes({ ...saturdays, after: new Date('2026-09-20T00:00:00Z'), count: 3 });
    expect(iso(draws)).toEqual([
      ['2026-09-26T09:30:00.000Z', '2026-09-26T08:30:00.000Z'],
      ['2026-10-03T09:30:00.000Z', '2026-10-03T08:30:00.000Z'],
      ['2026-10-10T08:30:00.000Z', '2026-10-10T07:30:00.000Z'],
    ]);
  });

  it('keeps 19:30 local across the end of DST (5 April 2026), daily', () => {
    const draws = upcomingDrawTimes({
      drawDays: EVERY_DAY_MASK,
      drawTimeLocal: '19:30',
      stopMinutesBefore: 0,
      after: new Date('2026-04-03T12:00:00Z'),
      count: 4,
    });
    expect(draws.map(({ drawAt }) => drawAt.toISOString())).toEqual([
      '2026-04-04T08:30:00.000Z', // Sat, AEDT
      '2026-04-05T09:30:00.000Z', // Sun, AEST
      '2026-04-06T09:30:00.000Z',
      '2026-04-07T09:30:00.000Z',
    ]);
    expect(draws.every(({ drawAt, stopAt }) => drawAt.getTime() === stopAt.getTime())).toBe(true);
  });

  it('returns only draws strictly after the given instant', () => {
    const drawInstant = new Date('2026-07-04T09:30:00Z');
    const atDraw = upcomingDrawTimes({ ...saturdays, after: drawInstant, count: 1 });
    expect(iso(atDraw)[0]?.[0]).toBe('2026-07-11T09:30:00.000Z');
    const justBefore = upcomingDrawTimes({
      ...saturdays,
      after: new Date(drawInstant.getTime() - 1),
      count: 1,
    });
    expect(iso(justBefore)[0]?.[0]).toBe('2026-07-04T09:30:00.000Z');
  });

  it('finds the day in Sydney when UTC is still on the day before', () => {
    // 14:30Z Friday is 00:30 Saturday in Sydney: tonight's Saturday draw is next.
    const draws = upcomingDrawTimes({ ...saturdays, after: new Date('2026-07-03T14:30:00Z'), count: 1 });
    expect(iso(draws)[0]?.[0]).toBe('2026-07-04T09:30:00.000Z');
  });

  it('lists several draw days in order and rolls over month and year ends', () => {
    const draws = upcomingDrawTimes({
      drawDays: bitmaskFromDays(['monday', 'wednesday', 'saturday']),
      drawTimeLocal: '20:30',
      stopMinutesBefore: 30,
      after: new Date('2026-12-28T12:00:00Z'), // Mon 28 Dec 23:00 AEDT, after Monday's draw
      count: 4,
    });
    expect(iso(draws)).toEqual([
      ['2026-12-30T09:30:00.000Z', '2026-12-30T09:00:00.000Z'], // Wed 30 Dec
      ['2027-01-02T09:30:00.000Z', '2027-01-02T09:00:00.000Z'], // Sat 2 Jan
      ['2027-01-04T09:30:00.000Z', '2027-01-04T09:00:00.000Z'], // Mon 4 Jan
      ['2027-01-06T09:30:00.000Z', '2027-01-06T09:00:00.000Z'], // Wed 6 Jan
    ]);
    expect(draws.map(({ drawAt }) => sydneyWeekday(drawAt))).toEqual([
      'wednesday',
      'saturday',
      'monday',
      'wednesday',
    ]);
  });

  it('moves a time in the skipped hour forward and takes the first showing of a repeated hour', () => {
    const base = { drawDays: weekdayBit('sunday'), drawTimeLocal: '02:30', stopMinutesBefore: 0, count: 1 };
    const skipped = upcomingDrawTimes({ ...base, after: new Date('2026-10-03T00:00:00Z') });
    expect(iso(skipped)[0]?.[0]).toBe('2026-10-03T16:30:00.000Z'); // 03:30 AEDT
    const repeated = upcomingDrawTimes({ ...base, after: new Date('2026-04-04T00:00:00Z') });
    expect(iso(repeated)[0]?.[0]).toBe('2026-04-04T15:30:00.000Z'); // 02:30 AEDT, before clocks go back
  });

  it('counts the stop offset in elapsed minutes, even across a clock change', () => {
    const [draw] = upcomingDrawTimes({
      drawDays: weekdayBit('sunday'),
      drawTimeLocal: '04:00',
      stopMinutesBefore: 180,
      after: new Date('2026-10-03T00:00:00Z'),
      count: 1,
    });
    // 04:00 AEDT is 17:00Z; three real hours before is 14:00Z (00:00 AEST).
    expect(draw?.drawAt.toISOString()).toBe('2026-10-03T17:00:00.000Z');
    expect(draw?.stopAt.toISOString()).toBe('2026-10-03T14:00:00.000Z');
  });

  it('returns nothing for no draw days or a count of 0', () => {
    const after = new Date('2026-07-01T00:00:00Z');
    expect(upcomingDrawTimes({ ...saturdays, drawDays: 0, after, count: 3 })).toEqual([]);
    expect(upcomingDrawTimes({ ...saturdays, after, count: 0 })).toEqual([]);
  });

  it('counts in another time zone when given one', () => {
    const [draw] = upcomingDrawTimes({
      ...saturdays,
      timeZone: 'Australia/Perth',
      after: new Date('2026-07-01T00:00:00Z'),
      count: 1,
    });
    expect(draw?.drawAt.toISOString()).toBe('2026-07-04T11:30:00.000Z');
  });

  it.each([
    [{ drawTimeLocal: '7:30' }],
    [{ drawTimeLocal: '24:00' }],
    [{ drawTimeLocal: '19:60' }],
    [{ drawTimeLocal: '19:30:00' }],
    [{ drawDays: 128 }],
    [{ stopMinutesBefore: -5 }],
    [{ stopMinutesBefore: 1.5 }],
    [{ count: -1 }],
    [{ after: new Date(Number.NaN) }],
    [{ timeZone: 'Australia/Nowhere' }],
  ])('refuses %o', (override) => {
    expect(() =>
      upcomingDrawTimes({ ...saturdays, after: new Date('2026-07-01T00:00:00Z'), count: 1, ...override }),
    ).toThrow(RangeError);
  });
});
