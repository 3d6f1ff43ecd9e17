// Promotions (decision 0048): vouchers operators create, the code kept on a cart, and each customer's
// one use of a voucher. The matching SQL is migrations/0021_promotions.sql (hand-written; keep both in step).
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { voucherTypes, type VoucherType } from '@fairdraw/contracts';
import { customers } from './accounts';
import { carts } from './cart';
import { sqlList, utc } from './types';

export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case; a customer's code is compared upper-cased. */
    code: text('code').notNull().unique(),
    type: text('type').$type<VoucherType>().notNull(),
    /** Fixed, expiring and credit vouchers: what they take off or credit. */
    amountCents: bigint('amount_cents', { mode: 'number' }),
    /** Percent vouchers: 1–100. */
    percent: integer('percent'),
    expiresAt: utc('expires_at'),
    maxRedemptions: integer('max_redemptions'),
    /** Uses so far, moved by one guarded update per purchase so it never passes max_redemptions. */
    redemptions: integer('redemptions').notNull().default(0),
    endedAt: utc('ended_at'),
    createdBy: text('created_by').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('vouchers_type_check', sql.raw(`type in (${sqlList(voucherTypes)})`)),
    check('vouchers_code_check', sql`${t.code} ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'`),
    check(
      'vouchers_amount_check',
      sql`(${t.type} = 'voucher_percent_discount' and ${t.amountCents} is null and ${t.percent} between 1 and 100) or (${t.type} <> 'voucher_percent_discount' and ${t.percent} is null and ${t.amountCents} > 0)`,
    ),
    check(
      'vouchers_expiry_check',
      sql`${t.type} <> 'voucher_fixed_discount_expire' or ${t.expiresAt} is not null`,
    ),
    check(
      'vouchers_redemptions_check',
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
  ],
);

/** The code on a cart: one per cart, gone with the cart. */
export const cartPromotions = pgTable('cart_promotions', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  voucherId: uuid('voucher_id')
    .notNull()
    .references(() => vouchers.id),
  appliedAt: utc('applied_at').notNull().defaultNow(),
});

/** A customer used a voucher in a purchase: once per customer and voucher (the primary key). */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    checkoutId: uuid('checkout_id').notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull(),
    /** The ledger transaction that moved the money from house:promotions to the wallet. */
    ledgerTransactionId: uuid('ledger_transaction_id'),
    redeemedAt: utc('redeemed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.voucherId, t.customerId] }),
    check('voucher_redemptions_amounts_check', sql`${t.discountCents} >= 0 and ${t.creditCents} >= 0`),
  ],
);
