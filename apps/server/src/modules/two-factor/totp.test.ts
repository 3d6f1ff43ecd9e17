import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotpStep, otpauthUrl, totpCode, totpStep } from './totp';
import { createSecretBox } from './secret-box';

// RFC 4226 appendix D and RFC 6238 appendix B use the ASCII secret "12345678901234567890".
const RFC_SECRET = Buffer.from('12345678901234567890');
const RFC_SECRET_BASE32 = base32Encode(RFC_SECRET);

describe('HOTP and TOTP', () => {
  it('matches the RFC 4226 test values', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583'];
    expected.forEach((code, counter) => expect(hotp(RFC_SECRET, counter)).toBe(code));
  });

  it('matches the RFC 6238 SHA-1 test values (last six digits)', () => {
    const cases: Array<[number, string]> = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
    ];
    for (const [seconds, code] of cases)
      expect(totpCode(RFC_SECRET_BASE32, new Date(seconds * 1000))).toBe(code);
  });

  it('round-trips base32 as authenticator apps write it', () => {
    expect(RFC_SECRET_BASE32).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_SECRET);
  });

  it('accepts a code of the step before or after now, and names its step', () => {
    const now = new Date(1234567890 * 1000);
    const previous = new Date(now.getTime() - 30_000);
    const later = new Date(now.getTime() + 30_000);
    expect(matchTotpStep(RFC_SECRET_BASE32, totpCode(RFC_SECRET_BASE32, now), now)).toBe(totpStep(now));
    expect(matchTotpStep(RFC_SECRET_BASE32, totpCode(RFC_SECRET_BASE32, previous), now)).toBe(
      totpStep(previous),
    );
    expect(matchTotpStep(RFC_SECRET_BASE32, totpCode(RFC_SECRET_BASE32, later), now)).toBe(totpStep(later));
  });

  it('refuses a code two steps away and a wrong code', () => {
    const now = new Date(1234567890 * 1000);
    const old = new Date(now.getTime() - 60_000);
    expect(matchTotpStep(RFC_SECRET_BASE32, totpCode(RFC_SECRET_BASE32, old), now)).toBeNull();
    const right = totpCode(RFC_SECRET_BASE32, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(matchTotpStep(RFC_SECRET_BASE32, wrong, now)).toBeNull();
  });

  it('writes the otpauth address apps scan', () => {
    const url = new URL(otpauthUrl({ issuer: 'Fairdraw', account: 'dana@example.com', secret: 'ABC' }));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Fairdraw:dana@example.com');
    expect(url.searchParams.get('secret')).toBe('ABC');
    expect(url.searchParams.get('period')).toBe('30');
  });
});

describe('secret box', () => {
  it('opens what it sealed, and refuses another key or a changed text', () => {
    const box = createSecretBox('a-root-secret-of-at-least-32-characters', 'totp');
    const sealed = box.seal('GEZDGNBVGY3TQOJQ');
    expect(sealed).not.toContain('GEZDGNBVGY3TQOJQ');
    expect(box.open(sealed)).toBe('GEZDGNBVGY3TQOJQ');
    const other = createSecretBox('another-root-secret-of-32-characters!', 'totp');
    expect(() => other.open(sealed)).toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => box.open(tampered)).toThrow();
  });
});
