// Where results live on the site (shop-core §2) and the archive's date segment (decision 0015):
// /{offer}/results/2026-11 is a Sydney calendar month, /{offer}/results/2026-11-21 one day of it.
import type { Capability, ResultCategory, ResultKey } from '@fairdraw/contracts';
import { MONTH_NAMES, toLocalDateTime } from '@fairdraw/domain';

export const RESULTS_PATH = '/lotto-results';

export function resultsListPath(category?: ResultCategory): string {
  return category ? `${RESULTS_PATH}/${category}` : RESULTS_PATH;
}

/** The offer's site path without a trailing slash, e.g. /powerball. */
function offerBase(url: string): string {
  return `/${url.replace(/^\/+|\/+$/g, '')}`;
}

export const offerResultsPath = (url: string) => `${offerBase(url)}/results`;
export const drawResultPath = (url: string, drawNo: number) => `${offerResultsPath(url)}/draw/${drawNo}`;
export const raffleWinnersPath = (url: string) => `${offerBase(url)}/winners`;
export const statisticsPath = (url: string) => `${offerBase(url)}/statistics`;
export const TICKET_CHECKER_PATH = '/ticket-checker';

export interface ArchiveDate {
  year: number;
  month: number;
  /** Set when the address names one day of the month. */
  day?: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function archiveSegment({ year, month, day }: ArchiveDate): string {
  return day === undefined ? `${year}-${pad(month)}` : `${year}-${pad(month)}-${pad(day)}`;
}

export const archivePath = (url: string, date: ArchiveDate) =>
  `${offerResultsPath(url)}/${archiveSegment(date)}`;

/** `2026-11` or `2026-11-21` (a real calendar day, years 2000–2100); anything else is null. */
export function parseArchiveDate(segment: string): ArchiveDate | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(segment);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 2000 || year > 2100 || month < 1 || month > 12) return null;
  if (match[3] === undefined) return { year, month };
  const day = Number(match[3]);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= daysInMonth ? { year, month, day } : null;
}

/** The Sydney calendar date of a draw. */
export function sydneyDate(iso: string): Required<ArchiveDate> {
  const local = toLocalDateTime(new Date(iso));
  return { year: local.year, month: local.month, day: local.day };
}

/** The months (Sydney time) in which an offer has results, newest first. */
export function monthsWithResults(key: ResultKey): ArchiveDate[] {
  const seen = new Map<string, ArchiveDate>();
  for (const draw of key.draws) {
    const { year, month } = sydneyDate(draw.date);
    seen.set(`${year}-${month}`, { year, month });
  }
  return [...seen.values()].sort((a, b) => b.year - a.year || b.month - a.month);
}

const segmentOf = (text: string) =>
  text
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();

/** The results offer an address segment names: by its url, else by its key. */
export function findResultKey(keys: readonly ResultKey[], segment: string): ResultKey | undefined {
  const wanted = segmentOf(segment);
  if (wanted === '') return undefined;
  return (
    keys.find((key) => segmentOf(key.url) === wanted) ??
    keys.find((key) => key.productOfferKey.toLowerCase() === wanted)
  );
}

/** The capability a category's results need (shop-core §6). */
export function categoryCapability(category: ResultCategory): Capability {
  return category === 'raffles' ? 'charity_lotteries' : 'commercial_lotteries';
}

/** "November 2026", or "21 November 2026" for a day. */
export function archiveDateText({ year, month, day }: ArchiveDate): string {
  const monthName = MONTH_NAMES[month - 1] ?? '';
  return day === undefined ? `${monthName} ${year}` : `${day} ${monthName} ${year}`;
}
