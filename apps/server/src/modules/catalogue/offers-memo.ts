// The catalogue as carts price it, kept by this process for a few seconds (decision 0058). A cart call
// (add, change, read) used to read offers, draws and causes: three statements on every call, for data
// that changes a few times a day. The memo holds a pricing's whole catalogue, every offer with its next
// draws, and is rebuilt:
//   - when the first draw it lists stops selling, by the shop's clock, so a closed draw is never
//     offered from memory, and when that clock is moved back;
//   - a few seconds after it was read, by the machine's clock, so a sold-out raffle or a new draw in the
//     schedule shows within that time;
//   - when the shared cache drops the catalogue (`offers:`), here or in any process.
// A purchase prices from the database (`fresh`): the memo only decides what a cart shows and accepts.
import type { ProductOffer, ProductOffersResult, Restriction } from '@fairdraw/contracts';
import type { Cache } from '../../lib/cache';

/** Draws per offer a cart looks at: a multi-draw ticket may start this far ahead. */
export const CART_DRAW_WINDOW = 20;
/** How long a read stands, by the machine's clock. */
export const OFFERS_MEMO_MS = 5_000;
/** The shared cache's prefix of catalogue reads; dropping it drops the memo too. */
export const OFFERS_CACHE_PREFIX = 'offers:';

export type ReadCatalogue = (
  pricing: string,
  query: { numDraws: number; offerKeys?: string[] },
  now: Date,
) => Promise<ProductOffersResult>;

interface Catalogue {
  offers: Map<string, ProductOffer>;
  /** Where each offer may not be sold (decision 0045). */
  restrictions: Restriction[];
}

interface Kept {
  catalogue: Promise<Catalogue>;
  /** The shop's clock when read, and the first moment after it at which a listed draw changes. */
  readAt: number;
  changesAt: number;
  /** The machine's clock after which it is read again. */
  expiresAt: number;
}

/** The first time after `from` at which a listed draw stops selling or opens pre-orders. */
export function firstOfferChange(offers: readonly ProductOffer[], from: number): number {
  let first = Number.POSITIVE_INFINITY;
  for (const offer of offers)
    for (const draw of offer.draws)
      for (const time of [draw.stop, draw.drawData?.drawPreOrderStartDate]) {
        const at = time ? Date.parse(time) : Number.NaN;
        if (at > from && at < first) first = at;
      }
  return first;
}

export interface OffersMemo {
  /**
   * The offers of these keys (those the pricing sells) as the pricing sells them at `now`; `fresh`
   * reads them from the database, past the memo.
   */
  offersFor(
    pricing: string,
    keys: readonly string[],
    now: Date,
    options?: { fresh?: boolean },
  ): Promise<Map<string, ProductOffer>>;
  /** The offers' licensing restrictions, from the same read as the pricing's offers. */
  restrictionsOf(pricing: string, now: Date): Promise<Restriction[]>;
}

const byKey = (offers: readonly ProductOffer[]) => new Map(offers.map((offer) => [offer.key, offer]));

export function createOffersMemo(
  read: ReadCatalogue,
  cache: Pick<Cache, 'onDrop'>,
  machineNow: () => number = () => performance.now(),
): OffersMemo {
  const kept = new Map<string, Kept>();
  cache.onDrop((prefix) => {
    if (prefix.startsWith(OFFERS_CACHE_PREFIX) || OFFERS_CACHE_PREFIX.startsWith(prefix)) kept.clear();
  });

  function catalogueOf(pricing: string, now: Date): Promise<Catalogue> {
    const at = now.getTime();
    const current = kept.get(pricing);
    if (current && at >= current.readAt && at < current.changesAt && machineNow() < current.expiresAt)
      return current.catalogue;
    const entry: Kept = {
      catalogue: Promise.resolve({ offers: new Map(), restrictions: [] }),
      readAt: at,
      changesAt: Number.POSITIVE_INFINITY,
      expiresAt: machineNow() + OFFERS_MEMO_MS,
    };
    // Calls that arrive while it is read wait for the same read.
    entry.catalogue = read(pricing, { numDraws: CART_DRAW_WINDOW }, now).then(({ offers, restrictions }) => {
      entry.changesAt = firstOfferChange(offers, at);
      return { offers: byKey(offers), restrictions };
    });
    kept.set(pricing, entry);
    // A failed read is not kept: the next call tries again.
    entry.catalogue.catch(() => {
      if (kept.get(pricing) === entry) kept.delete(pricing);
    });
    return entry.catalogue;
  }

  return {
    async offersFor(pricing, keys, now, options) {
      if (keys.length === 0) return new Map();
      if (options?.fresh) {
        const offerKeys = [...new Set(keys)];
        return byKey((await read(pricing, { numDraws: CART_DRAW_WINDOW, offerKeys }, now)).offers);
      }
      const { offers } = await catalogueOf(pricing, now);
      const found = new Map<string, ProductOffer>();
      for (const key of keys) {
        const offer = offers.get(key);
        if (offer) found.set(key, offer);
      }
      return found;
    },

    async restrictionsOf(pricing, now) {
      return (await catalogueOf(pricing, now)).restrictions;
    },
  };
}
