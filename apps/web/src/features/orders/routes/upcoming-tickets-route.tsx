import { Link, Navigate, useParams } from 'react-router';
import { coercePageNumber, pagedPath } from '@fairdraw/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { useUpcomingOrders } from '../api/get-orders';
import { OrderRow } from '../components/order-row';
import { usePlayPath } from '../components/page-states';
import { Pagination } from '../components/pagination';
import { lastPageOf } from '../utils/pages';
import { PAST_TICKETS_PATH, UPCOMING_TICKETS_PATH } from '../utils/paths';
import { errorText } from '../utils/query-errors';
import '../orders.css';

/**
 * /my-account/upcoming-tickets[/:page] (protected). Page numbers are coerced (shop-core §5) and a
 * non-canonical address (/1, /abc, /2.5) is replaced by the canonical one, so every page has one URL.
 */
export function UpcomingTicketsRoute() {
  const { page: rawPage } = useParams();
  const page = coercePageNumber(rawPage);
  const canonical = pagedPath(UPCOMING_TICKETS_PATH, page);
  if (rawPage !== undefined && `${UPCOMING_TICKETS_PATH}/${rawPage}` !== canonical) {
    return <Navigate to={canonical} replace />;
  }
  return <UpcomingTicketsPage page={page} />;
}

function UpcomingTicketsPage({ page }: { page: number }) {
  useDocumentTitle(page > 1 ? `Upcoming tickets, page ${page}` : 'Upcoming tickets');
  const query = useUpcomingOrders(page);
  const playPath = usePlayPath();

  let content;
  if (query.isPending) {
    content = <ListSkeleton label="Loading your tickets" count={3} />;
  } else if (query.isError) {
    content = (
      <ErrorState
        message={errorText(query.error, "We couldn't load your tickets.")}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const { orders, pageInfo } = query.data;
    const lastPage = lastPageOf(page, orders, pageInfo);
    content = (
      <>
        {orders.length > 0 ? (
          <ul className="plain-list order-cards">
            {orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        ) : page === 1 ? (
          <EmptyState>
            You have no upcoming tickets. <Link to={playPath}>Find a game to play</Link>
          </EmptyState>
        ) : (
          <EmptyState>
            There are no tickets on page {page}. <Link to={UPCOMING_TICKETS_PATH}>Go to page 1</Link>
          </EmptyState>
        )}
        <Pagination basePath={UPCOMING_TICKETS_PATH} page={page} lastPage={lastPage} />
      </>
    );
  }

  return (
    <div className="orders-page">
      <p className="orders-back">
        <Link to="/my-account">My account</Link>
      </p>
      <h1>Upcoming tickets</h1>
      <p className="page-intro">
        Your tickets with draws still to come. Drawn tickets and what they won are under{' '}
        <Link to={PAST_TICKETS_PATH}>past tickets</Link>.
      </p>
      {content}
    </div>
  );
}
