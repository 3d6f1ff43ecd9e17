import { calendarDaysBetween, DRAW_TIME_ZONE, localWeekday, toLocalDateTime } from './zoned-time';
import type { LocalDateTime } from './zoned-time';

/** From this local hour a draw later today is "Tonight" (shop-core §4). */
export const TONIGHT_FROM_HOUR = 18;

/** The month names, January first, as en-AU dates spell them. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function weekdayName(local: LocalDateTime): string {
  const day = localWeekday(local);
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/**
 * The en-AU long date, "Saturday 5 December 2026". Built by hand rather than with Intl so the
 * server and every browser print exactly the same text.
 */
export function longDrawDate(drawAt: Date, timeZone: string = DRAW_TIME_ZONE): string {
  const local = toLocalDateTime(drawAt, timeZone);
  return `${weekdayName(local)} ${local.day} ${MONTH_NAMES[local.month - 1] ?? ''} ${local.year}`;
}

/**
 * How a draw's date reads next to its jackpot, counted in calendar days in the draw time zone
 * (Australia/Sydney), not in 24-hour blocks and not in the viewer's own zone:
 * - same day: "Tonight" from 18:00, "Today" before;
 * - 1 day ahead: "Tomorrow";
 * - 2–6 days ahead: "This Friday";
 * - 7–13 days ahead: "Next Friday". The spec says "days 7 to 14"; day 14 falls on the same
 *   weekday as day 7, so "Next Friday" would name two different draws. Day 14 therefore gets
 *   the long date;
 * - anything else, past draws included: the long date, "Saturday 5 December 2026".
 */
export function relativeDrawWording(drawAt: Date, now: Date, timeZone: string = DRAW_TIME_ZONE): string {
  const draw = toLocalDateTime(drawAt, timeZone);
  const daysAhead = calendarDaysBetween(toLocalDateTime(now, timeZone), draw);

  if (daysAhead === 0) return draw.hour >= TONIGHT_FROM_HOUR ? 'Tonight' : 'Today';
  if (daysAhead === 1) return 'Tomorrow';
  if (daysAhead >= 2 && daysAhead <= 6) return `This ${weekdayName(draw)}`;
  if (daysAhead >= 7 && daysAhead <= 13) return `Next ${weekdayName(draw)}`;
  return longDrawDate(drawAt, timeZone);
}

/**
 * The relative wording of a draw within the next fortnight ("Tonight", "This Friday"), or null when only
 * its date says when it is: a page then shows the date alone rather than the same date twice.
 */
export function nearDrawWording(drawAt: Date, now: Date, timeZone: string = DRAW_TIME_ZONE): string | null {
  const wording = relativeDrawWording(drawAt, now, timeZone);
  return wording === longDrawDate(drawAt, timeZone) ? null : wording;
}

/** English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 101st, 111th. */
export function ordinal(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`No ordinal for ${n}`);
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** Label for a draw's offset from the next open draw: 0 → "Next Available Draw", 2 → "2nd Forward Draw". */
export function drawOffsetLabel(offset: number): string {
  if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError(`Invalid draw offset ${offset}`);
  return offset === 0 ? 'Next Available Draw' : `${ordinal(offset)} Forward Draw`;
}

/** From this close to the stop time, cards and play screens count down instead of naming the time. */
export const SALES_COUNTDOWN_MS = 12 * 60 * 60 * 1000;

/**
 * How long is left until `stopAt`, rounded up to the minute: "5 days 23 h", "1 day", "2 h 15 min",
 * "9 min"; null once it has passed. Days and hours from a day out, hours and minutes within it.
 */
export function timeLeft(stopAt: Date, now: Date): string | null {
  const left = stopAt.getTime() - now.getTime();
  if (left <= 0) return null;
  const minutes = Math.max(1, Math.ceil(left / 60_000));
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) {
    const dayText = days === 1 ? '1 day' : `${days} days`;
    return hours % 24 === 0 ? dayText : `${dayText} ${hours % 24} h`;
  }
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/**
 * The countdown to a draw's sales closing, in the last 12 hours: "Sales close in 2 h 15 min",
 * "Sales close in 9 min", "Sales have closed"; null while the stop is further off (show its time).
 */
export function salesCountdown(stopAt: Date, now: Date): string | null {
  const left = timeLeft(stopAt, now);
  if (left === null) return 'Sales have closed';
  if (stopAt.getTime() - now.getTime() > SALES_COUNTDOWN_MS) return null;
  return `Sales close in ${left}`;
}
