// Withdrawal rules shared by the web form and the server (decision 0024): destination details, the
// amount limits, masking, and what part of a wallet may be withdrawn.
import type { WithdrawalMethodCode, WithdrawalType } from '@fairdraw/contracts';
import { email, validationMessages, type Validator } from './validation';

/** The smallest and largest single withdrawal. */
export const MIN_WITHDRAWAL_CENTS = 10_00;
export const MAX_WITHDRAWAL_CENTS = 10_000_00;

export const withdrawalMessages = {
  bsb: 'Please enter a 6 digit BSB.',
  accountNumber: 'Please enter an account number of 5 to 9 digits.',
  internationalAccountNumber: 'Please enter an account number or IBAN of 5 to 34 letters and digits.',
  swift: 'Please enter a SWIFT code of 8 or 11 letters and digits.',
  mobile: 'Please enter an Australian mobile number, e.g. 0412 345 678.',
  accountName: 'Please enter the name on the account.',
  overWithdrawable: 'You can withdraw up to {amount}.',
} as const;

const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : '');
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Six digits; a space or hyphen in the middle ("062-000") is fine. */
export const bsb: Validator = (value) =>
  blank(value) || /^\d{6}$/.test(digits(value)) ? null : withdrawalMessages.bsb;

/** An Australian account number: 5 to 9 digits. */
export const accountNumber: Validator = (value) =>
  blank(value) || /^\d{5,9}$/.test(digits(value)) ? null : withdrawalMessages.accountNumber;

export const internationalAccountNumber: Validator = (value) =>
  blank(value) || /^[A-Za-z0-9]{5,34}$/.test(digits(value))
    ? null
    : withdrawalMessages.internationalAccountNumber;

/** A SWIFT/BIC code: 4 letters (bank), 2 letters (country), 2 letters or digits, optionally 3 more. */
export const swift: Validator = (value) =>
  blank(value) || /^[A-Za-z]{6}[A-Za-z0-9]{2}(?:[A-Za-z0-9]{3})?$/.test(digits(value))
    ? null
    : withdrawalMessages.swift;

/** An Australian mobile: 04xx xxx xxx, or +61 4xx xxx xxx. */
export const australianMobile: Validator = (value) =>
  blank(value) || /^(?:0|\+61)4\d{8}$/.test(digits(value)) ? null : withdrawalMessages.mobile;

/** Names only: a number typed here by mistake is refused. */
export const accountName: Validator = (value) =>
  blank(value) || /^[^\d]{2,100}$/.test(String(value).trim()) ? null : withdrawalMessages.accountName;

/** The fields each destination type needs, with their rules in order (the first failure shows). */
export function destinationRules(type: WithdrawalType): Record<string, Validator[]> {
  const required: Validator = (value) => (blank(value) ? validationMessages.required : null);
  switch (type) {
    case 'national':
      return {
        accountName: [required, accountName],
        bsb: [required, bsb],
        accountNumber: [required, accountNumber],
      };
    case 'international':
      return {
        accountName: [required, accountName],
        swift: [required, swift],
        accountNumber: [required, internationalAccountNumber],
      };
    case 'payid_email':
      return { email: [required, email] };
    case 'payid_phone':
      return { phone: [required, australianMobile] };
  }
}

/** The withdrawal method a destination type is paid through. */
export function methodCodeFor(type: WithdrawalType): WithdrawalMethodCode {
  return type === 'international' ? 'tt' : 'do';
}

/** The same details in one canonical form: digits without spaces, upper-case SWIFT, +61 mobiles as 04…. */
export function normaliseDestination(
  type: WithdrawalType,
  input: {
    accountName?: string;
    bsb?: string;
    accountNumber?: string;
    swift?: string;
    email?: string;
    phone?: string;
  },
): Record<string, string> {
  switch (type) {
    case 'national':
      return {
        accountName: (input.accountName ?? '').trim(),
        bsb: digits(input.bsb),
        accountNumber: digits(input.accountNumber),
      };
    case 'international':
      return {
        accountName: (input.accountName ?? '').trim(),
        swift: digits(input.swift).toUpperCase(),
        accountNumber: digits(input.accountNumber).toUpperCase(),
      };
    case 'payid_email':
      return { email: (input.email ?? '').trim().toLowerCase() };
    case 'payid_phone':
      return { phone: digits(input.phone).replace(/^\+61/, '0') };
  }
}

/** What the customer sees of a destination: never the whole account number, e-mail or phone. */
export function destinationLabel(type: WithdrawalType, details: Record<string, string>): string {
  const last = (text = '', n = 3) => text.slice(-n);
  switch (type) {
    case 'national':
      return `BSB ${(details.bsb ?? '').slice(0, 3)}-${(details.bsb ?? '').slice(3)}, account ending ${last(details.accountNumber)}`;
    case 'international':
      return `SWIFT ${details.swift ?? ''}, account ending ${last(details.accountNumber, 4)}`;
    case 'payid_email': {
      const [user = '', domain = ''] = (details.email ?? '').split('@');
      return `PayID ${user.slice(0, 1)}•••@${domain}`;
    }
    case 'payid_phone':
      return `PayID mobile ending ${last(details.phone)}`;
  }
}

export interface WalletTotals {
  balanceCents: number;
  /** Promotional credit ever given (sum of promotion entries). */
  promotionCents: number;
  /** Spent on purchases (a positive figure). */
  purchaseCents: number;
  /** Purchases refunded. */
  refundCents: number;
}

/**
 * Promotional credit is spent first and can never be withdrawn; what it wins can. So the part of the
 * balance held back is the promotional credit not yet spent, and the rest may be withdrawn.
 */
export function withdrawableCents(totals: WalletTotals): {
  withdrawableCents: number;
  promotionalCents: number;
} {
  const spent = Math.max(0, totals.purchaseCents - totals.refundCents);
  const unspentPromotion = Math.max(0, totals.promotionCents - spent);
  const promotionalCents = Math.min(unspentPromotion, Math.max(0, totals.balanceCents));
  return { withdrawableCents: Math.max(0, totals.balanceCents - promotionalCents), promotionalCents };
}
