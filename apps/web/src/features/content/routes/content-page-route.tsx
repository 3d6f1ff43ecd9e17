import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useContentPage } from '../api/get-content-items';
import type { FeaturedTickets } from '../components/content-blocks';
import { ContentPageView } from '../components/content-page-view';
import { contentPagePath } from '../utils/content-paths';
import '../content.css';

/**
 * A page of the content service at the current path (/about, /about/privacy, and any page an operator
 * creates): the app's 404 when no such page is published.
 */
export function ContentPageRoute({
  notFound,
  featuredTickets,
  path,
  notFoundOnError = false,
  loading,
}: {
  notFound: ReactNode;
  /** Shown while the page loads instead of a skeleton: what `notFound` would show, so nothing shifts. */
  loading?: ReactNode;
  featuredTickets: FeaturedTickets;
  /** The page's path when it is not the URL's (an alias). */
  path?: string;
  /**
   * For a path nothing else claims: when the content service cannot answer, it is a wrong turn (the 404
   * page), not an error to retry.
   */
  notFoundOnError?: boolean;
}) {
  const { pathname } = useLocation();
  const query = useContentPage(path ?? contentPagePath(pathname));
  if (query.page === undefined) {
    if (query.isError && notFoundOnError) return notFound;
    if (query.isError)
      return (
        <div className="content-page">
          <ErrorState message="We couldn't load this page just now." onRetry={() => void query.refetch()} />
        </div>
      );
    return (
      loading ?? (
        <div className="content-page">
          <ListSkeleton label="Loading the page" count={2} />
        </div>
      )
    );
  }
  if (query.page === null) return notFound;
  return <ContentPageView page={query.page} featuredTickets={featuredTickets} />;
}
