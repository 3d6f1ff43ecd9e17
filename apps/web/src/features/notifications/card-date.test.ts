import { describe, expect, it } from 'vitest';
import { absoluteCardDate, relativeCardDate } from './card-date';

const now = new Date('2026-11-25T22:00:00Z'); // Thursday 26 November, 9:00 am in Sydney (AEDT)
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('card dates', () => {
  it.each([
    [ago(20_000), 'Just now'],
    [ago(MINUTE), '1 minute ago'],
    [ago(45 * MINUTE), '45 minutes ago'],
    [ago(3 * HOUR), '3 hours ago'],
    [ago(DAY + HOUR), 'Yesterday'],
    [ago(6 * DAY), '6 days ago'],
    [ago(8 * DAY), '18 Nov 2026'],
    // A clock a little ahead of the server's never says "in the future".
    [new Date(now.getTime() + MINUTE).toISOString(), 'Just now'],
  ])('%s is "%s"', (iso, expected) => {
    expect(relativeCardDate(iso, now)).toBe(expected);
  });

  it('gives the full date and time in Sydney', () => {
    expect(absoluteCardDate('2026-11-25T22:00:00Z')).toBe('Thursday 26 November 2026, 9:00 am');
  });
});
