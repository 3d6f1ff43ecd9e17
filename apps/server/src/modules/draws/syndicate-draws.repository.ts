// SQL for a syndicate in one draw (decision 0053): the syndicates whose entries are picked when the
// draw closes, their entries once picked, and the members' shares in the draw.
import {
  and,
  eq,
  inArray,
  isNotNull,
  isNull,
  orderDraws,
  orders,
  productOffers,
  type GameTypeData,
  type Queryable,
  type SyndicateTicketData,
  syndicateDraws,
  syndicates,
  gt,
} from '@fairdraw/db';
import type { CartGame } from '@fairdraw/contracts';

/**
 * The syndicates with shares sold in a draw whose entries are still to be picked, each with its
 * tickets and the game types of its lottery's offers (where the entries' game offers are found).
 */
export async function listSyndicatesToPick(db: Queryable, drawId: string) {
  const rows = await db
    .select({
      productOfferKey: syndicateDraws.productOfferKey,
      lotteryKey: productOffers.lotteryKey,
      tickets: syndicates.tickets,
    })
    .from(syndicateDraws)
    .innerJoin(syndicates, eq(syndicates.productOfferKey, syndicateDraws.productOfferKey))
    .innerJoin(productOffers, eq(productOffers.key, syndicateDraws.productOfferKey))
    .where(
      and(eq(syndicateDraws.drawId, drawId), isNull(syndicateDraws.games), gt(syndicateDraws.sharesSold, 0)),
    );
  if (rows.length === 0) return [];
  const lotteryOffers = await db
    .select({ lotteryKey: productOffers.lotteryKey, gameTypes: productOffers.gameTypes })
    .from(productOffers)
    .where(
      and(
        inArray(productOffers.lotteryKey, [...new Set(rows.map((row) => row.lotteryKey))]),
        eq(productOffers.type, 'lottery_ticket'),
      ),
    );
  return rows.map((row) => ({
    productOfferKey: row.productOfferKey,
    tickets: row.tickets as SyndicateTicketData[],
    gameTypes: lotteryOffers
      .filter((offer) => offer.lotteryKey === row.lotteryKey)
      .flatMap((offer) => offer.gameTypes as GameTypeData[]),
  }));
}

/** Stores a syndicate's entries in a draw once; false when they were already picked. */
export async function saveSyndicateGames(
  db: Queryable,
  row: { productOfferKey: string; drawId: string; games: CartGame[]; pickedAt: Date },
): Promise<boolean> {
  const saved = await db
    .update(syndicateDraws)
    .set({ games: row.games, pickedAt: row.pickedAt })
    .where(
      and(
        eq(syndicateDraws.productOfferKey, row.productOfferKey),
        eq(syndicateDraws.drawId, row.drawId),
        isNull(syndicateDraws.games),
      ),
    )
    .returning({ drawId: syndicateDraws.drawId });
  return saved.length > 0;
}

/** The syndicates' picked entries in a draw, with the size their prizes are split by. */
export async function listSyndicateGames(db: Queryable, drawId: string) {
  const rows = await db
    .select({
      productOfferKey: syndicateDraws.productOfferKey,
      size: syndicateDraws.size,
      games: syndicateDraws.games,
    })
    .from(syndicateDraws)
    .where(and(eq(syndicateDraws.drawId, drawId), isNotNull(syndicateDraws.games)))
    .orderBy(syndicateDraws.productOfferKey);
  return rows.map((row) => ({ ...row, games: row.games ?? [] }));
}

/** Every syndicate share order in a draw: who holds how many shares of which syndicate. */
export async function listSyndicateShares(db: Queryable, drawId: string) {
  return db
    .select({
      orderId: orders.id,
      customerId: orders.customerId,
      productOfferKey: orders.productOfferKey,
      shares: orders.quantity,
    })
    .from(orderDraws)
    .innerJoin(orders, eq(orders.id, orderDraws.orderId))
    .where(and(eq(orderDraws.drawId, drawId), eq(orders.productType, 'syndicate_share')))
    .orderBy(orders.id);
}
