import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { DRAW_TIME_ZONE } from '@fairdraw/domain';

export type DrawDateStyle = 'long' | 'short';

const patterns: Record<DrawDateStyle, string> = {
  long: 'EEEE d MMMM yyyy, h:mm aaa',
  short: 'EEE d MMM, h:mm aaa',
};

/** The zone's short name as Australians write it ("AEDT", "AEST"). */
function zoneAbbreviation(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** A draw or stop time in Sydney time: "Thursday 5 March 2026, 8:30 pm AEDT". */
export function formatDrawDateTime(
  iso: string,
  style: DrawDateStyle = 'long',
  timeZone = DRAW_TIME_ZONE,
): string {
  const date = new TZDate(new Date(iso).getTime(), timeZone);
  return `${format(date, patterns[style])} ${zoneAbbreviation(date, timeZone)}`;
}

export function DrawDate({ iso, style = 'long' }: { iso: string; style?: DrawDateStyle }) {
  return <time dateTime={iso}>{formatDrawDateTime(iso, style)}</time>;
}
