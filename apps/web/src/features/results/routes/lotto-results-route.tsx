import type { ReactNode } from 'react';
import { Link, Navigate, NavLink, useParams } from 'react-router';
import type { ResultCategory } from '@fairdraw/contracts';
import { coercePageNumber, lastPageOf, pagedPath } from '@fairdraw/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { Pagination } from '../../../components/ui/pagination';
import { useHasCapabilities } from '../../../lib/capabilities';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePastResults } from '../api/get-past-results';
import { ResultCard } from '../components/result-card';
import { resultsListPath } from '../utils/results-paths';
import '../results.css';

const TITLES: Record<ResultCategory | 'all', string> = {
  all: 'Lotto results',
  lotteries: 'Lottery results',
  raffles: 'Charity raffle results',
};

interface ListProps {
  notFound: ReactNode;
}

/** /lotto-results[/:page]: the latest draw of every game, all of them on the first page. */
export function AllResultsRoute({ notFound }: ListProps) {
  return <ResultsListRoute category={undefined} notFound={notFound} />;
}

/** /lotto-results/lotteries[/:page] */
export function LotteryResultsRoute({ notFound }: ListProps) {
  return <ResultsListRoute category="lotteries" notFound={notFound} />;
}

/** /lotto-results/raffles[/:page] */
export function RaffleResultsRoute({ notFound }: ListProps) {
  return <ResultsListRoute category="raffles" notFound={notFound} />;
}

/**
 * Page numbers are coerced to a whole number of at least 1 (shop-core §5) and a non-canonical
 * address (/1, /abc, /2.5) is replaced by the canonical one, so every page has one URL.
 */
function ResultsListRoute({ category, notFound }: { category: ResultCategory | undefined } & ListProps) {
  const { page: rawPage } = useParams();
  const lotteries = useHasCapabilities('commercial_lotteries');
  const raffles = useHasCapabilities('charity_lotteries');
  const allowed =
    category === 'lotteries' ? lotteries : category === 'raffles' ? raffles : lotteries || raffles;
  if (!allowed) return <>{notFound}</>;

  const page = coercePageNumber(rawPage);
  const basePath = resultsListPath(category);
  const canonical = pagedPath(basePath, page);
  if (rawPage !== undefined && `${basePath}/${rawPage}` !== canonical) {
    return <Navigate to={canonical} replace />;
  }
  // With only one kind of game on, "all results" is that kind.
  const effective = category ?? (lotteries && raffles ? undefined : lotteries ? 'lotteries' : 'raffles');
  return (
    <ResultsListPage
      category={category}
      query={effective}
      page={page}
      basePath={basePath}
      showTabs={lotteries && raffles}
    />
  );
}

function ResultsListPage({
  category,
  query: queryCategory,
  page,
  basePath,
  showTabs,
}: {
  category: ResultCategory | undefined;
  query: ResultCategory | undefined;
  page: number;
  basePath: string;
  showTabs: boolean;
}) {
  const title = TITLES[category ?? 'all'];
  useDocumentTitle(page > 1 ? `${title}, page ${page}` : title);
  const query = usePastResults(queryCategory ? { category: queryCategory } : {}, page);

  let content;
  if (query.isPending) {
    content = <ListSkeleton label="Loading results" count={3} />;
  } else if (query.isError) {
    content = <ErrorState message="We couldn't load the results." onRetry={() => void query.refetch()} />;
  } else {
    const { results, pageInfo } = query.data;
    const lastPage = lastPageOf({ page, count: results.length, pageInfo });
    content = (
      <>
        {results.length > 0 ? (
          <ul className="plain-list result-cards result-cards-grid">
            {results.map((result) => (
              <ResultCard key={`${result.productOfferKey}-${result.drawNo}`} result={result} showOfferLink />
            ))}
          </ul>
        ) : page === 1 ? (
          <EmptyState>No draws have taken place yet. Results appear here once a draw is drawn.</EmptyState>
        ) : (
          <EmptyState>
            There are no results on page {page}. <Link to={basePath}>Go to page 1</Link>
          </EmptyState>
        )}
        <Pagination
          classPrefix="results-pager"
          page={page}
          lastPage={lastPage}
          hrefFor={(n) => pagedPath(basePath, n)}
        />
      </>
    );
  }

  return (
    <div className="results-page results-page-wide">
      <h1>{title}</h1>
      <p className="page-intro">The latest draw of every game, newest first.</p>
      {showTabs ? (
        <nav className="results-tabs" aria-label="Results by kind of game">
          <NavLink to={resultsListPath()} end>
            All games
          </NavLink>
          <NavLink to={resultsListPath('lotteries')}>Lotteries</NavLink>
          <NavLink to={resultsListPath('raffles')}>Charity raffles</NavLink>
        </nav>
      ) : null}
      {content}
    </div>
  );
}
