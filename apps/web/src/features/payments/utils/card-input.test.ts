import { describe, expect, it } from 'vitest';
import { cardNumberDigits, formatCardNumber, formatExpiry } from './card-input';

describe('a card number as it is typed', () => {
  it.each([
    ['4', '4'],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242-4242.4242', '4242 4242 4242 4242'],
    ['4242424242424242123', '4242 4242 4242 4242 123'],
    ['42424242424242421234', '4242 4242 4242 4242 123'],
    ['378282246310005', '3782 822463 10005'],
    ['', ''],
    ['abc', ''],
  ])('"%s" shows as "%s"', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it('goes to the gateway as its digits only', () => {
    expect(cardNumberDigits('4242 4242 4242 4242')).toBe('4242424242424242');
  });
});

describe('an expiry as it is typed', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['12/', '12/'],
    ['122', '12/2'],
    ['1229', '12/29'],
    ['12/29', '12/29'],
    ['1/29', '01/29'],
    ['12 / 29', '12/29'],
    ['122029', '12/2029'],
    ['12/2029', '12/2029'],
    ['12345678', '12/3456'],
    ['', ''],
  ])('"%s" shows as "%s"', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });
});
