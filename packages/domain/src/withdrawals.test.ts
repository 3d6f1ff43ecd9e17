import { describe, expect, it } from 'vitest';
import {
  accountNumber,
  australianMobile,
  bsb,
  destinationLabel,
  normaliseDestination,
  swift,
  withdrawableCents,
  withdrawalMessages,
} from './withdrawals';

describe('destination rules', () => {
  it.each([
    ['062000', null],
    ['062-000', null],
    ['062 000', null],
    ['06200', withdrawalMessages.bsb],
    ['0620001', withdrawalMessages.bsb],
    ['06200a', withdrawalMessages.bsb],
    ['', null],
  ])('BSB %j', (value, expected) => expect(bsb(value)).toBe(expected));

  it.each([
    ['12345', null],
    ['123456789', null],
    ['1234', withdrawalMessages.accountNumber],
    ['1234567890', withdrawalMessages.accountNumber],
    ['12345x', withdrawalMessages.accountNumber],
  ])('account number %j', (value, expected) => expect(accountNumber(value)).toBe(expected));

  it.each([
    ['0412345678', null],
    ['0412 345 678', null],
    ['+61412345678', null],
    ['0298765432', withdrawalMessages.mobile],
    ['041234567', withdrawalMessages.mobile],
  ])('Australian mobile %j', (value, expected) => expect(australianMobile(value)).toBe(expected));

  it.each([
    ['NWBKGB2L', null],
    ['nwbkgb2lxxx', null],
    ['NWBK', withdrawalMessages.swift],
    ['1WBKGB2L', withdrawalMessages.swift],
  ])('SWIFT %j', (value, expected) => expect(swift(value)).toBe(expected));
});

describe('masking', () => {
  it('never shows a whole account number, address or phone', () => {
    const national = normaliseDestination('national', {
      accountName: ' Ada ',
      bsb: '062-000',
      accountNumber: '1234 5678',
    });
    expect(national).toEqual({ accountName: 'Ada', bsb: '062000', accountNumber: '12345678' });
    expect(destinationLabel('national', national)).toBe('BSB 062-000, account ending 678');
    expect(
      destinationLabel('payid_email', normaliseDestination('payid_email', { email: 'Ada@Example.com' })),
    ).toBe('PayID a•••@example.com');
    expect(
      destinationLabel('payid_phone', normaliseDestination('payid_phone', { phone: '+61 412 345 678' })),
    ).toBe('PayID mobile ending 678');
  });
});

describe('withdrawable funds: promotional credit is spent first and never withdrawn', () => {
  it.each([
    // balance, promotions, purchases, refunds → withdrawable, held as promotional
    [500_00, 500_00, 0, 0, 0, 500_00],
    [480_00, 500_00, 20_00, 0, 0, 480_00],
    [580_00, 500_00, 20_00, 0, 100_00, 480_00], // a $100 prize won with promotional credit
    [50_00, 0, 0, 0, 50_00, 0],
    [120_00, 100_00, 150_00, 0, 120_00, 0], // promotion all played through
    [100_00, 100_00, 50_00, 50_00, 0, 100_00], // a refund gives the promotional credit back
    [0, 100_00, 0, 0, 0, 0],
  ])(
    'balance %i, promotions %i, spent %i, refunded %i',
    (balance, promotion, purchase, refund, withdrawable, held) => {
      expect(
        withdrawableCents({
          balanceCents: balance,
          promotionCents: promotion,
          purchaseCents: purchase,
          refundCents: refund,
        }),
      ).toEqual({ withdrawableCents: withdrawable, promotionalCents: held });
    },
  );
});
