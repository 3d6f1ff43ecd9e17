import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ResultKey } from '@fairdraw/contracts';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { useArchivedResults } from '../api/get-archived-results';
import { ResultCard } from '../components/result-card';
import { ResultHeading } from '../components/result-heading';
import { ResultOfferGate } from '../components/result-offer-gate';
import {
  archiveDateText,
  offerResultsPath,
  parseArchiveDate,
  sydneyDate,
  type ArchiveDate,
} from '../utils/results-paths';
import '../results.css';

/**
 * /:productOfferKey/results/:date: a month (2026-11) or one day (2026-11-21) of a game's results, in
 * Sydney time (decision 0015). Any other date segment is the app's 404.
 */
export function ArchivedResultsRoute({ notFound }: { notFound: ReactNode }) {
  const { productOfferKey = '', date = '' } = useParams();
  const archiveDate = parseArchiveDate(date);
  if (!archiveDate) return <>{notFound}</>;
  return (
    <ResultOfferGate segment={productOfferKey} notFound={notFound}>
      {(offer) => <ArchivedResults offer={offer} date={archiveDate} />}
    </ResultOfferGate>
  );
}

function ArchivedResults({ offer, date }: { offer: ResultKey; date: ArchiveDate }) {
  const when = archiveDateText(date);
  useDocumentTitle(`${offer.name} results, ${when}`);
  const query = useArchivedResults(offer.productOfferKey, date.year, date.month);

  let content;
  if (query.isPending) {
    content = <ListSkeleton label="Loading results" count={3} />;
  } else if (query.isError) {
    content = <ErrorState message="We couldn't load these results." onRetry={() => void query.refetch()} />;
  } else {
    const results =
      date.day === undefined
        ? query.data.results
        : query.data.results.filter((result) => sydneyDate(result.drawDate).day === date.day);
    content =
      results.length > 0 ? (
        <ul className="plain-list result-cards">
          {results.map((result) => (
            <ResultCard key={result.drawNo} result={result} />
          ))}
        </ul>
      ) : (
        <EmptyState>
          {offer.name} had no draws {date.day === undefined ? 'in' : 'on'} {when}.{' '}
          <Link to={offerResultsPath(offer.url)}>See the latest results</Link>
        </EmptyState>
      );
  }

  return (
    <div className="results-page">
      <p className="results-back">
        <Link to={offerResultsPath(offer.url)}>All {offer.name} results</Link>
      </p>
      <ResultHeading offer={offer}>
        {offer.name} results, {when}
      </ResultHeading>
      {content}
    </div>
  );
}
