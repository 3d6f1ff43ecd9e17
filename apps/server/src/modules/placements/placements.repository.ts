// What placements are built from (decision 0049), read from the orders module's tables in one query
// each: what sells (orders over a recent window), what one customer played, and what the buyers of
// some offers also bought. It only reads; a read model listed in table-owners.ts.
import { and, count, desc, eq, gte, inArray, ne, orders, sql, type Queryable } from '@fairdraw/db';

export interface OfferCount {
  productOfferKey: string;
  /** Distinct customers. */
  buyers: number;
  /** Tickets, bundles or shares bought (orders). */
  sold: number;
}

/** Each offer bought since `since`, with how many customers bought it and how many times. */
export async function listSales(db: Queryable, since: Date): Promise<OfferCount[]> {
  const buyers = sql<number>`count(distinct ${orders.customerId})::int`;
  const rows = await db
    .select({ productOfferKey: orders.productOfferKey, buyers, sold: count() })
    .from(orders)
    .where(gte(orders.createdAt, since))
    .groupBy(orders.productOfferKey)
    .orderBy(desc(buyers), desc(count()), orders.productOfferKey);
  return rows.map((row) => ({ ...row, buyers: Number(row.buyers), sold: Number(row.sold) }));
}

/** The offers one customer has bought, most recently bought first. */
export async function listPlayedOffers(db: Queryable, customerId: string): Promise<string[]> {
  const lastBought = sql`max(${orders.createdAt})`;
  const rows = await db
    .select({ productOfferKey: orders.productOfferKey })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .groupBy(orders.productOfferKey)
    .orderBy(desc(lastBought), orders.productOfferKey);
  return rows.map((row) => row.productOfferKey);
}

/**
 * Offers that customers who bought any of `offerKeys` since `since` also bought (ever), by how many of
 * those customers did: "goes with your cart".
 */
export async function listBoughtWith(
  db: Queryable,
  offerKeys: readonly string[],
  since: Date,
): Promise<OfferCount[]> {
  if (offerKeys.length === 0) return [];
  const buyersOfCart = db
    .selectDistinct({ customerId: orders.customerId })
    .from(orders)
    .where(and(inArray(orders.productOfferKey, [...offerKeys]), gte(orders.createdAt, since)));
  const buyers = sql<number>`count(distinct ${orders.customerId})::int`;
  const rows = await db
    .select({ productOfferKey: orders.productOfferKey, buyers, sold: count() })
    .from(orders)
    .where(
      and(
        inArray(orders.customerId, buyersOfCart),
        ...offerKeys.map((key) => ne(orders.productOfferKey, key)),
      ),
    )
    .groupBy(orders.productOfferKey)
    .orderBy(desc(buyers), desc(count()), orders.productOfferKey);
  return rows.map((row) => ({ ...row, buyers: Number(row.buyers), sold: Number(row.sold) }));
}
