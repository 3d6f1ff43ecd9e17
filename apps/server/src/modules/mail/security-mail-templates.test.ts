// The security, identity and limit e-mails: what changed and when, in Sydney time, names escaped.
import { describe, expect, it } from 'vitest';
import {
  identityNotVerifiedEmail,
  identityVerifiedEmail,
  passwordChangedEmail,
  twoFactorOffEmail,
  twoFactorOnEmail,
} from './security-mail-templates';
import { limitChangeAppliedEmail, limitChangeRequestedEmail, limitName } from './limits-mail-templates';

const HOSTILE = '<img src=x onerror="alert(1)">';
// 03:15 UTC on 24 November is 2:15 pm in Sydney (AEDT).
const AT = new Date('2026-11-24T03:15:00Z');
const security = {
  firstname: 'Ada',
  at: AT,
  securityUrl: 'https://fairdraw.test/my-account/login-and-security',
};

const expectEscaped = (html: string) => {
  expect(html).not.toContain('<img');
  expect(html).toContain('Hi &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,');
};

describe('two-factor e-mails', () => {
  it('says it was switched on, how, and when', () => {
    const email = twoFactorOnEmail({ ...security, method: 'authenticator' });
    expect(email.subject).toBe('Two-factor sign-in is on');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('switched on for your Fairdraw account on 24 Nov 2026, 2:15');
      expect(part).toContain('your authenticator app');
      expect(part).toContain('reset your password straight away');
    }
    expect(twoFactorOnEmail({ ...security, method: 'email' }).text).toContain('a code we e-mail you');
  });

  it('says it was switched off', () => {
    const email = twoFactorOffEmail(security);
    expect(email.subject).toBe('Two-factor sign-in is off');
    expect(email.text).toContain('switched off');
    expect(email.html).toContain('switched off');
    expectEscaped(twoFactorOffEmail({ ...security, firstname: HOSTILE }).html);
  });
});

describe('passwordChangedEmail', () => {
  it('says how the password changed, and what to do if it was not them', () => {
    const changed = passwordChangedEmail({ ...security, way: 'changed' });
    expect(changed.subject).toBe('Your Fairdraw password was changed');
    expect(changed.text).toContain('changed from Login and security on 24 Nov 2026');
    expect(changed.html).toContain('changed from Login and security on 24 Nov 2026');
    expect(passwordChangedEmail({ ...security, way: 'reset' }).text).toContain('with a password reset link');
    expect(passwordChangedEmail({ ...security, way: 'forced' }).text).toContain('asked to choose a new one');
    expect(changed.text).toContain('If this was not you');
    expectEscaped(passwordChangedEmail({ ...security, firstname: HOSTILE, way: 'reset' }).html);
  });
});

describe('identity e-mails', () => {
  it('tells a verified customer', () => {
    const email = identityVerifiedEmail({ firstname: 'Ada', accountUrl: 'https://fairdraw.test/my-account' });
    expect(email.subject).toBe('Your identity is verified');
    expect(email.text).toContain('we have verified your identity');
    expectEscaped(identityVerifiedEmail({ firstname: HOSTILE, accountUrl: 'https://fairdraw.test/' }).html);
  });

  it('tells a customer who was not verified why, and whether documents are needed', () => {
    const input = {
      firstname: 'Ada',
      reason: 'The photo is blurred.',
      needsDocuments: true,
      verifyUrl: 'https://fairdraw.test/my-account/manual-verification',
    };
    const email = identityNotVerifiedEmail(input);
    expect(email.subject).toBe('We need documents to verify your identity');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('The reason: The photo is blurred.');
      expect(part).toContain('upload a photo of your identity documents');
    }
    const retry = identityNotVerifiedEmail({ ...input, needsDocuments: false, reason: null });
    expect(retry.subject).toBe('We could not verify your identity');
    expect(retry.text).not.toContain('The reason');
    expect(retry.text).toContain('try again');
    expectEscaped(identityNotVerifiedEmail({ ...input, firstname: HOSTILE }).html);
  });
});

describe('limit e-mails', () => {
  const change = {
    firstname: 'Ada',
    limit: { kind: 'spend' as const, period: 'week' as const },
    amountCents: 15_000,
    limitsUrl: 'https://fairdraw.test/my-account/spend-limits',
  };

  it('names each limit', () => {
    expect(limitName({ kind: 'spend', period: 'day' })).toBe('daily spend limit');
    expect(limitName({ kind: 'precommitment', period: 'month' })).toBe('monthly precommitment limit');
    expect(limitName({ kind: 'deposit', period: 'week' })).toBe('weekly deposit limit');
  });

  it('a change that applies at once names the new amount', () => {
    const email = limitChangeAppliedEmail(change);
    expect(email.subject).toBe('Your weekly spend limit is now $150.00');
    for (const part of [email.text, email.html]) expect(part).toContain('$150.00');
    expect(limitChangeAppliedEmail({ ...change, amountCents: null }).subject).toBe(
      'Your weekly spend limit is removed',
    );
  });

  it('a raise names the new amount, the amount until then and when it applies (Sydney time)', () => {
    const email = limitChangeRequestedEmail({
      ...change,
      limit: { kind: 'deposit', period: 'week' },
      amountCents: 100_000,
      currentCents: 20_000,
      effectiveAt: AT,
    });
    expect(email.subject).toBe('Your weekly deposit limit rises to $1,000.00 on 24 Nov 2026, 2:15 pm');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('$1,000.00');
      expect(part).toContain('Until then your limit stays at $200.00');
      expect(part).toContain('24 Nov 2026, 2:15');
    }
    const removal = limitChangeRequestedEmail({
      ...change,
      amountCents: null,
      currentCents: 15_000,
      effectiveAt: AT,
    });
    expect(removal.subject).toBe('Your weekly spend limit ends on 24 Nov 2026, 2:15 pm');
    expect(removal.text).toContain('You asked to remove your weekly spend limit.');
  });

  it('escapes the name', () => {
    expectEscaped(limitChangeAppliedEmail({ ...change, firstname: HOSTILE }).html);
  });
});
