import { Link, Navigate, useParams } from 'react-router';
import { coercePageNumber, pagedPath } from '@fairdraw/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePastOrders } from '../api/get-orders';
import { OrderRow } from '../components/order-row';
import { Pagination } from '../components/pagination';
import { lastPageOf } from '../utils/pages';
import { PAST_TICKETS_PATH, UPCOMING_TICKETS_PATH } from '../utils/paths';
import { errorText } from '../utils/query-errors';
import '../orders.css';

/**
 * /my-account/past-tickets[/:page] (protected): tickets whose draws have all been drawn, newest draw
 * first. Page numbers are coerced (shop-core §5) and a non-canonical address is replaced.
 */
export function PastTicketsRoute() {
  const { page: rawPage } = useParams();
  const page = coercePageNumber(rawPage);
  const canonical = pagedPath(PAST_TICKETS_PATH, page);
  if (rawPage !== undefined && `${PAST_TICKETS_PATH}/${rawPage}` !== canonical) {
    return <Navigate to={canonical} replace />;
  }
  return <PastTicketsPage page={page} />;
}

function PastTicketsPage({ page }: { page: number }) {
  useDocumentTitle(page > 1 ? `Past tickets, page ${page}` : 'Past tickets');
  const query = usePastOrders(page);

  let content;
  if (query.isPending) {
    content = <ListSkeleton label="Loading your past tickets" count={3} />;
  } else if (query.isError) {
    content = (
      <ErrorState
        message={errorText(query.error, "We couldn't load your past tickets.")}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const { orders, pageInfo } = query.data;
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
            You have no past tickets yet. Tickets move here once their draws are drawn.{' '}
            <Link to={UPCOMING_TICKETS_PATH}>See your upcoming tickets</Link>
          </EmptyState>
        ) : (
          <EmptyState>
            There are no past tickets on page {page}. <Link to={PAST_TICKETS_PATH}>Go to page 1</Link>
          </EmptyState>
        )}
        <Pagination basePath={PAST_TICKETS_PATH} page={page} lastPage={lastPageOf(page, orders, pageInfo)} />
      </>
    );
  }

  return (
    <div className="orders-page">
      <p className="orders-back">
        <Link to="/my-account">My account</Link>
      </p>
      <h1>Past tickets</h1>
      <p className="page-intro">Your drawn tickets: the winning numbers and what each one won.</p>
      {content}
    </div>
  );
}
