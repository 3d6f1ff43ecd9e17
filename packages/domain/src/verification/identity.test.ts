import { describe, expect, it } from 'vitest';
import { identityMismatches, normaliseAddress, type IdentityDetails } from './identity';
import { verificationOverview } from './overview';

const record: IdentityDetails = {
  firstname: 'Ada',
  lastname: "O'Brien",
  dateOfBirth: '1990-12-10',
  address: '1 George Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
};

describe('identityMismatches', () => {
  it.each<[string, Partial<IdentityDetails>, Record<string, string>]>([
    ['the same details', {}, {}],
    ['other capitals and spaces', { firstname: ' ada ', lastname: 'OBRIEN', suburb: 'SYDNEY' }, {}],
    ['a street abbreviation', { address: '1 George St.' }, {}],
    [
      'another birth date',
      { dateOfBirth: '1990-12-11' },
      { dateOfBirth: 'Your date of birth does not match' },
    ],
    ['another surname', { lastname: 'Byron' }, { lastname: 'Your last name does not match' }],
    [
      'another address and postcode',
      { address: '2 George Street', postcode: '2001' },
      { address: 'Your address does not match', postcode: 'Your postcode does not match' },
    ],
    ['another state', { state: 'VIC' }, { state: 'Your state does not match' }],
  ])('%s', (_name, changes, problems) => {
    expect(identityMismatches({ ...record, ...changes }, record)).toEqual(problems);
  });

  it('spells out street abbreviations', () => {
    expect(normaliseAddress('12/3 Smith Rd')).toBe('12 3 smith road');
  });
});

describe('verificationOverview', () => {
  const signedUpAt = new Date('2026-01-01T00:00:00Z');
  it('reports an unverified newcomer with 90 days to go', () => {
    const overview = verificationOverview({
      accountVerified: false,
      attempts: [],
      signedUpAt,
      now: signedUpAt,
    });
    expect(overview.isVerified).toBe(false);
    expect(overview.verification).toMatchObject({
      pending: false,
      deadline: '2026-04-01T00:00:00.000Z',
      daysLeft: 90,
      restricted: false,
      withdrawalsBlocked: false,
    });
    expect(overview.verification.methods).toContainEqual({ type: 'connect_id', status: 'disabled' });
    expect(overview.verificationRules.deadlineDays).toBe(90);
  });

  it('reports a pending form and the restriction after the deadline', () => {
    const overview = verificationOverview({
      accountVerified: false,
      attempts: [{ method: 'pdf_form', outcome: 'awaiting_review', createdAt: signedUpAt }],
      signedUpAt,
      now: new Date('2026-05-01T00:00:00Z'),
    });
    expect(overview.verification).toMatchObject({
      pending: true,
      restricted: true,
      withdrawalsBlocked: true,
      restrictionReason: 'verification_overdue',
    });
  });
});
