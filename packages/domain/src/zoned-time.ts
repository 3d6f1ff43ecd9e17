import { tzOffset } from '@date-fns/tz';
import { weekdays } from '@fairdraw/contracts';
import type { Weekday } from '@fairdraw/contracts';

/** Draw days and times are set, shown and counted in Sydney time. */
export const DRAW_TIME_ZONE = 'Australia/Sydney';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A wall-clock reading in a time zone. Month is 1–12. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// Offsets come from the zone database through Intl, never from the host's own zone, so the server
// and every browser get the same answer wherever they run.
function offsetMs(timeZone: string, epochMs: number): number {
  const minutes = tzOffset(timeZone, new Date(epochMs));
  if (Number.isNaN(minutes)) throw new RangeError(`Unknown time zone "${timeZone}"`);
  return minutes * MINUTE_MS;
}

/** What a clock in the zone shows at this instant. */
export function toLocalDateTime(date: Date, timeZone: string = DRAW_TIME_ZONE): LocalDateTime {
  const epochMs = date.getTime();
  if (Number.isNaN(epochMs)) throw new RangeError('Invalid date');
  // Shift by the zone's offset and read with UTC getters: the host's own zone never gets involved.
  const wall = new Date(epochMs + offsetMs(timeZone, epochMs));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** The weekday of a local calendar date (the month may overflow, as in `fromLocalDateTime`). */
export function localWeekday(local: LocalDateTime): Weekday {
  // getUTCDay() counts from Sunday; Fairdraw's week starts on Monday.
  const day = weekdays[(new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay() + 6) % 7];
  if (day === undefined) throw new RangeError('Invalid local date');
  return day;
}

/** The weekday an instant falls on in the zone (Sydney unless told otherwise). */
export function sydneyWeekday(date: Date, timeZone: string = DRAW_TIME_ZONE): Weekday {
  return localWeekday(toLocalDateTime(date, timeZone));
}

/**
 * The instant a clock in the zone shows this wall-clock time. Days past a month's end roll over
 * (31 June is 1 July). Clock changes follow the usual calendar convention: a time the clocks skip
 * (02:30 on the night DST starts) moves forward by the skipped hour (03:30 AEDT), and a time shown
 * twice (02:30 on the night DST ends) means the first showing (02:30 AEDT).
 */
export function fromLocalDateTime(local: LocalDateTime, timeZone: string = DRAW_TIME_ZONE): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  if (Number.isNaN(wall)) throw new RangeError('Invalid local date and time');
  // A day either side covers any clock change near this time.
  const offsetBefore = offsetMs(timeZone, wall - DAY_MS);
  const offsetAfter = offsetMs(timeZone, wall + DAY_MS);
  const shown = [wall - offsetBefore, wall - offsetAfter]
    .filter((instant) => offsetMs(timeZone, instant) === wall - instant)
    .sort((a, b) => a - b);
  // No instant shows a skipped time; reading it with the offset before the jump lands after it.
  return new Date(shown[0] ?? wall - offsetBefore);
}

/** Whole calendar days from one local date to another, e.g. Friday → next Monday is 3. */
export function calendarDaysBetween(from: LocalDateTime, to: LocalDateTime): number {
  return (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS;
}
