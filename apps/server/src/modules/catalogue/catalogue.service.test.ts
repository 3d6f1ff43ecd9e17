import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandingResultSchema, productOffersResultSchema, type ProductOffer } from '@fairdraw/contracts';
import { eq, raffleDraws, seedDemoData, sql } from '@fairdraw/db';
import { createTestDatabase, type TestDatabase } from '@fairdraw/db/testing';
import { rollDrawScheduleForward } from '../draws/draw-schedule';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { createCatalogueService, rafflePurchaseStatus, type CatalogueService } from './catalogue.service';

const now = new Date('2026-07-01T02:00:00Z'); // Wednesday 12:00 in Sydney
const DAY_MS = 24 * 60 * 60 * 1000;

let database: TestDatabase;
let catalogue: CatalogueService;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, now);
  await rollDrawScheduleForward(database.db, now);
  catalogue = createCatalogueService({ db: database.db });
});
afterAll(async () => {
  await database.drop();
});

async function offers(at = now, query = {}) {
  const result = await catalogue.getProductOffers('web', query, at);
  // The wire contract is the judge: the service must produce exactly its shape.
  return productOffersResultSchema.parse(result);
}

function offer(list: { offers: ProductOffer[] }, key: string): ProductOffer {
  const found = list.offers.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No offer ${key}`);
  return found;
}

describe('catalogue product offers', () => {
  it('lists every offer of the web pricing in rank order, matching the wire contract', async () => {
    const result = await offers();
    expect(result.ranking).toEqual(result.offers.map((candidate) => candidate.key));
    expect(result.ranking.slice(0, 3)).toEqual(['powerball', 'oz_lotto', 'saturday_lotto']);
    expect(result.offers).toHaveLength(18);
  });

  it('describes Powerball: 7 of 1–35 plus a Powerball of 1–20, at $1.75 a game, 18 games by default', async () => {
    const powerball = offer(await offers(), 'powerball');
    const standard = powerball.gameTypes.find((gameType) => gameType.key === 'standard');
    // Every way Australians play Powerball, in the spec's order (shop-core §2).
    expect(powerball.gameTypes.map((gameType) => gameType.key)).toEqual([
      'deferred',
      'standard',
      'random',
      'reduced_system',
      'mega_combo',
      'powerhit',
      'powerhit_super_combo',
      'powerpik',
      'powerpik_system',
    ]);
    expect(
      standard?.gameOffers[0]?.numberSets.map(({ name, count, min, max }) => ({ name, count, min, max })),
    ).toEqual([
      { name: 'Numbers', count: 7, min: 1, max: 35 },
      { name: 'Powerball', count: 1, min: 1, max: 20 },
    ]);
    expect(standard?.gameOffers[0]).toMatchObject({
      defaultGames: 18,
      pricePerGame: { amount: '1.75', currency: 'AUD' },
    });
  });

  it('lists the next six open draws, nearest first, with Sydney weekdays and offsets', async () => {
    const powerball = offer(await offers(), 'powerball');
    expect(powerball.draws).toHaveLength(6);
    expect(powerball.draws.map((draw) => draw.drawOffset)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(powerball.draws.every((draw) => draw.day === 'thursday' && draw.type === 'lottery')).toBe(true);
    expect(powerball.draws[0]).toMatchObject({
      drawNo: 1571,
      date: '2026-07-02T10:30:00.000Z',
      stop: '2026-07-02T09:30:00.000Z',
      prizePool: { amount: '20000000.00', currency: 'AUD' },
      isPrizePoolUnknown: false,
    });
    expect(powerball.draws[1]).toMatchObject({ prizePool: null, isPrizePoolUnknown: true });
  });

  it('honours numDraws and the category filter', async () => {
    const result = await offers(now, { numDraws: 2, category: ['lottery', 'jackpot'] });
    expect(new Set(result.offers.map((candidate) => candidate.displayCategory))).toEqual(
      new Set(['lottery', 'jackpot']),
    );
    expect(result.offers.every((candidate) => candidate.draws.length === 2)).toBe(true);
    expect(result.ranking).toEqual(result.offers.map((candidate) => candidate.key));
  });

  it('shows Set for Life’s fixed prize as $20,000 a month', async () => {
    const [draw] = offer(await offers(), 'set_for_life2020').draws;
    expect(draw).toMatchObject({ prizePool: { amount: '20000.00' }, prizePoolSuffix: 'a month' });
  });

  it('drops draws whose sales stopped and lists new ones two weeks on', async () => {
    const before = offer(await offers(), 'oz_lotto').draws;
    const later = new Date(now.getTime() + 14 * DAY_MS);
    await rollDrawScheduleForward(database.db, later);
    const after = offer(await offers(later), 'oz_lotto').draws;
    expect(after[0]?.drawNo).toBe((before[0]?.drawNo ?? 0) + 2);
    expect(after.every((draw) => new Date(draw.stop) > later)).toBe(true);
    expect(after.map((draw) => draw.drawOffset)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('carries syndicate details and causes', async () => {
    const result = await offers();
    expect(offer(result, 'powerball_syndicate')).toMatchObject({
      type: 'syndicate_share',
      syndicate: { size: 50, costPerShare: { amount: '12.50' } },
      gameTypes: [{ key: 'syndicate' }],
    });
    // A syndicate plays the lottery's next draw only.
    expect(offer(result, 'powerball_syndicate').draws.map((draw) => draw.drawNo)).toEqual([1571]);
    expect(offer(result, 'one_lottery').causes).toHaveLength(4);
    expect(offer(result, 'harbour_prize_home').causes.map((cause) => cause.urlSlug)).toEqual([
      'harbour-childrens-hospital',
    ]);
  });

  it('reports where a jackpot lottery may not be sold', async () => {
    expect((await offers()).restrictions).toContainEqual({
      type: 'licensing_restriction',
      productOfferKey: 'mega_jackpot_lottery',
      regions: ['SA', 'WA'],
    });
  });

  it('gives raffle draws their prize, tickets, bundles and purchase status', async () => {
    const result = await offers();
    const [home] = offer(result, 'harbour_prize_home').draws;
    expect(home).toMatchObject({
      type: 'raffle',
      purchaseStatus: 'open',
      drawData: { value: { amount: '1200000.00' }, ticketCap: 250_000, ticketsSold: 143_208 },
    });
    expect(home?.offers.map((bundle) => [bundle.numTickets, bundle.price.amount])).toEqual([
      [1, '5.00'],
      [5, '20.00'],
      [12, '40.00'],
    ]);
    const [hospice] = offer(result, 'riverside_hospice_cash').draws;
    expect(hospice?.purchaseStatus).toBe('pre_order');
    expect(hospice?.drawData?.drawPreOrderStartDate).not.toBeNull();
  });

  it('marks a raffle sold out once its last ticket is sold', async () => {
    const [surf] = offer(await offers(), 'tallowood_surf_raffle').draws;
    expect(surf?.purchaseStatus).toBe('open');
    await database.db
      .update(raffleDraws)
      .set({ ticketsSold: sql`${raffleDraws.ticketCap}` })
      .where(eq(raffleDraws.drawId, surf?.drawId ?? ''));
    const [soldOut] = offer(await offers(), 'tallowood_surf_raffle').draws;
    expect(soldOut?.purchaseStatus).toBe('sold_out');
  });

  it('refuses an unknown pricing or a bad query', async () => {
    await expect(catalogue.getProductOffers('nope', {}, now)).rejects.toBeInstanceOf(NotFoundError);
    await expect(catalogue.getProductOffers('web', { category: ['lotto'] }, now)).rejects.toBeInstanceOf(
      ValidationError,
    );
    await expect(catalogue.getProductOffers('web', { numDraws: 0 }, now)).rejects.toBeInstanceOf(
      ValidationError,
    );
    await expect(
      catalogue.getProductOffers('nope', { offerKeys: ['powerball'] }, now),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('reads only the offers asked for (a cart), each exactly as the whole listing shows it', async () => {
    const all = await offers(now, { numDraws: 20 });
    const keys = ['harbour_prize_home', 'powerball_syndicate', 'saturday_lotto', 'no_such_offer'];
    const some = await offers(now, { numDraws: 20, offerKeys: keys });
    expect(some.offers.map((candidate) => candidate.key)).toEqual(
      all.ranking.filter((key) => keys.includes(key)),
    );
    for (const candidate of some.offers) expect(candidate).toEqual(offer(all, candidate.key));
    expect(some.restrictions).toEqual([]);
  });
});

describe('rafflePurchaseStatus', () => {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const raffle = {
    stopAt: at(10),
    ticketCap: 100,
    ticketsSold: 40,
    salesStartAt: at(2),
    preOrderStartAt: at(-1),
  };

  it.each([
    ['pre_order', 'pre-orders have started but sales have not', raffle, now],
    ['open', 'sales have started', raffle, at(3)],
    ['sold_out', 'every ticket is sold', { ...raffle, ticketsSold: 100 }, at(3)],
    ['past_draw', 'sales have stopped', raffle, at(10)],
  ] as const)('is %s when %s', (status, _why, window, when) => {
    expect(rafflePurchaseStatus(window, when)).toBe(status);
  });
});

describe('catalogue branding', () => {
  it('brands every lottery, with its offers as aliases and state overrides', async () => {
    const { products } = brandingResultSchema.parse(await catalogue.getBranding());
    const powerball = products.find((product) => product.id === 'powerball');
    expect(powerball?.aliases).toEqual(['powerball_syndicate']);
    const saturday = products.find((product) => product.id === 'saturday_lotto');
    expect(saturday?.regionOverrides.map((override) => override.brandingRegion)).toEqual(['QLD', 'SA']);
  });
});
