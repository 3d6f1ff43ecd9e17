import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { useNow } from '../../../lib/use-now';
import { LotteryCard } from '../components/lottery-card';
import { NO_DRAWS_TEXT, OfferGrid, WithOffers } from '../components/with-offers';
import { isLotteryOffer } from '../utils/offers';
import '../catalogue.css';

export function LottoTicketsRoute() {
  useDocumentTitle('Lotteries');
  const now = useNow();
  return (
    <>
      <h1>Lotteries</h1>
      <p className="page-intro">Every lottery and jackpot draw you can play, with its next draw.</p>
      <p>
        <Link to="/ticket-checker">Check your ticket</Link>
      </p>
      <WithOffers>
        {(offers) => {
          const lotteries = offers.filter(isLotteryOffer);
          if (lotteries.length === 0) return <EmptyState picture="nothing-found">{NO_DRAWS_TEXT}</EmptyState>;
          return (
            <OfferGrid>
              {lotteries.map((offer) => (
                <li key={offer.key}>
                  <LotteryCard offer={offer} now={now} headingLevel={2} />
                </li>
              ))}
            </OfferGrid>
          );
        }}
      </WithOffers>
    </>
  );
}
