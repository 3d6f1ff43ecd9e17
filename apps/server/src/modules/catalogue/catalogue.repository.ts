// SQL for the catalogue: offers a pricing sells, their open draws, causes, syndicates and branding.
import {
  and,
  asc,
  causes,
  draws,
  eq,
  fromColumnNames,
  gt,
  inArray,
  isNull,
  lotteries,
  lte,
  offerRestrictions,
  or,
  pricingOffers,
  pricings,
  productOfferCauses,
  productOffers,
  raffleDraws,
  raffleOffers,
  sql,
  syndicateDraws,
  syndicates,
  type Db,
  type Queryable,
} from '@fairdraw/db';
import type { AustralianState, Restriction } from '@fairdraw/contracts';

export type DisplayCategory = (typeof productOffers.$inferSelect)['displayCategory'];

export async function findPricing(db: Db, id: string): Promise<{ id: string; name: string } | null> {
  const [pricing] = await db
    .select({ id: pricings.id, name: pricings.name })
    .from(pricings)
    .where(eq(pricings.id, id));
  return pricing ?? null;
}

/**
 * Offers the pricing sells, in its rank order, with their lottery's draw days and their causes (in the
 * offer's order, then by name). Inactive lotteries drop out. `offerKeys` narrows it to those offers (a
 * cart prices only what it holds). One statement.
 */
export async function listPricedOffers(
  db: Db,
  pricingId: string,
  categories?: DisplayCategory[],
  offerKeys?: string[],
) {
  const rows = await db
    .select({
      offer: productOffers,
      drawDays: lotteries.drawDays,
      causes: sql<Record<string, unknown>[] | null>`(select jsonb_agg(to_jsonb(c) order by pc.rank, c.name)
        from ${productOfferCauses} pc join ${causes} c on c.key = pc.cause_key
        where pc.product_offer_key = ${productOffers.key})`,
    })
    .from(pricingOffers)
    .innerJoin(productOffers, eq(productOffers.key, pricingOffers.productOfferKey))
    .innerJoin(lotteries, eq(lotteries.key, productOffers.lotteryKey))
    .where(
      and(
        eq(pricingOffers.pricingId, pricingId),
        eq(lotteries.active, true),
        categories ? inArray(productOffers.displayCategory, categories) : undefined,
        offerKeys ? inArray(productOffers.key, offerKeys) : undefined,
      ),
    )
    .orderBy(asc(pricingOffers.rank));
  return rows.map((row) => ({
    ...row,
    causes: (row.causes ?? []).map((cause) => fromColumnNames(causes, cause)),
  }));
}
export type PricedOfferRow = Awaited<ReturnType<typeof listPricedOffers>>[number];

/** A draw as the catalogue shows it. */
const drawColumns = {
  id: draws.id,
  lotteryKey: draws.lotteryKey,
  drawNo: draws.drawNo,
  drawAt: draws.drawAt,
  stopAt: draws.stopAt,
  state: draws.state,
  prizePoolCents: draws.prizePoolCents,
  prizePoolSuffix: draws.prizePoolSuffix,
};

/**
 * Draws still on sale at `now` (stop time ahead, open or capped), nearest first, at most `perLottery`
 * per lottery. A raffle draw shows once its pre-orders or its sales have started, with its raffle
 * details and its bundles (cheapest first) read in the same statement.
 */
export async function listOpenDraws(db: Db, lotteryKeys: string[], now: Date, perLottery: number) {
  if (lotteryKeys.length === 0) return [];
  const open = db
    .select({
      ...drawColumns,
      raffle: sql<Record<string, unknown> | null>`case when ${raffleDraws.drawId} is null then null
        else to_jsonb(${raffleDraws}) end`.as('raffle'),
      bundles: sql<Record<string, unknown>[] | null>`case when ${raffleDraws.drawId} is null then null
        else (select jsonb_agg(to_jsonb(o) order by o.num_tickets) from ${raffleOffers} o
          where o.draw_id = ${draws.id}) end`.as('bundles'),
      position: sql<number>`row_number() over (partition by ${draws.lotteryKey} order by ${draws.drawAt})`.as(
        'position',
      ),
    })
    .from(draws)
    .leftJoin(raffleDraws, eq(raffleDraws.drawId, draws.id))
    .where(
      and(
        inArray(draws.lotteryKey, lotteryKeys),
        gt(draws.stopAt, now),
        inArray(draws.state, ['DRAW_OPEN', 'DRAW_CAPPED']),
        or(
          isNull(raffleDraws.drawId),
          lte(raffleDraws.salesStartAt, now),
          lte(raffleDraws.preOrderStartAt, now),
        ),
      ),
    )
    .as('open');
  const rows = await db
    .select()
    .from(open)
    .where(lte(open.position, perLottery))
    .orderBy(asc(open.drawAt), asc(open.lotteryKey));
  return rows.map(({ raffle, bundles, ...draw }) => ({
    ...draw,
    raffle: raffle ? fromColumnNames(raffleDraws, raffle) : null,
    bundles: (bundles ?? []).map((bundle) => fromColumnNames(raffleOffers, bundle)),
  }));
}
export type OpenDrawRow = Awaited<ReturnType<typeof listOpenDraws>>[number];

export async function listRaffleDraws(db: Db, drawIds: string[]) {
  if (drawIds.length === 0) return [];
  return db.select().from(raffleDraws).where(inArray(raffleDraws.drawId, drawIds));
}
export type RaffleDrawRow = Awaited<ReturnType<typeof listRaffleDraws>>[number];

export async function listRaffleOffers(db: Db, drawIds: string[]) {
  if (drawIds.length === 0) return [];
  return db
    .select()
    .from(raffleOffers)
    .where(inArray(raffleOffers.drawId, drawIds))
    .orderBy(asc(raffleOffers.numTickets));
}

export async function listSyndicates(db: Db, offerKeys: string[]) {
  if (offerKeys.length === 0) return [];
  return db.select().from(syndicates).where(inArray(syndicates.productOfferKey, offerKeys));
}

/** The shares sold of some syndicates in the draws they are selling (no row: none sold yet). */
export async function listSyndicateSales(db: Db, offerKeys: string[]) {
  if (offerKeys.length === 0) return [];
  return db
    .select({
      productOfferKey: syndicateDraws.productOfferKey,
      drawId: syndicateDraws.drawId,
      size: syndicateDraws.size,
      sharesSold: syndicateDraws.sharesSold,
    })
    .from(syndicateDraws)
    .innerJoin(draws, eq(draws.id, syndicateDraws.drawId))
    .where(
      and(
        inArray(syndicateDraws.productOfferKey, offerKeys),
        inArray(draws.state, ['DRAW_OPEN', 'DRAW_CAPPED']),
      ),
    );
}

export async function listRestrictions(db: Queryable, offerKeys: string[]) {
  if (offerKeys.length === 0) return [];
  return db
    .select()
    .from(offerRestrictions)
    .where(inArray(offerRestrictions.productOfferKey, offerKeys))
    .orderBy(asc(offerRestrictions.productOfferKey), asc(offerRestrictions.type));
}

/**
 * The restrictions of some offers and, when there is one, the customer's address state, as
 * `catalogue_restrictions_with_state` (migration 0030) answered them inside a purchase's locking call.
 */
export function readRestrictionsWithState(answer: unknown): {
  restrictions: Restriction[];
  state: AustralianState | null;
} {
  const read = answer as {
    restrictions: Array<{
      product_offer_key: string;
      type: Restriction['type'];
      regions: Restriction['regions'];
    }>;
    state: AustralianState | null;
  };
  return {
    restrictions: read.restrictions.map((row) => ({
      productOfferKey: row.product_offer_key,
      type: row.type,
      regions: row.regions,
    })),
    state: read.state,
  };
}

/** Branding of every active lottery. */
export async function listLotteryBrandings(db: Db) {
  return db
    .select({
      key: lotteries.key,
      colours: lotteries.brandColours,
      regionOverrides: lotteries.brandRegionOverrides,
      logoText: lotteries.logoText,
    })
    .from(lotteries)
    .where(eq(lotteries.active, true))
    .orderBy(asc(lotteries.key));
}

/** Which lottery every offer plays. */
export async function listOfferLotteries(db: Db) {
  return db
    .select({ key: productOffers.key, lotteryKey: productOffers.lotteryKey })
    .from(productOffers)
    .orderBy(asc(productOffers.key));
}

/** Causes, each with the offers raising money for it (by rank), optionally one by slug or key. */
export async function listCauses(db: Db, filter: { slug?: string; key?: string; limit: number }) {
  const rows = await db
    .select()
    .from(causes)
    .where(
      and(
        filter.slug === undefined ? undefined : eq(causes.urlSlug, filter.slug),
        filter.key === undefined ? undefined : eq(causes.key, filter.key),
      ),
    )
    .orderBy(asc(causes.name))
    .limit(filter.limit);
  const offers = rows.length
    ? await db
        .select({
          causeKey: productOfferCauses.causeKey,
          productOfferKey: productOfferCauses.productOfferKey,
        })
        .from(productOfferCauses)
        .where(
          inArray(
            productOfferCauses.causeKey,
            rows.map((row) => row.key),
          ),
        )
        .orderBy(asc(productOfferCauses.rank), asc(productOfferCauses.productOfferKey))
    : [];
  return rows.map((cause) => ({
    ...cause,
    productOfferKeys: offers
      .filter((offer) => offer.causeKey === cause.key)
      .map((offer) => offer.productOfferKey),
  }));
}

/** Every pricing, the default first (GET /info/pricing/). */
export async function listPricings(db: Db) {
  return db
    .select({ id: pricings.id, name: pricings.name, isDefault: pricings.isDefault })
    .from(pricings)
    .orderBy(sql`${pricings.isDefault} desc`, asc(pricings.id));
}

/**
 * One draw of an offer that has not been drawn yet, whether or not its sales have started (a draw
 * preview, decision 0050), with its offer; null for an unknown offer or draw, or one already drawn.
 */
export async function findUndrawnDraw(db: Db, productOfferKey: string, drawNo: number) {
  const [row] = await db
    .select({
      offer: { key: productOffers.key, name: productOffers.name, type: productOffers.type },
      draw: drawColumns,
    })
    .from(productOffers)
    .innerJoin(draws, eq(draws.lotteryKey, productOffers.lotteryKey))
    .where(
      and(
        eq(productOffers.key, productOfferKey),
        eq(draws.drawNo, drawNo),
        inArray(draws.state, ['DRAW_OPEN', 'DRAW_CLOSED', 'DRAW_CAPPED']),
      ),
    );
  return row ?? null;
}
