import { EmptyState } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { RaffleCard } from '../components/raffle-card';
import { NO_DRAWS_TEXT, OfferGrid, WithOffers } from '../components/with-offers';
import { rafflesOnSale } from '../utils/offers';
import '../catalogue.css';

export function CharityTicketsRoute() {
  useDocumentTitle('Charity raffles');
  return (
    <>
      <h1>Charity raffles</h1>
      <p className="page-intro">Win great prizes while your ticket raises money for Australian causes.</p>
      <WithOffers>
        {(offers) => {
          const raffles = rafflesOnSale(offers);
          if (raffles.length === 0) return <EmptyState picture="nothing-found">{NO_DRAWS_TEXT}</EmptyState>;
          return (
            <OfferGrid>
              {raffles.map(({ offer, draw }, index) => (
                <li key={offer.key}>
                  {/* The page opens with the cards: the first card's picture is in view at once. */}
                  <RaffleCard offer={offer} draw={draw} headingLevel={2} aboveTheFold={index === 0} />
                </li>
              ))}
            </OfferGrid>
          );
        }}
      </WithOffers>
    </>
  );
}
