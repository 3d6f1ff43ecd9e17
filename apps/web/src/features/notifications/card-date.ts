// When a card arrived, as the feed shows it: "5 minutes ago", "yesterday", then the date, all in Sydney
// time (the shop's draws and offices are in Sydney; decision 0006).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { DRAW_TIME_ZONE } from '@fairdraw/domain';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "1 hour ago", "3 hours ago": built without Intl, so every browser prints the same words. */
function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** The full date and time: "Wednesday 25 November 2026, 9:15 am". */
export function absoluteCardDate(iso: string): string {
  return format(new TZDate(new Date(iso).getTime(), DRAW_TIME_ZONE), 'EEEE d MMMM yyyy, h:mm aaa');
}

/** Within a week, how long ago; after that, the day it arrived ("3 Nov 2026"). */
export function relativeCardDate(iso: string, now: Date): string {
  const ageMs = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (ageMs < MINUTE_MS) return 'Just now';
  if (ageMs < HOUR_MS) return ago(Math.floor(ageMs / MINUTE_MS), 'minute');
  if (ageMs < DAY_MS) return ago(Math.floor(ageMs / HOUR_MS), 'hour');
  if (ageMs < 2 * DAY_MS) return 'Yesterday';
  if (ageMs < 7 * DAY_MS) return ago(Math.floor(ageMs / DAY_MS), 'day');
  return format(new TZDate(new Date(iso).getTime(), DRAW_TIME_ZONE), 'd MMM yyyy');
}
