// How the shop lists and addresses product offers. Money, jackpot, draw wording and game-type rules
// live in @fairdraw/domain; this file only orders, filters and links what the server sent.
import type { Capability, Draw, ProductOffer, ProductOffersResult } from '@fairdraw/contracts';
import { fromWireMoney, jackpotText } from '@fairdraw/domain';

/** Available offers in the server's ranking order; offers missing from the ranking go last. */
export function rankedOffers(result: ProductOffersResult): ProductOffer[] {
  const rank = new Map(result.ranking.map((key, index) => [key, index]));
  const position = (offer: ProductOffer) => rank.get(offer.key) ?? result.ranking.length;
  return result.offers
    .filter((offer) => offer.availability === 'available')
    .sort((a, b) => position(a) - position(b));
}

export function isLotteryOffer(offer: ProductOffer): boolean {
  return offer.displayCategory === 'lottery' || offer.displayCategory === 'jackpot';
}

export function isRaffleOffer(offer: ProductOffer): boolean {
  return offer.displayCategory === 'raffle';
}

export function isSyndicateOffer(offer: ProductOffer): boolean {
  return offer.displayCategory === 'syndicate';
}

/** The capability an offer's pages need (shop-core §6). */
export function offerCapability(offer: ProductOffer): Capability {
  if (isRaffleOffer(offer)) return 'charity_lotteries';
  if (isSyndicateOffer(offer)) return 'syndicates';
  return 'commercial_lotteries';
}

function pathSegment(url: string): string {
  return url
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
}

/** The offer's page, e.g. /powerball; its `url` wins over its key. */
export function offerPath(offer: ProductOffer): string {
  return `/${pathSegment(offer.url) || offer.key}`;
}

/** The offer a URL segment names: by url, an alias url, or key. */
export function findOffer(offers: readonly ProductOffer[], segment: string): ProductOffer | undefined {
  const wanted = pathSegment(segment);
  if (wanted === '') return undefined;
  return (
    offers.find((offer) => pathSegment(offer.url) === wanted) ??
    offers.find((offer) => offer.urlAliases.some((alias) => pathSegment(alias.url) === wanted)) ??
    offers.find((offer) => offer.key.toLowerCase() === wanted)
  );
}

const byDate = (a: Draw, b: Draw) => Date.parse(a.date) - Date.parse(b.date);

/** Draws still open for sale, soonest first. */
export function openDraws(offer: ProductOffer): Draw[] {
  return offer.draws.filter((draw) => draw.state === 'DRAW_OPEN').sort(byDate);
}

export function nextDraw(offer: ProductOffer): Draw | undefined {
  return openDraws(offer)[0];
}

/** Only raffle draws open or on pre-order are featured or sold (shop-core §3). */
export function isRaffleDrawOnSale(draw: Draw): boolean {
  return draw.purchaseStatus === 'open' || draw.purchaseStatus === 'pre_order';
}

export function featuredRaffleDraw(offer: ProductOffer): Draw | undefined {
  return [...offer.draws].sort(byDate).find(isRaffleDrawOnSale);
}

/** Raffles with a draw on sale (open or pre-order), each with that draw. */
export function rafflesOnSale(offers: readonly ProductOffer[]): Array<{ offer: ProductOffer; draw: Draw }> {
  return offers.filter(isRaffleOffer).flatMap((offer) => {
    const draw = featuredRaffleDraw(offer);
    return draw ? [{ offer, draw }] : [];
  });
}

/** The jackpot wording of a draw's prize pool: "$20 Million", "Announced soon". */
export function drawJackpotText(draw: Draw): string {
  return jackpotText({
    prizePoolCents: draw.prizePool ? fromWireMoney(draw.prizePool) : null,
    isPrizePoolUnknown: draw.isPrizePoolUnknown,
    prizePoolSuffix: draw.prizePoolSuffix,
  });
}
