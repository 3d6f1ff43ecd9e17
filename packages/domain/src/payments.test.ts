import { describe, expect, it } from 'vitest';
import {
  browserInfo,
  cardBrand,
  cardNotExpired,
  challengeWindowSize,
  depositOutcomePath,
  groupedCardNumber,
  luhnValid,
  roundColourDepth,
} from './payments';

describe('roundColourDepth (3-D Secure browser info)', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 4],
    [4, 4],
    [6, 8],
    [8, 8],
    [11, 8],
    [12, 15],
    [15, 15],
    [16, 16],
    [20, 24],
    [24, 24],
    [28, 32],
    [30, 32],
    [32, 32],
    [40, 48],
    [48, 48],
    [64, 48],
    [0, 24],
    [-8, 24],
    [Number.NaN, 24],
  ])('%d → %d', (depth, rounded) => expect(roundColourDepth(depth)).toBe(rounded));
});

describe('challengeWindowSize', () => {
  it.each([
    [320, '05'],
    [389, '05'],
    [390, '02'],
    [500, '03'],
    [1280, '04'],
  ])('%d px → %s', (width, size) => expect(challengeWindowSize(width)).toBe(size));
});

describe('browserInfo', () => {
  it('rounds the colour depth and points the notification at /3ds/notify', () => {
    const info = browserInfo({
      language: 'en-AU',
      colorDepth: 30,
      screenHeight: 900,
      screenWidth: 1440,
      viewportWidth: 1440,
      timezoneOffset: -660,
      origin: 'https://fairdraw.example/my-account/deposit',
    });
    expect(info).toEqual({
      javascriptEnabled: true,
      javaEnabled: false,
      language: 'en-AU',
      colourDepth: 32,
      screenHeight: 900,
      screenWidth: 1440,
      timezoneOffset: -660,
      challengeWindowSize: '04',
      notificationUrl: 'https://fairdraw.example/3ds/notify',
    });
  });
});

describe('cards', () => {
  it.each([
    ['4242424242424242', true, 'VISA'],
    ['4000000000000002', true, 'VISA'],
    ['5555555555554444', true, 'MASTERCARD'],
    ['2223003122003222', true, 'MASTERCARD'],
    ['378282246310005', true, 'AMEX'],
    ['4242424242424241', false, 'VISA'],
    ['6011111111111117', true, null],
    ['4242', false, null],
  ])('%s: Luhn %s, brand %s', (digits, valid, brand) => {
    expect(luhnValid(digits)).toBe(valid);
    expect(cardBrand(digits)).toBe(brand);
  });

  const now = new Date('2026-11-23T00:00:00Z');
  it.each([
    [11, 2026, true],
    [12, 26, true],
    [10, 2026, false],
    [1, 2027, true],
    [13, 2030, false],
    [0, 2030, false],
  ])('expiry %d/%d usable: %s', (month, year, usable) =>
    expect(cardNotExpired(month, year, now)).toBe(usable),
  );

  it.each([
    ['4242', 16, '•••• •••• •••• 4242'],
    ['0005', 15, '•••• •••• •••0 005'],
  ])('groups %s of a %d-digit card in fours', (last4, length, shown) =>
    expect(groupedCardNumber(last4, length)).toBe(shown),
  );
});

describe('depositOutcomePath', () => {
  const deposit = (fields: Partial<Parameters<typeof depositOutcomePath>[0]>) => ({
    id: 'dep 1',
    status: 'completed' as const,
    checkout: false,
    methodCode: 'cc' as const,
    ...fields,
  });
  it.each<[Partial<Parameters<typeof depositOutcomePath>[0]>, string]>([
    [{}, '/my-account/deposit/details/dep%201/success'],
    [{ status: 'failed' }, '/my-account/deposit/details/dep%201/failure'],
    [{ status: 'cancelled' }, '/my-account/deposit/dep%201/cancel'],
    [{ status: 'requires_action' }, '/my-account/deposit/authorisation/dep%201'],
    [{ checkout: true }, '/checkout/deposit/dep%201/success'],
    [{ checkout: true, status: 'failed' }, '/checkout/deposit/dep%201/cancel'],
    [{ methodCode: 'pl' }, '/checkout/deposit/dep%201/success'],
    [{ methodCode: 'gp', status: 'cancelled' }, '/checkout/deposit/dep%201/cancel'],
  ])('%j → %s', (fields, path) => expect(depositOutcomePath(deposit(fields))).toBe(path));
});
