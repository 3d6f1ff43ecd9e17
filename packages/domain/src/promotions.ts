// Promo code rules both sides need (decision 0048): what a voucher gives on a cart total, whether it
// may be used now, and the words a customer reads when it may not.
import { VOUCHER_CODE_PATTERN, type VoucherType } from '@fairdraw/contracts';
import { formatMoney } from './money';

/** A voucher as the rules need it. Fixed and credit vouchers have `amountCents`, percent ones `percent`. */
export interface VoucherTerms {
  code: string;
  type: VoucherType;
  amountCents: number | null;
  percent: number | null;
  expiresAt: Date | null;
  endedAt: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
}

/** What a voucher gives on a cart: cents off the total, and promotional credit into the wallet. */
export interface VoucherBenefit {
  discountCents: number;
  creditCents: number;
  totalAfterDiscountCents: number;
}

/** The code as kept and compared: trimmed and upper case; null when it cannot be a code at all. */
export function normaliseVoucherCode(text: string): string | null {
  const code = text.trim();
  return VOUCHER_CODE_PATTERN.test(code) ? code.toUpperCase() : null;
}

/**
 * The discount never exceeds the total, so a total never goes below zero. A percent discount is rounded
 * up to the cent, in the customer's favour (15% of $10.05 is $1.51). A credit voucher takes nothing off:
 * its whole amount goes into the wallet as promotional credit with the purchase.
 */
export function voucherBenefit(voucher: VoucherTerms, totalCents: number): VoucherBenefit {
  const total = Math.max(0, totalCents);
  let discountCents = 0;
  let creditCents = 0;
  if (voucher.type === 'voucher_credit_amount') creditCents = voucher.amountCents ?? 0;
  else if (voucher.type === 'voucher_percent_discount')
    discountCents = Math.ceil((total * (voucher.percent ?? 0)) / 100);
  else discountCents = voucher.amountCents ?? 0;
  discountCents = Math.min(Math.max(0, discountCents), total);
  return {
    discountCents,
    creditCents: Math.max(0, creditCents),
    totalAfterDiscountCents: total - discountCents,
  };
}

/** "$10.00 off", "15% off", "$20.00 promotional credit". */
export function describeVoucher(voucher: Pick<VoucherTerms, 'type' | 'amountCents' | 'percent'>): string {
  if (voucher.type === 'voucher_percent_discount') return `${voucher.percent ?? 0}% off`;
  const amount = formatMoney(voucher.amountCents ?? 0);
  return voucher.type === 'voucher_credit_amount' ? `${amount} promotional credit` : `${amount} off`;
}

export const promotionMessages = {
  unknown: (code: string) => `We don't recognise the promo code ${code}. Please check it and try again.`,
  malformed: 'A promo code is 3 to 32 letters, digits, - or _. Please check it and try again.',
  ended: (code: string) => `The promo code ${code} has ended.`,
  expired: (code: string) => `The promo code ${code} has expired.`,
  usedUp: (code: string) => `The promo code ${code} has been used as many times as it can be.`,
  alreadyUsed: (code: string) => `You have already used the promo code ${code}. Each code can be used once.`,
} as const;

/** Why the voucher cannot be used at `now`, in the customer's words; null when it can. */
export function voucherUnusableReason(voucher: VoucherTerms, now: Date): string | null {
  if (voucher.endedAt && voucher.endedAt.getTime() <= now.getTime())
    return promotionMessages.ended(voucher.code);
  if (voucher.expiresAt && voucher.expiresAt.getTime() <= now.getTime())
    return promotionMessages.expired(voucher.code);
  if (voucher.maxRedemptions !== null && voucher.redemptions >= voucher.maxRedemptions)
    return promotionMessages.usedUp(voucher.code);
  return null;
}
