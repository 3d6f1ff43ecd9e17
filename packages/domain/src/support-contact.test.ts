import { describe, expect, it } from 'vitest';
import { telHref } from './support-contact';

describe('telHref', () => {
  it('dials the digits of a number written with spaces', () => {
    expect(telHref('1300 123 456')).toBe('tel:1300123456');
  });

  it('keeps the plus of an international number and drops brackets and dashes', () => {
    expect(telHref('+61 (2) 9876-5432')).toBe('tel:+61298765432');
  });
});
