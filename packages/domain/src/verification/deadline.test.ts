import { describe, expect, it } from 'vitest';
import {
  VERIFICATION_DEADLINE_DAYS,
  verificationDeadline,
  verificationStanding,
  withdrawalBlock,
} from './deadline';

const signedUpAt = new Date('2026-01-01T00:00:00Z');
const at = (days: number, extraMs = 0) => new Date(signedUpAt.getTime() + days * 86_400_000 + extraMs);

describe('verification deadline', () => {
  it('is 90 days after sign-up', () => {
    expect(VERIFICATION_DEADLINE_DAYS).toBe(90);
    expect(verificationDeadline(signedUpAt).toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it.each<[string, Date, number, boolean]>([
    ['at sign-up', at(0), 90, false],
    ['an hour later, a part day counts', at(0, 3_600_000), 90, false],
    ['day 60', at(60), 30, false],
    ['a minute before the deadline', at(90, -60_000), 1, false],
    ['at the deadline', at(90), 0, true],
    ['long after', at(400), 0, true],
  ])('%s: %i days left, restricted %s', (_name, now, daysLeft, restricted) => {
    const standing = verificationStanding({ isVerified: false, signedUpAt, now });
    expect(standing.daysLeft).toBe(daysLeft);
    expect(standing.restricted).toBe(restricted);
    expect(standing.withdrawalsBlocked).toBe(restricted);
    expect(standing.restrictionReason).toBe(restricted ? 'verification_overdue' : null);
  });

  it('lifts everything once verified, even after the deadline', () => {
    expect(verificationStanding({ isVerified: true, signedUpAt, now: at(400) })).toEqual({
      deadline: null,
      daysLeft: null,
      restricted: false,
      withdrawalsBlocked: false,
      restrictionReason: null,
    });
  });
});

describe('withdrawalBlock', () => {
  it.each<[string, boolean, Date, boolean, string | null]>([
    ['verified', true, at(200), true, null],
    ['unverified within the deadline', false, at(10), false, null],
    ['unverified within the deadline, capability on', false, at(10), true, 'verification_required'],
    ['unverified after the deadline', false, at(91), false, 'verification_overdue'],
    ['unverified after the deadline, capability on', false, at(91), true, 'verification_overdue'],
  ])('%s → %s', (_name, isVerified, now, requiresVerification, block) => {
    expect(withdrawalBlock({ isVerified, signedUpAt, now, requiresVerification })).toBe(block);
  });
});
