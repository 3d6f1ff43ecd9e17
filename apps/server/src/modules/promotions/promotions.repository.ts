// SQL for vouchers, the code on a cart and each customer's one use of a voucher (decision 0048).
import {
  and,
  cartPromotions,
  desc,
  eq,
  fromColumnNames,
  isNull,
  queryRows,
  sql,
  voucherRedemptions,
  vouchers,
  type Queryable,
  type Tx,
} from '@fairdraw/db';

export type VoucherRow = typeof vouchers.$inferSelect;
export type NewVoucherRow = Omit<typeof vouchers.$inferInsert, 'id' | 'redemptions' | 'endedAt'>;

/** The new voucher, or null when its code is taken. */
export async function insertVoucher(db: Queryable, voucher: NewVoucherRow): Promise<VoucherRow | null> {
  const [row] = await db.insert(vouchers).values(voucher).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findVoucherByCode(db: Queryable, code: string): Promise<VoucherRow | null> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code));
  return row ?? null;
}

export async function listVouchers(db: Queryable): Promise<VoucherRow[]> {
  return db.select().from(vouchers).orderBy(desc(vouchers.createdAt), desc(vouchers.code));
}

/** Ends the voucher at `now` unless it has ended already; the voucher as it stands after, or null. */
export async function endVoucher(db: Queryable, code: string, now: Date): Promise<VoucherRow | null> {
  await db
    .update(vouchers)
    .set({ endedAt: now })
    .where(and(eq(vouchers.code, code), isNull(vouchers.endedAt)));
  return findVoucherByCode(db, code);
}

/** Puts the voucher on the cart, in place of any other. */
export async function setCartPromotion(db: Queryable, cartId: string, voucherId: string, now: Date) {
  await db
    .insert(cartPromotions)
    .values({ cartId, voucherId, appliedAt: now })
    .onConflictDoUpdate({ target: cartPromotions.cartId, set: { voucherId, appliedAt: now } });
}

export async function deleteCartPromotion(db: Queryable, cartId: string): Promise<void> {
  await db.delete(cartPromotions).where(eq(cartPromotions.cartId, cartId));
}

/** The voucher of the code on the cart, or null (`promotions_cart_voucher`, migration 0030). */
export async function findCartVoucher(db: Queryable, cartId: string): Promise<VoucherRow | null> {
  const [row] = await queryRows<{ voucher: unknown }>(
    db,
    sql`select promotions_cart_voucher(${cartId}) as voucher`,
  );
  return voucherFrom(row?.voucher);
}

/** A voucher `promotions_cart_voucher` answered (a purchase's locking call reads it too), or null. */
export function voucherFrom(answer: unknown): VoucherRow | null {
  return answer ? fromColumnNames(vouchers, answer as Record<string, unknown>) : null;
}

/** Gives the target cart the source cart's voucher when it has none of its own. */
export async function copyCartPromotion(tx: Tx, fromCartId: string, toCartId: string, now: Date) {
  await tx.execute(sql`
    insert into ${cartPromotions} (cart_id, voucher_id, applied_at)
    select ${toCartId}, voucher_id, ${now.toISOString()} from ${cartPromotions} where cart_id = ${fromCartId}
    on conflict (cart_id) do nothing`);
}

export async function hasRedeemed(db: Queryable, voucherId: string, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ voucherId: voucherRedemptions.voucherId })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.customerId, customerId)));
  return row !== undefined;
}
