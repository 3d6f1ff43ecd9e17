import { Link } from 'react-router';
import { useUpcomingOrders } from '../api/get-orders';
import { OrderListPage, PagedRoute } from '../components/order-list-page';
import { usePlayPath } from '../components/page-states';
import { PAST_TICKETS_PATH, UPCOMING_TICKETS_PATH } from '../utils/paths';
import '../orders.css';

/**
 * /my-account/upcoming-tickets[/:page] (protected). Page numbers are coerced (shop-core §5) and a
 * non-canonical address (/1, /abc, /2.5) is replaced by the canonical one, so every page has one URL.
 */
export function UpcomingTicketsRoute() {
  return (
    <PagedRoute basePath={UPCOMING_TICKETS_PATH}>{(page) => <UpcomingTicketsPage page={page} />}</PagedRoute>
  );
}

function UpcomingTicketsPage({ page }: { page: number }) {
  const query = useUpcomingOrders(page);
  const playPath = usePlayPath();
  return (
    <OrderListPage
      basePath={UPCOMING_TICKETS_PATH}
      page={page}
      query={query}
      title="Upcoming tickets"
      intro={
        <>
          Your tickets with draws still to come. Drawn tickets and what they won are under{' '}
          <Link to={PAST_TICKETS_PATH}>past tickets</Link>.
        </>
      }
      loadingLabel="Loading your tickets"
      errorMessage="We couldn't load your tickets."
      emptyFirstPage={
        <>
          You have no upcoming tickets. <Link to={playPath}>Find a game to play</Link>
        </>
      }
      listName="tickets"
    />
  );
}
