// Where an offer's pages live and which capability they need: the web links and routes by these, and the
// server answers a page path (200 or 404, its title) by the same rule.
import type { Capability, ProductOffer } from '@fairdraw/contracts';

interface AddressedOffer extends Pick<ProductOffer, 'key' | 'url'> {
  urlAliases: readonly { url: string }[];
}

/** A URL or path as one lower-case segment without slashes: "/Oz-Lotto/" → "oz-lotto". */
function pathSegment(url: string): string {
  return url
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
}

/** The offer's page, e.g. /powerball; its `url` wins over its key. */
export function offerPath(offer: Pick<ProductOffer, 'key' | 'url'>): string {
  return `/${pathSegment(offer.url) || offer.key}`;
}

/** The offer a URL segment names: by url, an alias url, or key. */
export function findOffer<T extends AddressedOffer>(offers: readonly T[], segment: string): T | undefined {
  const wanted = pathSegment(segment);
  if (wanted === '') return undefined;
  return (
    offers.find((offer) => pathSegment(offer.url) === wanted) ??
    offers.find((offer) => offer.urlAliases.some((alias) => pathSegment(alias.url) === wanted)) ??
    offers.find((offer) => offer.key.toLowerCase() === wanted)
  );
}

/** The capability an offer's pages need (shop-core §6). */
export function offerCapability(offer: Pick<ProductOffer, 'displayCategory'>): Capability {
  if (offer.displayCategory === 'raffle') return 'charity_lotteries';
  if (offer.displayCategory === 'syndicate') return 'syndicates';
  return 'commercial_lotteries';
}
