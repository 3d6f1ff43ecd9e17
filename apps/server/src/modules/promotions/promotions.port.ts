// The promotions port: what a sign-in merge and a purchase do to the code on a cart, inside their own
// transactions (modules/cart, modules/checkout; decision 0048).
import { randomUUID } from 'node:crypto';
import type { Queryable, Tx } from '@fairdraw/db';
import { promotionMessages, voucherBenefit, voucherUnusableReason } from '@fairdraw/domain';
import { HouseAccount, walletPosting, type WalletPosting } from '../ledger/ledger.service';
import { PromotionNotAddedError } from './promotion-errors';
import { copyCartPromotion, findVoucherByCode, voucherFrom } from './promotions.repository';
import { voucherTerms } from './voucher-rows';

/** At sign-in: the anonymous cart's code goes to the customer's cart, unless that has one already. */
export async function carryCartPromotion(tx: Tx, fromCartId: string, toCartId: string, now: Date) {
  await copyCartPromotion(tx, fromCartId, toCartId, now);
}

export interface RedeemedPromotion {
  code: string;
  discountCents: number;
  creditCents: number;
  ledgerTransactionId: string | null;
}

/** What `promotions_redeem` (migration 0026) writes for a purchase's promo code. */
export interface CartRedemption {
  voucher_id: string;
  cart_id: string;
  customer_id: string;
  checkout_id: string;
  discount_cents: number;
  credit_cents: number;
  redeemed_at: string;
  /** The discount and credit moved from house:promotions into the wallet; null when both are 0. */
  posting: WalletPosting | null;
}

/**
 * Inside a purchase transaction, with the cart locked: what using the cart's code on `totalCents`
 * writes, or null when the cart has none. `voucher` is what `promotions_cart_voucher` answered inside the
 * purchase's locking call (decision 0077). The purchase's writing call (decision 0061) then counts
 * the use by a guarded update, pays the discount and any credit from house:promotions into the wallet in
 * one balanced posting, records the customer's one use of the voucher and takes the code off the cart.
 */
export function cartRedemption(
  answer: unknown,
  input: { cartId: string; customerId: string; checkoutId: string; totalCents: number; now: Date },
): { promotion: RedeemedPromotion; redemption: CartRedemption } | null {
  const voucher = voucherFrom(answer);
  if (!voucher) return null;
  const { discountCents, creditCents } = voucherBenefit(voucherTerms(voucher), input.totalCents);
  const movedCents = discountCents + creditCents;
  const posting =
    movedCents > 0
      ? walletPosting({
          id: randomUUID(),
          kind: 'promotion',
          reference: input.checkoutId,
          description: `Promo code ${voucher.code}, checkout ${input.checkoutId}`,
          metadata: { voucherCode: voucher.code, checkoutId: input.checkoutId, discountCents, creditCents },
          postedAt: input.now,
          customerId: input.customerId,
          walletCents: movedCents,
          houseAccount: HouseAccount.promotions,
        })
      : null;
  return {
    promotion: { code: voucher.code, discountCents, creditCents, ledgerTransactionId: posting?.id ?? null },
    redemption: {
      voucher_id: voucher.id,
      cart_id: input.cartId,
      customer_id: input.customerId,
      checkout_id: input.checkoutId,
      discount_cents: discountCents,
      credit_cents: creditCents,
      redeemed_at: input.now.toISOString(),
      posting,
    },
  };
}

/** Why the database refused the code (`promotions_redeem`): the purchase is refused with promotion_not_added. */
export async function redemptionRefused(
  db: Queryable,
  refusal: 'promotion_unusable' | 'promotion_used',
  code: string,
  now: Date,
): Promise<PromotionNotAddedError> {
  if (refusal === 'promotion_used')
    return new PromotionNotAddedError(
      `${promotionMessages.alreadyUsed(code)} Remove it from your cart to buy without it. Nothing was bought.`,
    );
  const current = await findVoucherByCode(db, code);
  return new PromotionNotAddedError(
    `${(current && voucherUnusableReason(voucherTerms(current), now)) ?? promotionMessages.ended(code)} Remove it from your cart to buy without it. Nothing was bought.`,
  );
}
