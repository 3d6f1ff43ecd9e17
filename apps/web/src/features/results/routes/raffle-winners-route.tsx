import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { DrawResultSummary, ResultKey } from '@fairdraw/contracts';
import { DrawDate } from '../../../components/ui/draw-date';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDrawWinners } from '../api/get-draw-winners';
import { usePastResults } from '../api/get-past-results';
import { ResultHeading } from '../components/result-heading';
import { ResultOfferGate } from '../components/result-offer-gate';
import { drawResultPath, offerResultsPath } from '../utils/results-paths';
import '../results.css';

/** /:productOfferKey/winners: a charity raffle's winning tickets and the causes they support. */
export function RaffleWinnersRoute({ notFound }: { notFound: ReactNode }) {
  const { productOfferKey = '' } = useParams();
  return (
    <ResultOfferGate segment={productOfferKey} notFound={notFound}>
      {(offer) => (offer.category === 'raffles' ? <RaffleWinners offer={offer} /> : notFound)}
    </ResultOfferGate>
  );
}

function RaffleWinners({ offer }: { offer: ResultKey }) {
  useDocumentTitle(`${offer.name} winners`);
  const query = usePastResults({ productOfferKey: offer.productOfferKey }, 1);

  let content;
  if (query.isPending) {
    content = <ListSkeleton label="Loading winners" count={2} />;
  } else if (query.isError) {
    content = <ErrorState message="We couldn't load the winners." onRetry={() => void query.refetch()} />;
  } else if (query.data.results.length === 0) {
    content = (
      <EmptyState>
        No {offer.name} draw has been drawn yet. The winner appears here after the draw.
      </EmptyState>
    );
  } else {
    content = (
      <ul className="plain-list result-cards">
        {query.data.results.map((result) => (
          <DrawWinnersCard key={result.drawNo} offer={offer} result={result} />
        ))}
      </ul>
    );
  }

  return (
    <div className="results-page">
      <p className="results-back">
        <Link to={offerResultsPath(offer.url)}>All {offer.name} results</Link>
      </p>
      <ResultHeading offer={offer}>{offer.name} winners</ResultHeading>
      <p className="page-intro">Winning tickets of the latest draws. Winners are told by e-mail.</p>
      {content}
    </div>
  );
}

function DrawWinnersCard({ offer, result }: { offer: ResultKey; result: DrawResultSummary }) {
  const winners = useDrawWinners(offer.productOfferKey, result.drawNo);
  const headingId = `winners-${result.drawNo}`;
  return (
    <li className="result-card" aria-labelledby={headingId}>
      <h2 className="result-card-title" id={headingId}>
        Draw {result.drawNo}
        {result.rafflePrize ? `: ${result.rafflePrize.name}` : ''}
      </h2>
      <p className="result-card-date">
        <DrawDate iso={result.drawDate} />
      </p>
      {winners.isPending ? (
        <ListSkeleton label={`Loading the winners of draw ${result.drawNo}`} count={1} />
      ) : winners.isError ? (
        <ErrorState message="We couldn't load this draw's winners." onRetry={() => void winners.refetch()} />
      ) : winners.data.tickets.length === 0 ? (
        <p>No ticket was sold in this draw, so there is no winner.</p>
      ) : (
        <table className="winners-table">
          <caption className="visually-hidden">Winning tickets of draw {result.drawNo}</caption>
          <thead>
            <tr>
              <th scope="col">Ticket</th>
              <th scope="col">Cause supported</th>
            </tr>
          </thead>
          <tbody>
            {winners.data.tickets.map((ticket) => (
              <tr key={ticket.ticketNumber}>
                <th scope="row">{ticket.ticketNumber}</th>
                <td>{ticket.cause?.name ?? 'The raffle’s causes'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="result-card-links">
        <Link to={drawResultPath(offer.url, result.drawNo)}>Full results of draw {result.drawNo}</Link>
      </p>
    </li>
  );
}
