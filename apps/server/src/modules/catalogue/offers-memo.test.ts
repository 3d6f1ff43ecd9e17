import { describe, expect, it } from 'vitest';
import type { ProductOffer, ProductOffersResult } from '@fairdraw/contracts';
import { createMemoryCache } from '../../lib/cache';
import { CART_DRAW_WINDOW, createOffersMemo, OFFERS_MEMO_MS, type ReadCatalogue } from './offers-memo';

const STOP = Date.parse('2026-11-28T08:30:00Z');

/** Enough of an offer for the memo: its key and its first draw's stop. */
const offer = (key: string, stop = STOP) =>
  ({ key, draws: [{ stop: new Date(stop).toISOString(), drawData: null }] }) as unknown as ProductOffer;

function fakeCatalogue(offers: ProductOffer[] = [offer('powerball'), offer('saturday_lotto')]) {
  const reads: Array<{ pricing: string; query: Parameters<ReadCatalogue>[1] }> = [];
  const read: ReadCatalogue = async (pricing, query) => {
    reads.push({ pricing, query });
    const wanted = query.offerKeys ? offers.filter((item) => query.offerKeys!.includes(item.key)) : offers;
    const restrictions = query.offerKeys
      ? []
      : [{ type: 'licensing_restriction', productOfferKey: 'powerball', regions: ['SA'] }];
    return { offers: wanted, restrictions } as unknown as ProductOffersResult;
  };
  return { read, reads };
}

const at = (ms: number) => new Date(ms);

describe('the offers memo', () => {
  it('reads a pricing’s catalogue once and answers the next calls from memory', async () => {
    const { read, reads } = fakeCatalogue();
    const memo = createOffersMemo(read, createMemoryCache(), () => 0);
    const first = await memo.offersFor('web', ['powerball'], at(STOP - 60_000));
    const second = await memo.offersFor('web', ['saturday_lotto', 'no_such_offer'], at(STOP - 30_000));
    expect([...first.keys()]).toEqual(['powerball']);
    expect([...second.keys()]).toEqual(['saturday_lotto']);
    // The licensing restrictions come with the same read.
    expect(await memo.restrictionsOf('web', at(STOP - 30_000))).toEqual([
      { type: 'licensing_restriction', productOfferKey: 'powerball', regions: ['SA'] },
    ]);
    expect(reads).toEqual([{ pricing: 'web', query: { numDraws: CART_DRAW_WINDOW } }]);
    await memo.offersFor('staff', ['powerball'], at(STOP - 30_000));
    expect(reads).toHaveLength(2); // another pricing, another read
  });

  it('reads again once a listed draw stops selling, or when the shop’s clock goes back', async () => {
    const { read, reads } = fakeCatalogue();
    const memo = createOffersMemo(read, createMemoryCache(), () => 0);
    await memo.offersFor('web', ['powerball'], at(STOP - 60_000));
    await memo.offersFor('web', ['powerball'], at(STOP - 1));
    expect(reads).toHaveLength(1);
    await memo.offersFor('web', ['powerball'], at(STOP));
    expect(reads).toHaveLength(2);
    await memo.offersFor('web', ['powerball'], at(STOP - 60_000));
    expect(reads).toHaveLength(3);
  });

  it('reads again a few seconds later by the machine’s clock, and when the catalogue is dropped', async () => {
    const { read, reads } = fakeCatalogue();
    const cache = createMemoryCache();
    let machine = 0;
    const memo = createOffersMemo(read, cache, () => machine);
    const now = at(STOP - 60_000);
    await memo.offersFor('web', ['powerball'], now);
    machine = OFFERS_MEMO_MS - 1;
    await memo.offersFor('web', ['powerball'], now);
    expect(reads).toHaveLength(1);
    machine = OFFERS_MEMO_MS;
    await memo.offersFor('web', ['powerball'], now);
    expect(reads).toHaveLength(2);
    await cache.deletePrefix('offers:');
    await memo.offersFor('web', ['powerball'], now);
    expect(reads).toHaveLength(3);
    await cache.deletePrefix('cms:'); // not the catalogue
    await memo.offersFor('web', ['powerball'], now);
    expect(reads).toHaveLength(3);
  });

  it('shares one read between calls that arrive together, and keeps no failed read', async () => {
    const { read, reads } = fakeCatalogue();
    let failNext = true;
    const flaky: ReadCatalogue = async (...args) => {
      if (failNext) {
        failNext = false;
        throw new Error('database away');
      }
      return read(...args);
    };
    const memo = createOffersMemo(flaky, createMemoryCache(), () => 0);
    const now = at(STOP - 60_000);
    await expect(memo.offersFor('web', ['powerball'], now)).rejects.toThrow('database away');
    await Promise.all([1, 2, 3].map(() => memo.offersFor('web', ['powerball'], now)));
    expect(reads).toHaveLength(1);
  });

  it('reads the keys asked for from the database when asked for fresh offers', async () => {
    const { read, reads } = fakeCatalogue();
    const memo = createOffersMemo(read, createMemoryCache(), () => 0);
    const now = at(STOP - 60_000);
    await memo.offersFor('web', ['powerball'], now);
    const fresh = await memo.offersFor('web', ['saturday_lotto', 'saturday_lotto'], now, { fresh: true });
    expect([...fresh.keys()]).toEqual(['saturday_lotto']);
    expect(reads[1]).toEqual({
      pricing: 'web',
      query: { numDraws: CART_DRAW_WINDOW, offerKeys: ['saturday_lotto'] },
    });
    expect(await memo.offersFor('web', [], now)).toEqual(new Map());
    expect(reads).toHaveLength(2);
  });
});
