import { useSearchParams } from 'react-router';
import type { Draw, Money, ProductOffer } from '@fairdraw/contracts';
import { fromWireMoney, hasCapabilities, jackpotText } from '@fairdraw/domain';
import { DrawDate } from '../../../components/ui/draw-date';
import { useConfig } from '../../../lib/api/get-config';
import { useProductOffers } from '../../../lib/api/get-product-offers';
import { useCapabilities } from '../../../lib/capabilities';
import { useDocumentTitle } from '../../../lib/document-title';
import {
  drawJackpotText,
  featuredRaffleDraw,
  findOffer,
  isLotteryOffer,
  isRaffleOffer,
  nextDraw,
  offerCapability,
  offerPath,
  rankedOffers,
} from '../utils/offers';
import '../feature-banner.css';

interface Feature {
  offer: ProductOffer;
  draw: Draw;
}

function featureOf(offer: ProductOffer): Feature | null {
  const draw = isRaffleOffer(offer) ? featuredRaffleDraw(offer) : nextDraw(offer);
  return draw ? { offer, draw } : null;
}

/** The lottery with the biggest known jackpot on sale, else the first in the shop's order. */
function biggestJackpot(offers: readonly ProductOffer[]): Feature | null {
  const features = offers
    .filter(isLotteryOffer)
    .map(featureOf)
    .filter((feature) => feature !== null);
  const pool = (feature: Feature) =>
    feature.draw.prizePool && !feature.draw.isPrizePoolUnknown ? fromWireMoney(feature.draw.prizePool) : -1;
  return features.reduce<Feature | null>(
    (best, feature) => (best === null || pool(feature) > pool(best) ? feature : best),
    null,
  );
}

/** A raffle's first prize the way jackpots are written: "$1.2 Million". */
function prizeText(value: Money): string {
  return jackpotText({ prizePoolCents: fromWireMoney(value), isPrizePoolUnknown: false });
}

/**
 * The banner's link: the offer's page on this shop, keeping the campaign's `utm_` tags. From the root of
 * this site: in the frame it resolves against the banner's own address, which is the shop's, and the
 * server draws it knowing no address (decision 0062).
 */
function playUrl(path: string, params: URLSearchParams): string {
  const query = new URLSearchParams([...params].filter(([name]) => name.startsWith('utm_')));
  return query.size > 0 ? `${path}?${query}` : path;
}

/**
 * /marketing/feature-banner: one game's next draw as a small banner that e-mails and partner sites show
 * in a frame (the server lets any site frame this page and no other). `?offer=<key>` picks the game;
 * by default it is the biggest lottery jackpot on sale. Its link opens the shop in the whole window.
 */
export function FeatureBannerRoute() {
  const [params] = useSearchParams();
  const { siteName } = useConfig();
  const capabilities = useCapabilities();
  const result = useProductOffers().data;
  useDocumentTitle(`Play with ${siteName}`);
  const offers = result
    ? rankedOffers(result).filter((offer) => hasCapabilities(capabilities, offerCapability(offer)))
    : [];
  const named = params.get('offer');
  const namedOffer = named ? findOffer(offers, named) : undefined;
  const feature = (namedOffer && featureOf(namedOffer)) ?? biggestJackpot(offers);

  if (!feature)
    return (
      <main className="feature-banner">
        <h1 className="feature-banner-headline">{siteName}</h1>
        <a className="button" href={playUrl('/', params)} target="_top">
          Visit {siteName}
        </a>
      </main>
    );
  const { offer, draw } = feature;
  const raffle = draw.drawData;
  return (
    <main className="feature-banner">
      <div className="feature-banner-text">
        <h1 className="feature-banner-game">{offer.name}</h1>
        <p className="feature-banner-headline">
          {raffle ? `Win ${prizeText(raffle.value)}` : drawJackpotText(draw)}
        </p>
        {raffle ? <p className="feature-banner-prize">{raffle.name}</p> : null}
        <p className="feature-banner-when">
          {raffle ? 'Sales close' : 'Draw'}{' '}
          <DrawDate iso={raffle ? raffle.drawStop : draw.date} style="short" />
        </p>
      </div>
      <a className="button feature-banner-play" href={playUrl(offerPath(offer), params)} target="_top">
        Play now<span className="visually-hidden">{`: ${offer.name} at ${siteName}`}</span>
      </a>
      <p className="feature-banner-fine">18+ only. Gamble responsibly.</p>
    </main>
  );
}
