import { fromLocalDateTime, toLocalDateTime, upcomingDrawTimes } from '@fairdraw/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import {
  causes,
  draws,
  lotteries,
  offerRestrictions,
  pricingOffers,
  pricings,
  productOfferCauses,
  productOffers,
  raffleDraws,
  raffleOffers,
  segments,
  syndicateDraws,
  syndicates,
  vouchers,
} from './schema/index';
import { lotterySeeds } from './seed-data/lotteries';
import {
  causeSeeds,
  raffleDrawTime,
  raffleSeeds,
  raffleStopMinutes,
  type RaffleSeed,
} from './seed-data/raffles';
import { pricingSeeds, segmentSeeds } from './seed-data/segments';
import { syndicateGameTypes } from './seed-data/shared';
import { syndicateSeeds } from './seed-data/syndicates';

/** Any fixed number works; every process that seeds must use the same one. ("FDSD") */
const SEED_LOCK = 0x46445344;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills an empty catalogue with Fairdraw's demo data: lotteries with their next draw, charity
 * raffles, syndicates, causes, segments and the `web` pricing. Does nothing when lotteries exist,
 * so data kept across restarts is never duplicated; two processes racing seed once (advisory lock).
 * Later draws come from the draw-schedule job.
 */
export async function seedDemoData(db: Db, now: Date): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ lotteries: count() }).from(lotteries);
    if ((existing?.lotteries ?? 0) > 0) return { seeded: false };

    await tx.insert(segments).values(segmentSeeds).onConflictDoNothing();
    await tx.insert(pricings).values(pricingSeeds).onConflictDoNothing();
    await tx.insert(causes).values(causeSeeds).onConflictDoNothing();
    await seedLotteries(tx, now);
    await seedRaffles(tx, now);
    await seedSyndicates(tx);
    await tx.insert(offerRestrictions).values({
      // Interstate jackpot lotteries need a licence per state; Mega Jackpot has none in SA or WA.
      productOfferKey: 'mega_jackpot_lottery',
      type: 'licensing_restriction',
      regions: ['SA', 'WA'],
    });
    await seedWebPricing(tx);
    // A promo code to try in the demo shop: $5 off a cart, once per customer (decision 0048).
    await tx.insert(vouchers).values({
      code: 'WELCOME5',
      type: 'voucher_fixed_discount',
      amountCents: 5_00,
      createdBy: 'demo seed',
    });
    return { seeded: true };
  });
}

async function seedLotteries(tx: Tx, now: Date): Promise<void> {
  for (const { lottery, offer, nextJackpotCents, causeKeys } of lotterySeeds) {
    await tx.insert(lotteries).values(lottery);
    await tx.insert(productOffers).values(offer);
    if (causeKeys.length > 0) {
      await tx
        .insert(productOfferCauses)
        .values(causeKeys.map((causeKey, rank) => ({ productOfferKey: offer.key, causeKey, rank })));
    }
    // The next draw still on sale: between a draw's stop and its draw time, the one after it.
    const next = upcomingDrawTimes({ ...lottery, after: now, count: 2 }).find((draw) => draw.stopAt > now);
    if (!next) continue;
    await tx.insert(draws).values({
      lotteryKey: lottery.key,
      drawNo: lottery.firstDrawNo ?? 1,
      drawAt: next.drawAt,
      stopAt: next.stopAt,
      prizePoolCents: lottery.fixedPrizePoolCents ?? nextJackpotCents,
      prizePoolSuffix: lottery.fixedPrizePoolSuffix ?? null,
    });
  }
}

/** The instant `days` Sydney calendar days from `now`, at the Sydney wall-clock time "HH:mm". */
function sydneyDaysFrom(now: Date, days: number, time: string): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return fromLocalDateTime({ ...toLocalDateTime(now), day: toLocalDateTime(now).day + days, hour, minute });
}

async function seedRaffles(tx: Tx, now: Date): Promise<void> {
  for (const raffle of raffleSeeds) {
    await tx.insert(lotteries).values({
      key: raffle.key,
      name: raffle.name,
      kind: 'raffle',
      drawDays: 0,
      drawTimeLocal: raffleDrawTime,
      stopMinutesBefore: raffleStopMinutes,
      firstDrawNo: raffle.drawNo,
      numberSets: [],
      brandColours: raffle.colours,
      logoText: raffle.name,
    });
    await tx.insert(productOffers).values({
      key: raffle.key,
      lotteryKey: raffle.key,
      type: 'raffle_ticket',
      name: raffle.name,
      description: raffle.description,
      url: raffle.url,
      displayCategory: 'raffle',
      recurringPurchaseType: 'subscription',
      recurringPurchaseAvailability: 'optional',
      analyticsProductType: 'charity_raffle',
      gameTypes: [],
    });
    await tx.insert(productOfferCauses).values({ productOfferKey: raffle.key, causeKey: raffle.causeKey });
    await seedRaffleDraw(tx, raffle, now);
  }
}

async function seedRaffleDraw(tx: Tx, raffle: RaffleSeed, now: Date): Promise<void> {
  const drawAt = sydneyDaysFrom(now, raffle.drawInDays, raffleDrawTime);
  const [draw] = await tx
    .insert(draws)
    .values({
      lotteryKey: raffle.key,
      drawNo: raffle.drawNo,
      drawAt,
      stopAt: new Date(drawAt.getTime() - raffleStopMinutes * 60_000),
      prizePoolCents: raffle.prizeValueCents,
    })
    .returning({ id: draws.id });
  if (!draw) throw new Error(`Seeding the ${raffle.key} draw returned no row`);
  const salesStartAt =
    raffle.salesStartInDays > 0 ? new Date(now.getTime() + raffle.salesStartInDays * DAY_MS) : now;
  await tx.insert(raffleDraws).values({
    drawId: draw.id,
    name: raffle.prizeName,
    prizeValueCents: raffle.prizeValueCents,
    ticketCap: raffle.ticketCap,
    ticketsSold: raffle.ticketsSold,
    salesStartAt,
    preOrderStartAt:
      raffle.preOrderStartInDays === null
        ? null
        : new Date(now.getTime() + raffle.preOrderStartInDays * DAY_MS),
    featureImage: raffle.featureImage,
  });
  await tx.insert(raffleOffers).values(raffle.offers.map((offer) => ({ drawId: draw.id, ...offer })));
}

async function seedSyndicates(tx: Tx): Promise<void> {
  for (const syndicate of syndicateSeeds) {
    await tx.insert(productOffers).values({
      key: syndicate.key,
      lotteryKey: syndicate.lotteryKey,
      type: 'syndicate_share',
      name: syndicate.name,
      description: syndicate.description,
      url: syndicate.url,
      displayCategory: 'syndicate',
      recurringPurchaseType: 'autoplay',
      recurringPurchaseAvailability: 'never',
      analyticsProductType: 'syndicate',
      gameTypes: syndicateGameTypes(
        syndicate.key,
        syndicate.numberSets,
        syndicate.costPerShareCents,
        syndicate.size,
      ),
    });
    await tx.insert(syndicates).values({
      productOfferKey: syndicate.key,
      size: syndicate.size,
      costPerShareCents: syndicate.costPerShareCents,
      encodedId: syndicate.encodedId,
      tickets: syndicate.tickets,
    });
    // The demo's other members: shares already sold in the lottery's next draw.
    const [next] = await tx
      .select({ id: draws.id })
      .from(draws)
      .where(eq(draws.lotteryKey, syndicate.lotteryKey))
      .orderBy(asc(draws.drawNo))
      .limit(1);
    if (next && syndicate.sharesSold > 0)
      await tx.insert(syndicateDraws).values({
        productOfferKey: syndicate.key,
        drawId: next.id,
        size: syndicate.size,
        sharesSold: syndicate.sharesSold,
      });
  }
}

/** The web pricing sells everything: national lotteries, jackpots, raffles, then syndicates. */
async function seedWebPricing(tx: Tx): Promise<void> {
  const keys = [
    ...lotterySeeds.map(({ offer }) => offer.key),
    ...raffleSeeds.map(({ key }) => key),
    ...syndicateSeeds.map(({ key }) => key),
  ];
  await tx
    .insert(pricingOffers)
    .values(keys.map((productOfferKey, index) => ({ pricingId: 'web', productOfferKey, rank: index + 1 })));
}
