import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/list-states';
import { useConfig } from '../../../lib/api/get-config';
import { CapabilityGate } from '../../../lib/capabilities';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslations } from '../../../lib/api/get-translations';
import { useProductOffers } from '../../../lib/api/get-product-offers';
import { useNow } from '../../../lib/use-now';
import { JackpotHero } from '../components/jackpot-hero';
import { LotteryCard } from '../components/lottery-card';
import { RaffleCard } from '../components/raffle-card';
import { NO_DRAWS_TEXT, OfferGrid, WithOffers } from '../components/with-offers';
import { biggestJackpot, isLotteryOffer, rafflesOnSale, rankedOffers } from '../utils/offers';
import '../catalogue.css';

/** How many cards each featured row shows. */
const FEATURED_COUNT = 6;

/**
 * `highlights` (the reasons to buy here) shows under the hero, and `recommended` (the draws the placement
 * service recommends) after it; the app places both.
 */
export function HomeRoute({ highlights, recommended }: { highlights?: ReactNode; recommended?: ReactNode }) {
  useDocumentTitle();
  const { siteName } = useConfig();
  const now = useNow();
  // The hero's words are the content team's, from the translation service; these are the defaults.
  const words = useTranslations('home');
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">
          {words.text('home.hero.title', 'Big jackpots and good causes, all in one place')}
        </h1>
        <CapabilityGate require="commercial_lotteries">
          <BiggestJackpot />
        </CapabilityGate>
        <p>
          {words.text(
            'home.hero.subtitle',
            `${siteName} sells tickets in Australian lotteries and in charity raffles that fund causes close to home.`,
          )}
        </p>
        <div className="hero-actions">
          <CapabilityGate require="commercial_lotteries">
            <Link className="button" to="/lotto-tickets">
              See the lotteries
            </Link>
          </CapabilityGate>
          <CapabilityGate require="charity_lotteries">
            <Link className="button button-secondary" to="/charity-tickets">
              See the charity raffles
            </Link>
          </CapabilityGate>
        </div>
      </section>

      {highlights}
      {recommended}

      <CapabilityGate require="commercial_lotteries">
        <section className="page-section lazy-render" aria-labelledby="featured-lotteries">
          <h2 id="featured-lotteries">Featured lotteries</h2>
          <WithOffers>
            {(offers) => {
              const lotteries = offers.filter(isLotteryOffer).slice(0, FEATURED_COUNT);
              if (lotteries.length === 0) return <EmptyState>{NO_DRAWS_TEXT}</EmptyState>;
              return (
                <OfferGrid>
                  {lotteries.map((offer) => (
                    <li key={offer.key}>
                      <LotteryCard offer={offer} now={now} />
                    </li>
                  ))}
                </OfferGrid>
              );
            }}
          </WithOffers>
        </section>
      </CapabilityGate>

      <CapabilityGate require="charity_lotteries">
        <section className="page-section lazy-render" aria-labelledby="featured-raffles">
          <h2 id="featured-raffles">Featured charity raffles</h2>
          <WithOffers>
            {(offers) => {
              const raffles = rafflesOnSale(offers);
              if (raffles.length === 0) return <EmptyState>{NO_DRAWS_TEXT}</EmptyState>;
              return (
                <OfferGrid>
                  {raffles.slice(0, FEATURED_COUNT).map(({ offer, draw }) => (
                    <li key={offer.key}>
                      <RaffleCard offer={offer} draw={draw} />
                    </li>
                  ))}
                </OfferGrid>
              );
            }}
          </WithOffers>
        </section>
      </CapabilityGate>
    </>
  );
}

/**
 * The biggest jackpot on sale beside the hero's words. Nothing while the offers load or when none has an
 * announced jackpot: the words and the featured rows below still lead the way.
 */
function BiggestJackpot() {
  const offers = useProductOffers().data;
  const biggest = offers ? biggestJackpot(rankedOffers(offers)) : null;
  return biggest ? <JackpotHero offer={biggest.offer} draw={biggest.draw} /> : null;
}
