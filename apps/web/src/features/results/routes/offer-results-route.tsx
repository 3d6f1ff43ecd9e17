import type { ReactNode } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import type { ResultKey } from '@fairdraw/contracts';
import { coercePageNumber, lastPageOf } from '@fairdraw/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { Pagination } from '../../../components/ui/pagination';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePastResults } from '../api/get-past-results';
import { ResultCard } from '../components/result-card';
import { ResultHeading } from '../components/result-heading';
import { ResultOfferGate } from '../components/result-offer-gate';
import {
  archiveDateText,
  archivePath,
  monthsWithResults,
  offerResultsPath,
  raffleWinnersPath,
  resultsListPath,
  statisticsPath,
  TICKET_CHECKER_PATH,
} from '../utils/results-paths';
import '../results.css';

/** /:productOfferKey/results?page=n: one game's drawn draws, newest first, 5 a page. */
export function OfferResultsRoute({ notFound }: { notFound: ReactNode }) {
  const { productOfferKey = '' } = useParams();
  return (
    <ResultOfferGate segment={productOfferKey} notFound={notFound}>
      {(offer) => <OfferResults offer={offer} />}
    </ResultOfferGate>
  );
}

const pageHref = (offer: ResultKey, page: number) =>
  page <= 1 ? offerResultsPath(offer.url) : `${offerResultsPath(offer.url)}?page=${page}`;

function OfferResults({ offer }: { offer: ResultKey }) {
  const [search] = useSearchParams();
  const rawPage = search.get('page');
  const page = coercePageNumber(rawPage ?? undefined);
  useDocumentTitle(page > 1 ? `${offer.name} results, page ${page}` : `${offer.name} results`);
  const query = usePastResults({ productOfferKey: offer.productOfferKey }, page);
  if (rawPage !== null && rawPage !== String(page)) return <Navigate to={pageHref(offer, page)} replace />;
  if (rawPage === '1') return <Navigate to={pageHref(offer, 1)} replace />;

  let content;
  if (query.isPending) {
    content = <ListSkeleton label="Loading results" count={3} />;
  } else if (query.isError) {
    content = (
      <ErrorState
        message={`We couldn't load the ${offer.name} results.`}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const { results, pageInfo } = query.data;
    content = (
      <>
        {results.length > 0 ? (
          <ul className="plain-list result-cards">
            {results.map((result) => (
              <ResultCard key={result.drawNo} result={result} />
            ))}
          </ul>
        ) : page === 1 ? (
          <EmptyState>
            {offer.name} has no results yet. They appear here once its next draw is drawn.
          </EmptyState>
        ) : (
          <EmptyState>
            There are no results on page {page}. <Link to={pageHref(offer, 1)}>Go to page 1</Link>
          </EmptyState>
        )}
        <Pagination
          classPrefix="results-pager"
          page={page}
          lastPage={lastPageOf({ page, count: results.length, pageInfo })}
          hrefFor={(n) => pageHref(offer, n)}
        />
      </>
    );
  }

  const months = monthsWithResults(offer);
  return (
    <div className="results-page">
      <p className="results-back">
        <Link to={resultsListPath()}>All results</Link>
      </p>
      <ResultHeading offer={offer}>{offer.name} results</ResultHeading>
      {offer.category === 'raffles' ? (
        <p>
          <Link to={raffleWinnersPath(offer.url)}>See the winning tickets</Link>
        </p>
      ) : (
        <ul className="plain-list results-tools">
          <li>
            <Link to={statisticsPath(offer.url)}>{offer.name} number statistics</Link>
          </li>
          <li>
            <Link to={TICKET_CHECKER_PATH}>Check your ticket</Link>
          </li>
        </ul>
      )}
      {content}
      {months.length > 0 ? (
        <nav className="results-archive" aria-labelledby="archive-heading">
          <h2 id="archive-heading">Results by month</h2>
          <ul className="plain-list results-archive-list">
            {months.map((month) => (
              <li key={`${month.year}-${month.month}`}>
                <Link to={archivePath(offer.url, month)}>{archiveDateText(month)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
