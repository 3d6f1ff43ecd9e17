// Promotions (shop-core §3 "Voucher types", §4 "Promotion", §7 "POST /cart/promotion"; decision 0048):
// a voucher code kept on a cart, the discount or credit it gives, and the operators' vouchers.
import { z } from 'zod';
import { moneySchema } from './money';

export const voucherTypes = [
  'voucher_fixed_discount',
  'voucher_percent_discount',
  'voucher_fixed_discount_expire',
  'voucher_credit_amount',
] as const;
export type VoucherType = (typeof voucherTypes)[number];

/** The error code (and field error code) of a code that cannot go on the cart or be used. */
export const PROMOTION_NOT_ADDED = 'promotion_not_added';

export const VOUCHER_CODE_MAX = 32;
/** Letters, digits, `-` and `_`, 3–32 of them; compared without regard to case (kept upper case). */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$/;
/** The most one voucher may take off or credit: $1,000. */
export const VOUCHER_MAX_CENTS = 1_000_00;

/** POST /cart/promotion and /anon-cart/{token}/promotion. */
export const promotionBodySchema = z.object({
  promotionCode: z
    .string('Enter a promo code.')
    .trim()
    .min(1, 'Enter a promo code.')
    .max(VOUCHER_CODE_MAX, `A promo code has at most ${VOUCHER_CODE_MAX} characters.`),
});
export type PromotionBody = z.infer<typeof promotionBodySchema>;

/** The code on a cart, as the cart answer shows it. */
export const cartPromotionSchema = z.object({
  code: z.string(),
  type: z.enum(voucherTypes),
  /** What the code gives, in words ("$10.00 off", "15% off", "$20.00 promotional credit"). */
  description: z.string(),
  /** Taken off this cart's total; 0.00 for a credit voucher or one that cannot be used now. */
  discount: moneySchema,
  /** Promotional credit paid into the wallet with the purchase (credit vouchers only, else 0.00). */
  credit: moneySchema,
  /** What the customer pays: cartTotal less the discount, never below 0.00. */
  totalAfterDiscount: moneySchema,
  /** False when the code can no longer be used (ended, expired, used up, already used by this customer). */
  usable: z.boolean(),
  /** Why not, in words; null while it is usable. */
  message: z.string().nullable(),
});
export type CartPromotion = z.infer<typeof cartPromotionSchema>;

const centsText = z
  .string()
  .trim()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, 'Use an amount like 10 or 12.50.');

/** POST /ops/promotions/vouchers: a new voucher. */
export const opsVoucherCreateSchema = z
  .strictObject({
    code: z.string().trim().regex(VOUCHER_CODE_PATTERN, 'Use 3–32 letters, digits, - or _.'),
    type: z.enum(voucherTypes),
    /** Fixed and credit vouchers: dollars, like "10" or "12.50". */
    amount: centsText.optional(),
    /** Percent vouchers: 1–100. */
    percent: z.number().int().min(1).max(100).optional(),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    maxRedemptions: z.number().int().min(1).max(1_000_000).optional(),
    createdBy: z.string().trim().min(1).max(80).optional(),
  })
  .superRefine((body, context) => {
    const percent = body.type === 'voucher_percent_discount';
    if (percent && body.percent === undefined)
      context.addIssue({ code: 'custom', path: ['percent'], message: 'A percent voucher needs a percent.' });
    if (percent && body.amount !== undefined)
      context.addIssue({ code: 'custom', path: ['amount'], message: 'A percent voucher takes no amount.' });
    if (!percent && body.amount === undefined)
      context.addIssue({ code: 'custom', path: ['amount'], message: 'This voucher needs an amount.' });
    if (!percent && body.percent !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['percent'],
        message: 'Only a percent voucher takes a percent.',
      });
    if (body.type === 'voucher_fixed_discount_expire' && body.expiresAt === undefined)
      context.addIssue({ code: 'custom', path: ['expiresAt'], message: 'This voucher needs an expiry.' });
  });
export type OpsVoucherCreate = z.infer<typeof opsVoucherCreateSchema>;

export const opsVoucherParamsSchema = z.object({
  code: z.string().regex(VOUCHER_CODE_PATTERN),
});

export const opsVoucherSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(voucherTypes),
  amount: moneySchema.nullable(),
  percent: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  endedAt: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type OpsVoucher = z.infer<typeof opsVoucherSchema>;

export const opsVouchersResultSchema = z.object({ vouchers: z.array(opsVoucherSchema) });
