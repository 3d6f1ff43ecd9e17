// The promotions port: what a sign-in merge and a purchase do to the code on a cart, inside their own
// transactions (modules/cart, modules/checkout; decision 0048).
import type { Tx } from '@fairdraw/db';
import { promotionMessages, voucherBenefit, voucherUnusableReason } from '@fairdraw/domain';
import { HouseAccount, postTransaction, walletAccountCode } from '../ledger/ledger.service';
import { PromotionNotAddedError } from './promotion-errors';
import {
  copyCartPromotion,
  countRedemption,
  deleteCartPromotion,
  findCartVoucher,
  findVoucherByCode,
  insertRedemption,
} from './promotions.repository';
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

/**
 * Inside a purchase transaction, with the cart locked and the wallet existing: uses the cart's code on
 * `totalCents`. Counts the use (guarded), pays the discount and any credit from house:promotions into
 * the wallet in one balanced posting, records the customer's one use of the voucher and takes the code
 * off the cart. Null when the cart has no code. A code that can no longer be used, or that this
 * customer used before, refuses the purchase with promotion_not_added (the caller rolls back).
 */
export async function redeemCartPromotion(
  tx: Tx,
  input: { cartId: string; customerId: string; checkoutId: string; totalCents: number; now: Date },
): Promise<RedeemedPromotion | null> {
  const voucher = await findCartVoucher(tx, input.cartId);
  if (!voucher) return null;
  const counted = await countRedemption(tx, voucher.id, input.now);
  if (!counted) {
    const current = (await findVoucherByCode(tx, voucher.code)) ?? voucher;
    throw new PromotionNotAddedError(
      `${voucherUnusableReason(voucherTerms(current), input.now) ?? promotionMessages.ended(voucher.code)} Remove it from your cart to buy without it. Nothing was bought.`,
    );
  }
  const { discountCents, creditCents } = voucherBenefit(voucherTerms(voucher), input.totalCents);
  const movedCents = discountCents + creditCents;
  let ledgerTransactionId: string | null = null;
  if (movedCents > 0) {
    const posted = await postTransaction(tx, {
      kind: 'promotion',
      postedAt: input.now,
      reference: input.checkoutId,
      description: `Promo code ${voucher.code}, checkout ${input.checkoutId}`,
      metadata: { voucherCode: voucher.code, checkoutId: input.checkoutId, discountCents, creditCents },
      entries: [
        { accountCode: walletAccountCode(input.customerId), amountCents: movedCents },
        { accountCode: HouseAccount.promotions, amountCents: -movedCents },
      ],
    });
    ledgerTransactionId = posted.transactionId;
  }
  const first = await insertRedemption(tx, {
    voucherId: voucher.id,
    customerId: input.customerId,
    checkoutId: input.checkoutId,
    discountCents,
    creditCents,
    ledgerTransactionId,
    redeemedAt: input.now,
  });
  if (!first)
    throw new PromotionNotAddedError(
      `${promotionMessages.alreadyUsed(voucher.code)} Remove it from your cart to buy without it. Nothing was bought.`,
    );
  await deleteCartPromotion(tx, input.cartId);
  return { code: voucher.code, discountCents, creditCents, ledgerTransactionId };
}
