import { weekdays } from '@fairdraw/contracts';
import type { Weekday } from '@fairdraw/contracts';
import { DRAW_TIME_ZONE, fromLocalDateTime, localWeekday, toLocalDateTime } from './zoned-time';

/** Every day of the week in the Monday-first draw-day bitmask. */
export const EVERY_DAY_MASK = 0b111_1111;

/** The weekday's bit in a draw-day bitmask: bit 0 is Monday … bit 6 is Sunday. */
export function weekdayBit(day: Weekday): number {
  return 1 << weekdays.indexOf(day);
}

function assertMask(mask: number): void {
  if (!Number.isInteger(mask) || mask < 0 || mask > EVERY_DAY_MASK) {
    throw new RangeError(`A draw-day bitmask is an integer from 0 to 127, got ${mask}`);
  }
}

/** The draw days in a bitmask, Monday first. */
export function daysFromBitmask(mask: number): Weekday[] {
  assertMask(mask);
  return weekdays.filter((day) => (mask & weekdayBit(day)) !== 0);
}

/** The bitmask for a set of draw days (duplicates are harmless). */
export function bitmaskFromDays(days: readonly Weekday[]): number {
  return days.reduce((mask, day) => mask | weekdayBit(day), 0);
}

const localTimePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface UpcomingDrawTimesInput {
  /** Monday-first bitmask of draw days in the draw time zone. */
  drawDays: number;
  /** Local draw time "HH:mm", 24-hour. */
  drawTimeLocal: string;
  /** Sales stop this many real minutes before the draw. */
  stopMinutesBefore: number;
  timeZone?: string;
  /** Only draws strictly after this instant are returned. */
  after: Date;
  count: number;
}

export interface DrawTime {
  drawAt: Date;
  stopAt: Date;
}

/**
 * The next `count` draws strictly after `after`, as UTC instants. The draw time is Sydney wall-clock
 * time, so 19:30 is 09:30Z under AEST (UTC+10, April–October) and 08:30Z under AEDT (UTC+11).
 * Clock-change nights follow `fromLocalDateTime`. The stop time is counted in elapsed minutes
 * before the draw. A mask with no days yields no draws.
 */
export function upcomingDrawTimes(input: UpcomingDrawTimesInput): DrawTime[] {
  const { drawDays, drawTimeLocal, stopMinutesBefore, timeZone = DRAW_TIME_ZONE, after, count } = input;
  assertMask(drawDays);
  const time = localTimePattern.exec(drawTimeLocal);
  if (!time) throw new RangeError(`Draw time must be "HH:mm", got "${drawTimeLocal}"`);
  if (!Number.isSafeInteger(stopMinutesBefore) || stopMinutesBefore < 0) {
    throw new RangeError(`Stop minutes must be a whole number of minutes ≥ 0, got ${stopMinutesBefore}`);
  }
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`Invalid draw count ${count}`);

  const start = toLocalDateTime(after, timeZone);
  const draws: DrawTime[] = [];
  if (drawDays === 0) return draws;

  // Walk local calendar days from the day `after` falls on; day numbers past a month's end roll over.
  for (let dayOffset = 0; draws.length < count; dayOffset += 1) {
    const local = { ...start, day: start.day + dayOffset, hour: Number(time[1]), minute: Number(time[2]) };
    if ((drawDays & weekdayBit(localWeekday(local))) === 0) continue;
    const drawAt = fromLocalDateTime(local, timeZone);
    if (drawAt.getTime() <= after.getTime()) continue;
    draws.push({ drawAt, stopAt: new Date(drawAt.getTime() - stopMinutesBefore * 60_000) });
  }
  return draws;
}
