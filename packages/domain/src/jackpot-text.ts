import { assertCents, formatMoney } from './money';

/** A prize pool of this many dollars or more is shown in millions (shop-core §9). */
export const JACKPOT_MILLION_THRESHOLD = 1_000_000;
export const JACKPOT_UNKNOWN_TEXT = 'Announced soon';

export interface JackpotTextInput {
  prizePoolCents: number | null;
  isPrizePoolUnknown: boolean;
  prizePoolSuffix?: string | null;
  asterisk?: boolean;
}

const millionsFormatter = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Whole dollars as "$1,234" (en-AU, no decimals). */
function wholeDollars(dollars: number): string {
  return formatMoney(dollars * 100, { decimals: 0 });
}

/**
 * Jackpot wording for a draw (shop-core §4). Every amount is rounded DOWN, never up, so a
 * headline never promises more than the prize pool holds:
 * - unknown prize pool → "Announced soon" (no suffix, no asterisk);
 * - $1,000,000 or more → millions to one decimal, ".0" dropped: "$20 Million", "$1.5 Million";
 *   a prize suffix, when given, follows: "$20 Million in prizes";
 * - below that with a prize suffix → "Win $250k in prizes" (whole thousands); under $1,000 there
 *   are no whole thousands, so the dollars show: "Win $500 in prizes";
 * - below that without a suffix → the full amount in whole dollars: "$250,500".
 * A blank suffix counts as none. The asterisk, when asked for, ends the text: "$20 Million*".
 */
export function jackpotText(input: JackpotTextInput): string {
  const { prizePoolCents, isPrizePoolUnknown, asterisk = false } = input;
  if (isPrizePoolUnknown || prizePoolCents === null) return JACKPOT_UNKNOWN_TEXT;

  assertCents(prizePoolCents);
  if (prizePoolCents < 0) throw new RangeError(`A prize pool cannot be negative: ${prizePoolCents}`);

  const suffix = input.prizePoolSuffix?.trim() ?? '';
  const withSuffix = (text: string) => (suffix === '' ? text : `${text} ${suffix}`);
  const dollars = (prizePoolCents - (prizePoolCents % 100)) / 100; // exact, unlike float division

  let text: string;
  if (dollars >= JACKPOT_MILLION_THRESHOLD) {
    const tenthsOfMillion = Math.floor(dollars / 100_000);
    const millions = `${Math.floor(tenthsOfMillion / 10)}.${tenthsOfMillion % 10}` as `${number}`;
    text = withSuffix(`${millionsFormatter.format(millions)} Million`);
  } else if (suffix !== '') {
    const thousands = Math.floor(dollars / 1000);
    text = withSuffix(thousands > 0 ? `Win ${wholeDollars(thousands)}k` : `Win ${wholeDollars(dollars)}`);
  } else {
    text = wholeDollars(dollars);
  }
  return asterisk ? `${text}*` : text;
}
