// The catalogue's port for a purchase, inside its transaction (modules/checkout): a syndicate's shares,
// its stock, taken by a guarded update.
import { queryRows, sql, type Tx } from '@fairdraw/db';

/** Takes `count` shares of the offer's syndicate when that many are left; false otherwise. */
export async function reserveSyndicateShares(
  tx: Tx,
  productOfferKey: string,
  count: number,
): Promise<boolean> {
  const rows = await queryRows<{ shares_sold: number }>(
    tx,
    sql`update syndicates set shares_sold = shares_sold + ${count}
        where product_offer_key = ${productOfferKey} and shares_sold + ${count} <= size
        returning shares_sold`,
  );
  return rows.length > 0;
}

export async function syndicateSharesLeft(tx: Tx, productOfferKey: string): Promise<number> {
  const [row] = await queryRows<{ left: number }>(
    tx,
    sql`select size - shares_sold as left from syndicates where product_offer_key = ${productOfferKey}`,
  );
  return Number(row?.left ?? 0);
}
