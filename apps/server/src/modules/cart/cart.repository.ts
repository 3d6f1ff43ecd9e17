// SQL for carts and their items. Every item query is scoped to its cart, so an id from another cart
// finds nothing.
import {
  and,
  asc,
  byColumnName,
  cartItems,
  carts,
  commitWithoutWaiting,
  count,
  type Db,
  eq,
  fromColumnNames,
  inArray,
  type Queryable,
  queryRows,
  sql,
  type SQL,
  type Tx,
} from '@fairdraw/db';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type NewCartItemRow = Omit<typeof cartItems.$inferInsert, 'id' | 'cartId' | 'createdAt' | 'updatedAt'>;
export type CartItemChanges = Partial<Pick<CartItemRow, 'quantity' | 'numDraws' | 'productType'>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Item ids are uuids; anything else can never match, and must not reach PostgreSQL as a uuid. */
export const isItemId = (id: string): boolean => UUID.test(id);

export async function insertAnonCart(db: Queryable, anonTokenHash: string): Promise<CartRow> {
  const [row] = await db.insert(carts).values({ anonTokenHash }).returning();
  if (!row) throw new Error('cart insert returned nothing');
  return row;
}

/** The anonymous cart of a token hash; `forUpdate` locks it until the transaction ends. */
export async function findAnonCart(
  db: Queryable,
  anonTokenHash: string,
  forUpdate = false,
): Promise<CartRow | null> {
  const query = db.select().from(carts).where(eq(carts.anonTokenHash, anonTokenHash));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** The customer's cart, created on first use (safe when two requests create it at once). */
export async function ensureCustomerCart(db: Queryable, customerId: string): Promise<CartRow> {
  // Read first: the cart exists on every call but the first, and the insert is a wasted write then.
  const [existing] = await db.select().from(carts).where(eq(carts.customerId, customerId));
  if (existing) return existing;
  await db.insert(carts).values({ customerId }).onConflictDoNothing({ target: carts.customerId });
  const [row] = await db.select().from(carts).where(eq(carts.customerId, customerId));
  if (!row) throw new Error('customer cart vanished');
  return row;
}

/** The customer's cart with its items in one statement, oldest item first; null before their first. */
export async function findCustomerCartWithItems(
  db: Queryable,
  customerId: string,
): Promise<{ cart: CartRow; items: CartItemRow[] } | null> {
  const rows = await db
    .select({ cart: carts, item: cartItems })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(eq(carts.customerId, customerId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const [first] = rows;
  if (!first) return null;
  return { cart: first.cart, items: rows.flatMap(({ item }) => (item ? [item] : [])) };
}

/** Locks the cart row so item counts and merges are decided one request at a time; false when gone. */
export async function lockCart(tx: Tx, cartId: string): Promise<boolean> {
  const rows = await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
  return rows.length > 0;
}

/**
 * Locks the cart row and marks it changed in one statement (the update holds the row lock until the
 * transaction ends, like FOR UPDATE); false when the cart is gone.
 */
export async function lockAndTouchCart(tx: Tx, cartId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(carts)
    .set({ updatedAt: now })
    .where(eq(carts.id, cartId))
    .returning({ id: carts.id });
  return rows.length > 0;
}

/**
 * An add to cart in one round trip and no transaction (`cart_add_item`, migrations 0026 and 0031): the
 * cart locked (a customer's made on first use), its items read once the lock is held, and the item added
 * unless the cart already holds `maxItems` (`added` is null then, and nothing was written), and whether
 * a promotion code is on it. `along` is read in the same statement (the customer's standing, decision
 * 0081) and answered as `along`. Null when the visitor's cart is gone. A cart line is not money: the
 * add's commit does not wait for the disk (decision 0082), so it must run on its own, not in a transaction.
 */
export async function addItemToCart(
  db: Db,
  owner: { customerId: string } | { anonTokenHash: string },
  item: NewCartItemRow,
  now: Date,
  maxItems: number,
  along?: SQL,
): Promise<{
  cart: CartRow;
  items: CartItemRow[];
  added: CartItemRow | null;
  hasPromotion: boolean;
  along: unknown;
} | null> {
  const adding = {
    ...('customerId' in owner ? { customer_id: owner.customerId } : { anon_token_hash: owner.anonTokenHash }),
    item: byColumnName(cartItems, item),
    touched_at: now.toISOString(),
    max_items: maxItems,
  };
  const [row] = await queryRows<{ added: RawAdded | null; along?: unknown }>(
    db,
    sql`select cart_add_item(${JSON.stringify(adding)}::jsonb) as added${along ? sql`, ${along} as along` : sql``}, ${commitWithoutWaiting}`,
  );
  const answer = row?.added;
  if (!answer) return null;
  return {
    cart: fromColumnNames(carts, answer.cart),
    items: answer.items.map((raw) => fromColumnNames(cartItems, raw)),
    added: answer.added ? fromColumnNames(cartItems, answer.added) : null,
    hasPromotion: answer.has_promotion,
    along: row.along,
  };
}

interface RawAdded {
  cart: Record<string, unknown>;
  items: Array<Record<string, unknown>>;
  added: Record<string, unknown> | null;
  has_promotion: boolean;
}

/**
 * A customer's cart and items as a purchase's read answered them (`cart_purchase_items` within
 * `checkout_purchase_state`, migration 0031): the cart is null when the customer has none.
 */
export function purchaseCartFrom(
  cart: unknown,
  items: unknown,
): { cart: CartRow | null; items: CartItemRow[] } {
  const rows = Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
  return {
    cart: cart && typeof cart === 'object' ? fromColumnNames(carts, cart as Record<string, unknown>) : null,
    items: rows.map((raw) => fromColumnNames(cartItems, raw)),
  };
}

export async function deleteCart(db: Queryable, cartId: string): Promise<void> {
  await db.delete(carts).where(eq(carts.id, cartId));
}

export async function touchCart(db: Queryable, cartId: string, now: Date): Promise<void> {
  await db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
}

export async function listItems(db: Queryable, cartId: string): Promise<CartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function countItems(db: Queryable, cartId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.cartId, cartId));
  return Number(row?.n ?? 0);
}

export async function findItem(db: Queryable, cartId: string, itemId: string): Promise<CartItemRow | null> {
  if (!isItemId(itemId)) return null;
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
  return row ?? null;
}

export async function updateItem(
  db: Queryable,
  cartId: string,
  itemId: string,
  changes: CartItemChanges,
  now: Date,
): Promise<CartItemRow | null> {
  if (!isItemId(itemId)) return null;
  const [row] = await db
    .update(cartItems)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)))
    .returning();
  return row ?? null;
}

export async function deleteItems(db: Queryable, cartId: string, itemIds: string[]): Promise<number> {
  const ids = itemIds.filter(isItemId);
  if (ids.length === 0) return 0;
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  return deleted.length;
}

/** Moves up to `limit` items (oldest first) from one cart to another. */
export async function moveItems(tx: Tx, fromCartId: string, toCartId: string, limit: number, now: Date) {
  if (limit <= 0) return;
  await tx.execute(sql`
    update ${cartItems} set cart_id = ${toCartId}, updated_at = ${now.toISOString()}
    where id in (
      select id from ${cartItems} where cart_id = ${fromCartId}
      order by created_at, id limit ${limit}
    )`);
}
