// Bank accounts and PayIDs: where a customer's withdrawals are paid (account-area §3 "Funds and payment
// methods": withdrawal types national, international, payid_email, payid_phone; §5 "Deposit and bank
// accounts"; decision 0028). One set of rules for the web form and the server.
import type { WithdrawalMethodCode, WithdrawalType } from '@fairdraw/contracts';
import { email, validationMessages } from './validation';

export type BankAccountType = WithdrawalType;

export const isPayId = (type: BankAccountType): boolean => type === 'payid_email' || type === 'payid_phone';

export const bankAccountMessages = {
  bsb: 'Please enter a 6 digit BSB.',
  nationalAccountNumber: 'Please enter an account number of 6 to 10 digits.',
  swift: 'Please enter an 8 or 11 character SWIFT/BIC code.',
  internationalAccountNumber: 'Please enter an account number or IBAN of 5 to 34 letters or digits.',
  accountName: 'Please enter the name on the account.',
  payIdEmail: 'Please enter the e-mail address your PayID is registered with.',
  payIdMobile: 'Please enter an Australian mobile number, e.g. 0412 345 678.',
} as const;

/** What a customer types for a bank account or PayID (the `POST /funds/bank-account` body). */
export interface BankAccountInput {
  type: BankAccountType;
  /** BSB (national) or SWIFT/BIC (international); not asked for a PayID. */
  code?: string | undefined;
  /** The account number or IBAN, or the PayID itself (e-mail address or mobile number). */
  accountNumber: string;
  /** Required for an account; optional for a PayID, whose bank knows the name. */
  accountName?: string | undefined;
}

const withoutSpaces = (text: string) => text.replace(/[\s-]/g, '');

/** A BSB as typed ("062-000", "062 000") to its six digits, or null. */
export function normaliseBsb(text: string): string | null {
  const digits = withoutSpaces(text);
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** A SWIFT/BIC code (bank, country, location, optional branch) upper-cased, or null. */
export function normaliseSwift(text: string): string | null {
  const code = text.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(code) ? code : null;
}

/** An Australian mobile (04xx xxx xxx or +61 4xx xxx xxx) as 04xxxxxxxx, or null. */
export function normaliseAustralianMobile(text: string): string | null {
  const digits = withoutSpaces(text).replace(/^\+61/, '0');
  return /^04\d{8}$/.test(digits) ? digits : null;
}

/** The account number (or the PayID) in one canonical form when it fits the type, or null. */
export function normaliseAccountNumber(text: string, type: BankAccountType): string | null {
  switch (type) {
    case 'national': {
      const value = withoutSpaces(text);
      return /^\d{6,10}$/.test(value) ? value : null;
    }
    case 'international': {
      const value = withoutSpaces(text).toUpperCase();
      return /^[A-Z0-9]{5,34}$/.test(value) ? value : null;
    }
    case 'payid_email': {
      const value = text.trim().toLowerCase();
      return value && email(value) === null ? value : null;
    }
    case 'payid_phone':
      return normaliseAustralianMobile(text);
  }
}

const nameProblem = (name: string | undefined, needed: boolean): string | undefined => {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return needed ? bankAccountMessages.accountName : undefined;
  return trimmed.length < 2 || trimmed.length > 100 || /\d/.test(trimmed)
    ? bankAccountMessages.accountName
    : undefined;
};

function accountNumberMessage(type: BankAccountType): string {
  switch (type) {
    case 'national':
      return bankAccountMessages.nationalAccountNumber;
    case 'international':
      return bankAccountMessages.internationalAccountNumber;
    case 'payid_email':
      return bankAccountMessages.payIdEmail;
    case 'payid_phone':
      return bankAccountMessages.payIdMobile;
  }
}

/**
 * Field problems of a bank account or PayID, named as the server sends them: `account_number`, `bsb`
 * (national), `swift` (international), `account_name`. The web maps bsb and swift to its bankCode field.
 */
export function bankAccountProblems(
  input: BankAccountInput,
): Record<'account_number' | 'bsb' | 'swift' | 'account_name', string | undefined> {
  const code = input.code ?? '';
  const accountNumber = input.accountNumber.trim()
    ? normaliseAccountNumber(input.accountNumber, input.type) === null
      ? accountNumberMessage(input.type)
      : undefined
    : validationMessages.required;
  return {
    account_number: accountNumber,
    bsb: input.type === 'national' && normaliseBsb(code) === null ? bankAccountMessages.bsb : undefined,
    swift:
      input.type === 'international' && normaliseSwift(code) === null ? bankAccountMessages.swift : undefined,
    account_name: nameProblem(input.accountName, !isPayId(input.type)),
  };
}

/** A valid bank account or PayID in its stored form, or null when `bankAccountProblems` finds any. */
export function normaliseBankAccount(
  input: BankAccountInput,
): { bankCode: string | null; accountNumber: string; accountName: string | null } | null {
  if (Object.values(bankAccountProblems(input)).some(Boolean)) return null;
  const bankCode =
    input.type === 'national'
      ? normaliseBsb(input.code ?? '')
      : input.type === 'international'
        ? normaliseSwift(input.code ?? '')
        : null;
  return {
    bankCode,
    accountNumber: normaliseAccountNumber(input.accountNumber, input.type)!,
    accountName: (input.accountName ?? '').trim() || null,
  };
}

/** Server field names of a bank account → the web form's fields (account-area §5). */
export const BANK_ACCOUNT_FIELD_MAP: Readonly<Record<string, string>> = {
  account_number: 'accountNumber',
  accountNumber: 'accountNumber',
  bsb: 'bankCode',
  swift: 'bankCode',
  account_name: 'accountName',
  accountName: 'accountName',
};

/** `bankAccountProblems` keyed by the web form's fields, the first message of each. */
export function bankAccountFormProblems(input: BankAccountInput): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, message] of Object.entries(bankAccountProblems(input)))
    if (message) problems[BANK_ACCOUNT_FIELD_MAP[field] ?? field] ??= message;
  return problems;
}

/** The withdrawal method that pays a type: `do` domestic (accounts and PayID), `tt` telegraphic transfer. */
export function withdrawalMethodFor(type: BankAccountType): WithdrawalMethodCode {
  return type === 'international' ? 'tt' : 'do';
}

/** What the customer sees of an account: never the whole account number, e-mail address or mobile. */
export function bankAccountLabel(account: {
  type: BankAccountType;
  bankCode: string | null;
  accountNumber: string;
}): string {
  const lastFour = account.accountNumber.slice(-4);
  switch (account.type) {
    case 'national': {
      const bsb = account.bankCode ?? '';
      return `BSB ${bsb.slice(0, 3)}-${bsb.slice(3)}, account ending ${lastFour}`;
    }
    case 'international':
      return `SWIFT ${account.bankCode ?? ''}, account ending ${lastFour}`;
    case 'payid_email': {
      const [user = '', domain = ''] = account.accountNumber.split('@');
      return `PayID ${user.slice(0, 1)}•••@${domain}`;
    }
    case 'payid_phone':
      return `PayID mobile ending ${account.accountNumber.slice(-3)}`;
  }
}
