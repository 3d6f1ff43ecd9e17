// Promo codes (shop-core §7 "POST /cart/promotion", §8 promotion_not_added; decision 0048): a code kept
// on a cart, shown in every cart answer with what it gives, and vouchers operators create and end.
// The code is used (and the money moves) only at purchase: promotions.port.ts.
import {
  VOUCHER_MAX_CENTS,
  type CartPromotion,
  type CartResult,
  type OpsVoucher,
  type OpsVoucherCreate,
} from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import {
  describeVoucher,
  normaliseVoucherCode,
  parseAmountInput,
  promotionMessages,
  toWireMoney,
  voucherBenefit,
  voucherUnusableReason,
} from '@fairdraw/domain';
import type { Clock } from '../../lib/clock';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { CartOwner } from '../cart/cart.service';
import { PromotionNotAddedError } from './promotion-errors';
import {
  deleteCartPromotion,
  endVoucher,
  findCartVoucher,
  findVoucherByCode,
  hasRedeemed,
  insertVoucher,
  listVouchers,
  setCartPromotion,
  type VoucherRow,
} from './promotions.repository';
import { opsVoucher, voucherTerms } from './voucher-rows';

export const VOUCHER_NOT_FOUND_MESSAGE = 'There is no voucher with this code.';

export interface PromotionsServiceDeps {
  db: Db;
  clock: Clock;
  /** The cart as the cart service answers it (a 404 for an unknown anonymous cart). */
  getCart(owner: CartOwner): Promise<CartResult>;
}

export interface PromotionsService {
  /** Puts the code on the cart in place of any other; refused with promotion_not_added, nothing changed. */
  apply(owner: CartOwner, promotionCode: string): Promise<CartResult>;
  /** Takes any code off the cart. */
  remove(owner: CartOwner): Promise<CartResult>;
  /** What the cart's code gives on this total, for the cart answer; undefined without a code. */
  cartPromotion(
    cart: { id: string; customerId: string | null },
    totalCents: number,
    now: Date,
  ): Promise<CartPromotion | undefined>;
  createVoucher(body: OpsVoucherCreate): Promise<OpsVoucher>;
  endVoucher(code: string): Promise<OpsVoucher>;
  listVouchers(): Promise<{ vouchers: OpsVoucher[] }>;
}

export function createPromotionsService({ db, clock, getCart }: PromotionsServiceDeps): PromotionsService {
  /** Why this customer (or anyone, on an anonymous cart) cannot use the voucher now; null when they can. */
  async function refusal(voucher: VoucherRow, customerId: string | null, now: Date): Promise<string | null> {
    const reason = voucherUnusableReason(voucherTerms(voucher), now);
    if (reason) return reason;
    if (customerId && (await hasRedeemed(db, voucher.id, customerId)))
      return promotionMessages.alreadyUsed(voucher.code);
    return null;
  }

  return {
    async apply(owner, promotionCode) {
      const cart = await getCart(owner);
      const code = normaliseVoucherCode(promotionCode);
      if (!code) throw new PromotionNotAddedError(promotionMessages.malformed);
      const voucher = await findVoucherByCode(db, code);
      if (!voucher) throw new PromotionNotAddedError(promotionMessages.unknown(code));
      const now = clock.now();
      const refused = await refusal(voucher, owner.kind === 'customer' ? owner.customerId : null, now);
      if (refused) throw new PromotionNotAddedError(refused);
      await setCartPromotion(db, cart.cartReference, voucher.id, now);
      return getCart(owner);
    },

    async remove(owner) {
      const cart = await getCart(owner);
      if (!cart.promotion) return cart;
      await deleteCartPromotion(db, cart.cartReference);
      return getCart(owner);
    },

    async cartPromotion(cart, totalCents, now) {
      const voucher = await findCartVoucher(db, cart.id);
      if (!voucher) return undefined;
      const refused = await refusal(voucher, cart.customerId, now);
      const benefit = refused
        ? { discountCents: 0, creditCents: 0, totalAfterDiscountCents: totalCents }
        : voucherBenefit(voucherTerms(voucher), totalCents);
      return {
        code: voucher.code,
        type: voucher.type,
        description: describeVoucher(voucherTerms(voucher)),
        discount: toWireMoney(benefit.discountCents),
        credit: toWireMoney(benefit.creditCents),
        totalAfterDiscount: toWireMoney(benefit.totalAfterDiscountCents),
        usable: refused === null,
        message: refused,
      };
    },

    async createVoucher(body) {
      const code = normaliseVoucherCode(body.code);
      if (!code) throw ValidationError.field('code', 'Use 3–32 letters, digits, - or _.');
      const amountCents = body.amount === undefined ? null : parseAmountInput(body.amount);
      if (
        body.amount !== undefined &&
        (amountCents === null || amountCents <= 0 || amountCents > VOUCHER_MAX_CENTS)
      )
        throw ValidationError.field('amount', 'Use an amount from 0.01 to 1000.00.');
      const now = clock.now();
      if (body.expiresAt && new Date(body.expiresAt).getTime() <= now.getTime())
        throw ValidationError.field('expiresAt', 'The expiry must be in the future.');
      const row = await insertVoucher(db, {
        code,
        type: body.type,
        amountCents,
        percent: body.percent ?? null,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        maxRedemptions: body.maxRedemptions ?? null,
        createdBy: body.createdBy ?? 'operator',
        createdAt: now,
      });
      if (!row) throw ValidationError.field('code', `The code ${code} is taken.`, 'taken');
      return opsVoucher(row);
    },

    async endVoucher(code) {
      const row = await endVoucher(db, code.toUpperCase(), clock.now());
      if (!row) throw new NotFoundError(VOUCHER_NOT_FOUND_MESSAGE);
      return opsVoucher(row);
    },

    async listVouchers() {
      return { vouchers: (await listVouchers(db)).map(opsVoucher) };
    },
  };
}
