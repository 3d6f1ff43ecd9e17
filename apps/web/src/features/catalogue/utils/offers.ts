// How the shop lists and addresses product offers. Money, jackpot, draw wording and game-type rules
// live in @fairdraw/domain; this file only orders, filters and links what the server sent.
import type { Draw, ProductOffer, ProductOffersResult } from '@fairdraw/contracts';
import { formatMoney, fromWireMoney, jackpotText } from '@fairdraw/domain';

export { findOffer, offerCapability, offerPath } from '@fairdraw/domain';

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

/** The draw's prize pool in cents, or null when it is not announced. */
function prizePoolCents(draw: Draw): number | null {
  return draw.prizePool && !draw.isPrizePoolUnknown ? fromWireMoney(draw.prizePool) : null;
}

/**
 * The lottery whose next draw has the biggest announced jackpot, with that draw: what the home page
 * opens with. A prize paid monthly ("$20k a month") is compared by its monthly amount, as it reads.
 */
export function biggestJackpot(offers: readonly ProductOffer[]): { offer: ProductOffer; draw: Draw } | null {
  let best: { offer: ProductOffer; draw: Draw; cents: number } | null = null;
  for (const offer of offers.filter(isLotteryOffer)) {
    const draw = nextDraw(offer);
    const cents = draw ? prizePoolCents(draw) : null;
    if (draw && cents !== null && (best === null || cents > best.cents)) best = { offer, draw, cents };
  }
  return best && { offer: best.offer, draw: best.draw };
}

/**
 * What the cheapest way in costs, in cents: the cheapest bundle of tickets a draw offers, else the price
 * of one game (an entry of more numbers costs the games it stands for); null when neither is known.
 */
export function cheapestPrice(
  offer: ProductOffer,
  draw: Draw | undefined,
): { cents: number; per: 'game' | 'bundle'; tickets: number } | null {
  const bundles = (draw?.offers ?? []).map((bundle) => ({
    cents: fromWireMoney(bundle.price),
    per: 'bundle' as const,
    tickets: bundle.numTickets,
  }));
  const games = offer.gameTypes.flatMap((type) =>
    type.gameOffers.map((game) => ({
      cents: fromWireMoney(game.pricePerGame),
      per: 'game' as const,
      tickets: 1,
    })),
  );
  const choices = bundles.length > 0 ? bundles : games;
  return choices.reduce<(typeof choices)[number] | null>(
    (cheapest, choice) => (cheapest === null || choice.cents < cheapest.cents ? choice : cheapest),
    null,
  );
}

/** "From $1.75 a game", "From $5.00 for 1 ticket". */
export function priceFromText(offer: ProductOffer, draw: Draw | undefined): string | null {
  const price = cheapestPrice(offer, draw);
  if (!price) return null;
  const amount = formatMoney(price.cents);
  if (price.per === 'game') return `From ${amount} a game`;
  return `From ${amount} for ${price.tickets} ${price.tickets === 1 ? 'ticket' : 'tickets'}`;
}
