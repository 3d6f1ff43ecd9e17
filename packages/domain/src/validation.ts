import { parseAmountInput, toWireMoney } from './money';

/**
 * Every validation message, word for word from shop-core §5 and account-area §5. The web forms and
 * the server both read them from here. The spec names e-mail, phone and postcode rules without
 * their texts; those three texts are Fairdraw's own.
 */
export const validationMessages = {
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
  email: 'Please enter a valid email address',
  phoneNumber: 'Please enter a valid phone number',
  postcode: 'Please enter a valid postcode',
} as const;

/** The smallest amount a money field takes unless told otherwise: $0.01. */
export const DEFAULT_MIN_AMOUNT_CENTS = 1;
/** A card holder name with this many digits or more is a card number typed in the wrong box. */
export const CARD_HOLDER_NAME_DIGIT_LIMIT = 13;
export const TWO_FACTOR_CODE_LENGTH = 6;

/** What a form field holds: text, a ticked box, or nothing yet. */
export type FieldValue = string | boolean | null | undefined;
/** A rule: null when the value passes, otherwise the message to show under the field. */
export type Validator = (value: FieldValue) => string | null;

// Shared conventions: surrounding spaces do not matter (except to `matches`), and every rule
// except `required`, `termsAccepted` and `twoFactorCode` lets a blank value through, so "empty" is
// reported once, by `required`, and optional fields can still carry format rules.
function text(value: FieldValue): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isBlank(value: FieldValue): boolean {
  return value === true ? false : text(value) === '';
}

/** An amount in a message, a plain figure with two decimals: 1 cent → "0.01", $20 → "20.00". */
function messageAmount(cents: number): string {
  return toWireMoney(cents).amount;
}

/** Fails on nothing, blank text, or an unticked box. */
export const required: Validator = (value) => (isBlank(value) ? validationMessages.required : null);

export const numbersOnly: Validator = (value) =>
  isBlank(value) || /^\d+$/.test(text(value)) ? null : validationMessages.numbersOnly;

/** Digits with at most two decimals, the same rule `parseAmountInput` applies. */
export const currencyFormat: Validator = (value) =>
  isBlank(value) || parseAmountInput(text(value)) !== null ? null : validationMessages.currencyFormat;

/** At least `minCents` (default $0.01). Text that is not an amount fails with the format message. */
export function minAmount(minCents: number = DEFAULT_MIN_AMOUNT_CENTS): Validator {
  const message = validationMessages.minAmount.replace('{amount}', messageAmount(minCents));
  return (value) => {
    if (isBlank(value)) return null;
    const cents = parseAmountInput(text(value));
    if (cents === null) return validationMessages.currencyFormat;
    return cents >= minCents ? null : message;
  };
}

/** At most `maxCents`. Text that is not an amount fails with the format message. */
export function maxAmount(maxCents: number): Validator {
  const message = validationMessages.maxAmount.replace('{amount}', messageAmount(maxCents));
  return (value) => {
    if (isBlank(value)) return null;
    const cents = parseAmountInput(text(value));
    if (cents === null) return validationMessages.currencyFormat;
    return cents <= maxCents ? null : message;
  };
}

/** Fails when the name holds 13 or more digits in total, wherever they sit. */
export const cardHolderName: Validator = (value) => {
  const digits = text(value).replace(/\D/g, '').length;
  return digits >= CARD_HOLDER_NAME_DIGIT_LIMIT ? validationMessages.cardHolderName : null;
};

/** Passes only for a ticked box (boolean true). */
export const termsAccepted: Validator = (value) => (value === true ? null : validationMessages.termsAccepted);

/**
 * Passes when the value equals `otherValue` exactly, e.g. a repeated password. Unlike the other
 * rules it does not trim: a space can be part of a password.
 */
export function matches(otherValue: FieldValue, fieldName: string): Validator {
  const message = validationMessages.mismatch.replace('{fieldName}', fieldName);
  return (value) => (isBlank(value) || value === otherValue ? null : message);
}

// The WHATWG rule browsers use for <input type="email">, plus a dot in the domain: the shop
// sends mail to real domains only.
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const EMAIL_MAX_LENGTH = 254;

export const email: Validator = (value) => {
  if (isBlank(value)) return null;
  const address = text(value);
  return address.length <= EMAIL_MAX_LENGTH && emailPattern.test(address) ? null : validationMessages.email;
};

// Australian mobiles (04xx xxx xxx) and landlines (02, 03, 07, 08 area codes), written with a
// leading 0 or as +61 without it. Spaces may sit anywhere; no other separators.
const phonePattern = /^(?:0|\+61)[23478]\d{8}$/;

export const phoneNumber: Validator = (value) =>
  isBlank(value) || phonePattern.test(text(value).replace(/ /g, '')) ? null : validationMessages.phoneNumber;

/** Australian postcode: exactly four digits. */
export const postcode: Validator = (value) =>
  isBlank(value) || /^\d{4}$/.test(text(value)) ? null : validationMessages.postcode;

const twoFactorCodePattern = new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`);

/** Exactly six digits. Blank fails too: the code screen has nothing else to submit. */
export const twoFactorCode: Validator = (value) =>
  twoFactorCodePattern.test(text(value)) ? null : validationMessages.twoFactorCode;

/**
 * Runs each field's rules in order and keeps the first failing message per field. The form is
 * valid only when the result is empty (every field passed). A field with rules but no value is
 * checked as empty.
 */
export function validateForm(
  values: Readonly<Record<string, FieldValue>>,
  rules: Readonly<Record<string, readonly Validator[]>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    for (const rule of fieldRules) {
      const message = rule(values[field]);
      if (message !== null) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

/** True when every field passes its rules. */
export function isFormValid(
  values: Readonly<Record<string, FieldValue>>,
  rules: Readonly<Record<string, readonly Validator[]>>,
): boolean {
  return Object.keys(validateForm(values, rules)).length === 0;
}
