import { describe, expect, it } from 'vitest';
import { codeDigits, maskEmailIdentifier } from './two-factor';

describe('maskEmailIdentifier', () => {
  it.each([
    ['dana.smith@example.com', 'da********'],
    ['jo@example.com', 'j***'],
    ['abcd@example.com', 'ab***'],
    ['a@example.com', 'a***'],
  ])('%s → %s', (email, masked) => expect(maskEmailIdentifier(email)).toBe(masked));

  it('never shows the domain', () => {
    expect(maskEmailIdentifier('dana@fairdraw.test')).not.toContain('fairdraw');
  });
});

describe('codeDigits', () => {
  it('keeps up to six digits of a pasted code, ignoring spaces and dashes', () => {
    expect(codeDigits('123 456')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(codeDigits('12-34')).toEqual(['1', '2', '3', '4']);
    expect(codeDigits('1234567890')).toHaveLength(6);
    expect(codeDigits('abc')).toEqual([]);
  });
});
