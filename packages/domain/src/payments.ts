// Card and deposit rules both the web forms and the server apply (account-area §3 "Funds and payment
// methods", §5 "Deposit and bank accounts"; decisions 0023, 0029). Bank accounts are in bank-accounts.ts.
import type { DepositMethodCode, DepositStatus, WalletDepositMethod } from '@fairdraw/contracts';

/** Colour depths 3-D Secure 2 accepts (EMVCo); a browser's own figure is rounded to the nearest. */
export const THREE_DS_COLOUR_DEPTHS = [1, 4, 8, 15, 16, 24, 32, 48] as const;
export type ThreeDsColourDepth = (typeof THREE_DS_COLOUR_DEPTHS)[number];

/**
 * The nearest accepted colour depth. A tie goes to the larger (a 20-bit screen reports 24), and
 * anything that is not a positive number is the common 24.
 */
export function roundColourDepth(depth: number): ThreeDsColourDepth {
  if (!Number.isFinite(depth) || depth <= 0) return 24;
  let best: ThreeDsColourDepth = THREE_DS_COLOUR_DEPTHS[0];
  for (const candidate of THREE_DS_COLOUR_DEPTHS)
    if (Math.abs(candidate - depth) <= Math.abs(best - depth)) best = candidate;
  return best;
}

/** Challenge window sizes of 3-D Secure 2: 01 250×400, 02 390×400, 03 500×600, 04 600×400, 05 full. */
export const CHALLENGE_WINDOW_SIZES = ['01', '02', '03', '04', '05'] as const;
export type ChallengeWindowSize = (typeof CHALLENGE_WINDOW_SIZES)[number];

/** The path the 3-D Secure challenge returns to (account-area §3). */
export const THREE_DS_NOTIFY_PATH = '/3ds/notify';

/** The smallest window size that fits the viewport; a phone gets the full page. */
export function challengeWindowSize(viewportWidth: number): ChallengeWindowSize {
  if (viewportWidth >= 600) return '04';
  if (viewportWidth >= 500) return '03';
  if (viewportWidth >= 390) return '02';
  return '05';
}

export interface BrowserInfo {
  javascriptEnabled: boolean;
  javaEnabled: boolean;
  language: string;
  colourDepth: ThreeDsColourDepth;
  screenHeight: number;
  screenWidth: number;
  /** Minutes UTC is ahead of local time, as `Date#getTimezoneOffset` gives it (Sydney: -600 or -660). */
  timezoneOffset: number;
  challengeWindowSize: ChallengeWindowSize;
  notificationUrl: string;
}

/** What a browser can tell about itself; the web reads it from `window`, tests pass it in. */
export interface BrowserFacts {
  language: string;
  colorDepth: number;
  screenHeight: number;
  screenWidth: number;
  viewportWidth: number;
  timezoneOffset: number;
  javaEnabled?: boolean;
  origin: string;
}

/** The browser info a card deposit sends for 3-D Secure. */
export function browserInfo(facts: BrowserFacts): BrowserInfo {
  return {
    javascriptEnabled: true,
    javaEnabled: facts.javaEnabled ?? false,
    language: facts.language || 'en-AU',
    colourDepth: roundColourDepth(facts.colorDepth),
    screenHeight: Math.max(0, Math.round(facts.screenHeight)),
    screenWidth: Math.max(0, Math.round(facts.screenWidth)),
    timezoneOffset: Math.round(facts.timezoneOffset),
    challengeWindowSize: challengeWindowSize(facts.viewportWidth),
    notificationUrl: new URL(THREE_DS_NOTIFY_PATH, facts.origin).toString(),
  };
}

/** Only the digits of a typed card number (spaces and dashes are how people type them). */
export const cardDigits = (text: string): string => text.replace(/[\s-]/g, '');

/** The Luhn check every real card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** A card scheme as customers read it (the footer's accepted cards, a deposit in the transactions). */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
};

/** The card scheme from the number's prefix, or null for one Fairdraw does not take. */
export function cardBrand(digits: string): CardBrand | null {
  if (/^4\d{15}(\d{3})?$/.test(digits)) return 'VISA';
  if (/^(5[1-5]\d{14}|2(2[2-9]\d|[3-6]\d\d|7[01]\d|720)\d{12})$/.test(digits)) return 'MASTERCARD';
  if (/^3[47]\d{13}$/.test(digits)) return 'AMEX';
  return null;
}

/** American Express has a 4-digit security code, the others 3. */
export const cscLength = (brand: CardBrand): number => (brand === 'AMEX' ? 4 : 3);

/** True while the card can still be used: it expires at the end of its month. */
export function cardNotExpired(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  return fullYear > thisYear || (fullYear === thisYear && month >= thisMonth);
}

/** A stored card as people see it: the hidden digits and the last four, grouped in fours. */
export function groupedCardNumber(lastFour: string, length = 16): string {
  const masked = '•'.repeat(Math.max(0, length - lastFour.length)) + lastFour;
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

export const cardMessages = {
  number: 'Please enter a valid card number.',
  brand: 'We accept Visa, Mastercard and American Express.',
  expiry: 'This card has expired. Please check the expiry date or use another card.',
  csc: 'Please enter the 3 or 4 digit security code from your card.',
} as const;

/** The shown text when a deposit fails without a server message (account-area §8). */
export const DEPOSIT_FAILURE_FALLBACK =
  "We're experiencing technical difficulties. Please reload the page to try again.";

/** The wallets' names as customers know them. */
export const WALLET_NAMES: Record<WalletDepositMethod, string> = {
  ap: 'Apple Pay',
  gp: 'Google Pay',
  pl: 'PayPal',
};

/**
 * The page that shows how a deposit ended (account-area §2). A wallet's payment comes back to the
 * payment-provider return pages (`/checkout/deposit/{id}/success` or `/cancel`), as does a card deposit
 * made from the checkout; other card deposits end on the account's deposit pages.
 */
export function depositOutcomePath(deposit: {
  id: string;
  status: DepositStatus;
  checkout: boolean;
  methodCode: DepositMethodCode;
}): string {
  const id = encodeURIComponent(deposit.id);
  if (deposit.checkout || deposit.methodCode !== 'cc')
    return deposit.status === 'completed'
      ? `/checkout/deposit/${id}/success`
      : `/checkout/deposit/${id}/cancel`;
  switch (deposit.status) {
    case 'completed':
      return `/my-account/deposit/details/${id}/success`;
    case 'cancelled':
      return `/my-account/deposit/${id}/cancel`;
    case 'failed':
      return `/my-account/deposit/details/${id}/failure`;
    default:
      return `/my-account/deposit/authorisation/${id}`;
  }
}
