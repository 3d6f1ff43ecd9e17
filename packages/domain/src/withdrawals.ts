// Withdrawal rules shared by the web form and the server (decision 0024): the amount limits and what part
// of a wallet may be withdrawn. Where the money goes (bank accounts, PayID) is bank-accounts.ts.

/** The smallest and largest single withdrawal. */
export const MIN_WITHDRAWAL_CENTS = 10_00;
export const MAX_WITHDRAWAL_CENTS = 10_000_00;

export const withdrawalMessages = {
  overWithdrawable: 'You can withdraw up to {amount}.',
} as const;

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
