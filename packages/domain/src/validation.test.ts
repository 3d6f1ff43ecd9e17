import { describe, expect, it } from 'vitest';
import type { FieldValue, Validator } from './validation';
import {
  cardHolderName,
  currencyFormat,
  email,
  isFormValid,
  matches,
  maxAmount,
  minAmount,
  numbersOnly,
  phoneNumber,
  postcode,
  required,
  termsAccepted,
  twoFactorCode,
  validateForm,
  validationMessages as m,
} from './validation';

describe('validationMessages', () => {
  it('carries the spec texts word for word', () => {
    expect(m).toMatchObject({
      required: 'This field is required',
      numbersOnly: 'Please enter numbers only',
      currencyFormat: 'Amount must follow format e.g: 1.50',
      minAmount: 'Please enter an amount equal to or greater than {amount}.',
      maxAmount: 'Please enter an amount equal to or less than {amount}.',
      cardHolderName: "Please enter the card holder's name.",
      termsAccepted: 'You must agree to the terms and conditions to proceed.',
      mismatch: 'Your {fieldName} does not match',
      twoFactorCode: 'A 6 digit code is required.',
      twoFactorIncorrect: 'Code is incorrect or expired. Try again or contact support',
    });
  });
});

type Row = [FieldValue, string | null];
const check = (validator: Validator) => (value: FieldValue, expected: string | null) => {
  expect(validator(value)).toBe(expected);
};

describe('required', () => {
  it.each<Row>([
    ['x', null],
    [' 0 ', null],
    [true, null],
    ['', m.required],
    ['   ', m.required],
    [null, m.required],
    [undefined, m.required],
    [false, m.required],
  ])('%o → %s', check(required));
});

describe('numbersOnly', () => {
  it.each<Row>([
    ['0123', null],
    [' 42 ', null],
    ['', null],
    [undefined, null],
    ['12a', m.numbersOnly],
    ['1.5', m.numbersOnly],
    ['-1', m.numbersOnly],
    ['1 2', m.numbersOnly],
  ])('%o → %s', check(numbersOnly));
});

describe('currencyFormat', () => {
  it.each<Row>([
    ['1', null],
    ['1.5', null],
    ['1.50', null],
    ['', null],
    ['1.505', m.currencyFormat],
    ['1,000', m.currencyFormat],
    ['$5', m.currencyFormat],
    ['.5', m.currencyFormat],
    ['abc', m.currencyFormat],
  ])('%o → %s', check(currencyFormat));
});

describe('minAmount', () => {
  const atLeastCent = 'Please enter an amount equal to or greater than 0.01.';
  it.each<Row>([
    ['0.01', null],
    ['5', null],
    ['0', atLeastCent],
    ['0.00', atLeastCent],
    ['', null],
    ['abc', m.currencyFormat],
  ])('default minimum of one cent: %o → %s', check(minAmount()));

  const atLeastTen = 'Please enter an amount equal to or greater than 10.00.';
  it.each<Row>([
    ['10', null],
    ['10.00', null],
    ['9.99', atLeastTen],
    ['1.5', atLeastTen],
  ])('minimum $10: %o → %s', check(minAmount(1000)));
});

describe('maxAmount', () => {
  const atMost = 'Please enter an amount equal to or less than 1500.50.';
  it.each<Row>([
    ['1500.50', null],
    ['0', null],
    ['1500.51', atMost],
    ['2000', atMost],
    ['', null],
    ['1,500', m.currencyFormat],
  ])('maximum $1500.50: %o → %s', check(maxAmount(150_050)));
});

describe('cardHolderName', () => {
  it.each<Row>([
    ['Jane Citizen', null],
    ['Jane Citizen 2nd', null],
    ['123456789012', null], // 12 digits
    ['', null],
    ['1234567890123', m.cardHolderName], // 13 digits
    ['4111 1111 1111 1111', m.cardHolderName],
    ['J4n3 C1t1z3n 12345 6789', m.cardHolderName], // 13 digits spread out
  ])('%o → %s', check(cardHolderName));
});

describe('termsAccepted', () => {
  it.each<Row>([
    [true, null],
    [false, m.termsAccepted],
    [undefined, m.termsAccepted],
    ['true', m.termsAccepted],
    ['on', m.termsAccepted],
  ])('%o → %s', check(termsAccepted));
});

describe('matches', () => {
  it.each<[FieldValue, FieldValue, string | null]>([
    ['secret1', 'secret1', null],
    [' secret1', 'secret1', 'Your password does not match'],
    ['pass phrase', 'pass phrase', null],
    ['', 'secret1', null],
    ['secret2', 'secret1', 'Your password does not match'],
    ['Secret1', 'secret1', 'Your password does not match'],
    ['secret1', '', 'Your password does not match'],
  ])('%o against %o → %s', (value, other, expected) => {
    expect(matches(other, 'password')(value)).toBe(expected);
  });

  it('names the field in the message', () => {
    expect(matches('a@b.com.au', 'email address')('x@b.com.au')).toBe('Your email address does not match');
  });
});

describe('email', () => {
  it.each<Row>([
    ['jane@fairdraw.com.au', null],
    ['jane.citizen+draws@example.com', null],
    [' jane@example.com ', null],
    ["o'brien@mail.example.org", null],
    ['', null],
    ['jane', m.email],
    ['jane@', m.email],
    ['@example.com', m.email],
    ['jane@localhost', m.email],
    ['jane@exa mple.com', m.email],
    ['jane@@example.com', m.email],
    ['jane@-example.com', m.email],
    ['jane@example..com', m.email],
    [`${'a'.repeat(250)}@x.au`, m.email],
  ])('%o → %s', check(email));
});

describe('phoneNumber', () => {
  it.each<Row>([
    ['0412 345 678', null],
    ['0412345678', null],
    ['+61 412 345 678', null],
    ['+61412345678', null],
    ['02 9876 5432', null],
    ['(02) 9876 5432', m.phoneNumber],
    ['03 9876 5432', null],
    ['07 3123 4567', null],
    ['08 9123 4567', null],
    ['+61 2 9876 5432', null],
    ['', null],
    ['0512 345 678', m.phoneNumber],
    ['0112 345 678', m.phoneNumber],
    ['041 234 567', m.phoneNumber],
    ['04123456789', m.phoneNumber],
    ['+61 0412 345 678', m.phoneNumber],
    ['61 412 345 678', m.phoneNumber],
    ['0412-345-678', m.phoneNumber],
    ['1300 123 456', m.phoneNumber],
    ['+44 20 7946 0958', m.phoneNumber],
  ])('%o → %s', check(phoneNumber));
});

describe('postcode', () => {
  it.each<Row>([
    ['2000', null],
    ['0800', null],
    [' 3000 ', null],
    ['', null],
    ['200', m.postcode],
    ['20000', m.postcode],
    ['2OOO', m.postcode],
    ['SW1A 1AA', m.postcode],
  ])('%o → %s', check(postcode));
});

describe('twoFactorCode', () => {
  it.each<Row>([
    ['123456', null],
    ['000000', null],
    [' 123456 ', null],
    ['12345', m.twoFactorCode],
    ['1234567', m.twoFactorCode],
    ['12345a', m.twoFactorCode],
    ['123 456', m.twoFactorCode],
    ['', m.twoFactorCode],
    [undefined, m.twoFactorCode],
  ])('%o → %s', check(twoFactorCode));
});

describe('validateForm', () => {
  const rules = {
    amount: [required, currencyFormat, minAmount(500), maxAmount(100_000)],
    cardHolder: [required, cardHolderName],
    terms: [termsAccepted],
  };

  it('is valid (no errors) only when every field passes', () => {
    const values = { amount: '20', cardHolder: 'Jane Citizen', terms: true };
    expect(validateForm(values, rules)).toEqual({});
    expect(isFormValid(values, rules)).toBe(true);
  });

  it.each([
    [{ amount: '', cardHolder: 'Jane', terms: true }, { amount: m.required }],
    [{ amount: '1.505', cardHolder: 'Jane', terms: true }, { amount: m.currencyFormat }],
    [
      { amount: '1', cardHolder: 'Jane', terms: true },
      { amount: 'Please enter an amount equal to or greater than 5.00.' },
    ],
    [
      { amount: '20', cardHolder: '4111111111111111', terms: false },
      { cardHolder: m.cardHolderName, terms: m.termsAccepted },
    ],
  ])('keeps the first failing message per field: %o', (values, errors) => {
    expect(validateForm(values, rules)).toEqual(errors);
    expect(isFormValid(values, rules)).toBe(false);
  });

  it('stops at the first failing rule when several would fail', () => {
    const errors = validateForm({ postcode: '2O0' }, { postcode: [required, numbersOnly, postcode] });
    expect(errors).toEqual({ postcode: m.numbersOnly });
  });

  it('checks a field with rules but no value as empty, and ignores values without rules', () => {
    expect(validateForm({ other: 'x' }, { name: [required] })).toEqual({ name: m.required });
    expect(validateForm({ other: '' }, {})).toEqual({});
  });

  it('checks a repeated field against the other value', () => {
    const values = { password: 'secret1', confirmPassword: 'secret2' };
    const errors = validateForm(values, {
      password: [required],
      confirmPassword: [required, matches(values.password, 'password')],
    });
    expect(errors).toEqual({ confirmPassword: 'Your password does not match' });
  });
});
