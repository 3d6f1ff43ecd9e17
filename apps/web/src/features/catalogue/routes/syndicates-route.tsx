import { EmptyState } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { SyndicateCard } from '../components/syndicate-card';
import { OfferGrid, WithOffers } from '../components/with-offers';
import { isSyndicateOffer } from '../utils/offers';
import '../catalogue.css';

export function SyndicatesRoute() {
  useDocumentTitle('Syndicates');
  return (
    <>
      <h1>Syndicates</h1>
      <p className="page-intro">
        Buy a share in a group of tickets: more games in every draw, prizes shared.
      </p>
      <WithOffers>
        {(offers) => {
          const syndicates = offers.filter(isSyndicateOffer);
          if (syndicates.length === 0) {
            return (
              <EmptyState picture="nothing-found">
                No syndicates are open right now — check back soon.
              </EmptyState>
            );
          }
          return (
            <OfferGrid>
              {syndicates.map((offer) => (
                <li key={offer.key}>
                  <SyndicateCard offer={offer} headingLevel={2} />
                </li>
              ))}
            </OfferGrid>
          );
        }}
      </WithOffers>
    </>
  );
}
