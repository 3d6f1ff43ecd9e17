import { Link } from 'react-router';
import { usePastOrders } from '../api/get-orders';
import { OrderListPage, PagedRoute } from '../components/order-list-page';
import { PAST_TICKETS_PATH, UPCOMING_TICKETS_PATH } from '../utils/paths';
import '../orders.css';

/**
 * /my-account/past-tickets[/:page] (protected): tickets whose draws have all been drawn, newest draw
 * first. Page numbers are coerced (shop-core §5) and a non-canonical address is replaced.
 */
export function PastTicketsRoute() {
  return <PagedRoute basePath={PAST_TICKETS_PATH}>{(page) => <PastTicketsPage page={page} />}</PagedRoute>;
}

function PastTicketsPage({ page }: { page: number }) {
  const query = usePastOrders(page);
  return (
    <OrderListPage
      basePath={PAST_TICKETS_PATH}
      page={page}
      query={query}
      title="Past tickets"
      intro="Your drawn tickets: the winning numbers and what each one won."
      loadingLabel="Loading your past tickets"
      errorMessage="We couldn't load your past tickets."
      emptyFirstPage={
        <>
          You have no past tickets yet. Tickets move here once their draws are drawn.{' '}
          <Link to={UPCOMING_TICKETS_PATH}>See your upcoming tickets</Link>
        </>
      }
      listName="past tickets"
    />
  );
}
