import { describe, expect, it } from 'vitest';
import {
  bankAccountFormProblems,
  bankAccountLabel,
  bankAccountMessages,
  bankAccountProblems,
  normaliseBankAccount,
  normaliseBsb,
  normaliseSwift,
  withdrawalMethodFor,
  type BankAccountInput,
} from './bank-accounts';
import { validationMessages } from './validation';

describe('BSB and SWIFT', () => {
  it.each([
    ['062-000', '062000'],
    ['062 000', '062000'],
    ['06200', null],
    ['0620001', null],
    ['06200a', null],
  ])('BSB %s → %s', (typed, bsb) => expect(normaliseBsb(typed)).toBe(bsb));

  it.each([
    ['CTBAAU2S', 'CTBAAU2S'],
    ['ctbaau2sxxx', 'CTBAAU2SXXX'],
    ['CTBAAU2', null],
    ['1TBAAU2S', null],
  ])('SWIFT %s → %s', (typed, swift) => expect(normaliseSwift(typed)).toBe(swift));
});

const national = (overrides: Partial<BankAccountInput> = {}): BankAccountInput => ({
  type: 'national',
  code: '062-000',
  accountNumber: '1234 5678',
  accountName: 'Ada Lovelace',
  ...overrides,
});

describe('bankAccountProblems: the server names the fields, the web maps them', () => {
  it.each<[string, BankAccountInput, Record<string, string>]>([
    ['a good Australian account', national(), {}],
    [
      'a short BSB and account number',
      national({ code: '0620', accountNumber: '12' }),
      { account_number: bankAccountMessages.nationalAccountNumber, bsb: bankAccountMessages.bsb },
    ],
    [
      'an account number left empty',
      national({ accountNumber: ' ' }),
      { account_number: validationMessages.required },
    ],
    [
      'a name with digits',
      national({ accountName: 'Ada 42' }),
      { account_name: bankAccountMessages.accountName },
    ],
    [
      'an account without a name',
      national({ accountName: '' }),
      { account_name: bankAccountMessages.accountName },
    ],
    [
      'an overseas account with a BSB for a SWIFT code',
      {
        type: 'international',
        code: '062000',
        accountNumber: 'GB82WEST12345698765432',
        accountName: 'Ada L',
      },
      { swift: bankAccountMessages.swift },
    ],
    [
      'a good overseas account',
      {
        type: 'international',
        code: 'nwbkgb2l',
        accountNumber: 'GB82 WEST 1234 5698 7654 32',
        accountName: 'Ada L',
      },
      {},
    ],
    ['a PayID e-mail without a name', { type: 'payid_email', accountNumber: 'Ada@Example.com' }, {}],
    [
      'a PayID that is not an e-mail address',
      { type: 'payid_email', accountNumber: 'ada.example.com' },
      { account_number: bankAccountMessages.payIdEmail },
    ],
    ['a PayID mobile in +61 form', { type: 'payid_phone', accountNumber: '+61 412 345 678' }, {}],
    [
      'a PayID landline',
      { type: 'payid_phone', accountNumber: '02 9876 5432' },
      { account_number: bankAccountMessages.payIdMobile },
    ],
  ])('%s', (_name, input, expected) => {
    const found = Object.fromEntries(
      Object.entries(bankAccountProblems(input)).filter(([, message]) => message),
    );
    expect(found).toEqual(expected);
  });

  it('names the web form fields: bsb and swift are its bankCode', () => {
    expect(bankAccountFormProblems(national({ code: '1', accountNumber: 'x' }))).toEqual({
      bankCode: bankAccountMessages.bsb,
      accountNumber: bankAccountMessages.nationalAccountNumber,
    });
  });
});

describe('stored form, method and label', () => {
  it.each<[BankAccountInput, ReturnType<typeof normaliseBankAccount>, string, string]>([
    [
      national(),
      { bankCode: '062000', accountNumber: '12345678', accountName: 'Ada Lovelace' },
      'do',
      'BSB 062-000, account ending 5678',
    ],
    [
      {
        type: 'international',
        code: 'nwbkgb2l',
        accountNumber: 'gb82west12345698765432',
        accountName: ' Ada L ',
      },
      { bankCode: 'NWBKGB2L', accountNumber: 'GB82WEST12345698765432', accountName: 'Ada L' },
      'tt',
      'SWIFT NWBKGB2L, account ending 5432',
    ],
    [
      { type: 'payid_email', accountNumber: ' Ada@Example.com ' },
      { bankCode: null, accountNumber: 'ada@example.com', accountName: null },
      'do',
      'PayID a•••@example.com',
    ],
    [
      { type: 'payid_phone', accountNumber: '+61 412 345 678' },
      { bankCode: null, accountNumber: '0412345678', accountName: null },
      'do',
      'PayID mobile ending 678',
    ],
  ])('%j', (input, stored, method, label) => {
    expect(normaliseBankAccount(input)).toEqual(stored);
    expect(withdrawalMethodFor(input.type)).toBe(method);
    expect(bankAccountLabel({ type: input.type, ...stored! })).toBe(label);
  });

  it('keeps nothing from an account with a problem', () =>
    expect(normaliseBankAccount(national({ code: '12' }))).toBeNull());
});
