import type { Money } from '@fairdraw/contracts';

/** Fairdraw sells in Australian dollars and shows amounts the Australian way. */
export const DEFAULT_CURRENCY = 'AUD';
export const DEFAULT_LOCALE = 'en-AU';

/** Throws unless `cents` is a whole number of cents that arithmetic can hold exactly. */
export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money must be a safe integer number of cents, got ${cents}`);
  }
}

/** Integer cents as an exact decimal string ("12.50", "-3.05"), built without float division. */
function centsToDecimal(cents: number): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const rest = abs % 100;
  const whole = (abs - rest) / 100;
  const sign = cents < 0 ? '-' : '';
  return `${sign}${whole}.${String(rest).padStart(2, '0')}`;
}

/** Integer cents to the wire shape `{ amount: "12.50", currency: "AUD" }`. */
export function toWireMoney(cents: number, currency: string = DEFAULT_CURRENCY): Money {
  return { amount: centsToDecimal(cents), currency };
}

const decimalPattern = /^(-?)(\d+)\.(\d{2})$/;

/**
 * Wire money to integer cents. Throws on anything the contract's money schema would reject; checked here
 * by hand, so every page that shows a price does not load the schema library (money.test.ts holds the
 * two to the same answers).
 */
export function fromWireMoney(money: Money): number {
  const { amount, currency } = (money ?? {}) as Partial<Record<keyof Money, unknown>>;
  const wellFormed = typeof amount === 'string' && typeof currency === 'string' && currency.length === 3;
  const match = wellFormed ? decimalPattern.exec(amount) : null;
  if (!match) {
    throw new TypeError(`Malformed money: ${JSON.stringify(money)}`);
  }
  const [, sign = '', whole = '', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction);
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money out of range: ${money.amount}`);
  }
  // "-0.00" is zero, not negative zero.
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/**
 * The one rule for amounts a customer types: digits, optionally a point and one or two decimals
 * ("20", "1.5", "1.50"). No sign, symbol, grouping commas, or bare point ("1." or ".5").
 */
export const amountInputPattern = /^(\d+)(?:\.(\d{1,2}))?$/;

/** A typed amount to integer cents (surrounding spaces ignored), or null when it breaks the rule. */
export function parseAmountInput(text: string): number | null {
  const match = amountInputPattern.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

export interface FormatMoneyOptions {
  locale?: string;
  currency?: string;
  /** Money shows 2 decimals, jackpots 0. Fewer than 2 rounds half away from zero. */
  decimals?: number;
}

// Making an Intl.NumberFormat costs far more than formatting with one (a receipt formats a dozen
// amounts), and the shop uses a handful of locale, currency and decimals choices, so each is made once.
const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(locale: string, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    // Only valid choices reach here (the constructor throws first); the bound is a backstop.
    if (moneyFormatters.size >= 64) moneyFormatters.clear();
    moneyFormatters.set(key, formatter);
  }
  return formatter;
}

/** Integer cents for display, e.g. 1250 → "$12.50" (en-AU, AUD). */
export function formatMoney(cents: number, options: FormatMoneyOptions = {}): string {
  const { locale = DEFAULT_LOCALE, currency = DEFAULT_CURRENCY, decimals = 2 } = options;
  const formatter = moneyFormatter(locale, currency, decimals);
  // Format the exact decimal string so no float ever touches the amount.
  return formatter.format(centsToDecimal(cents) as `${number}`);
}
