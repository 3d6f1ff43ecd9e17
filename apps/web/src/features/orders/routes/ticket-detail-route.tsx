import type { OrderDetail } from '@fairdraw/contracts';
import { useDocumentTitle } from '../../../lib/document-title';
import { OrderDetailFrame } from '../components/order-detail-frame';
import { GameList, OrderDrawList, RaffleNumberList } from '../components/ticket-parts';
import { SyndicateEntries } from '../components/syndicate-entries';
import { TicketSummary } from '../components/ticket-summary';
import { causeName, numberSetNames, useCachedOffers } from '../utils/offer-names';
import { UPCOMING_TICKETS_PATH } from '../utils/paths';
import '../orders.css';

/** /my-account/upcoming-tickets/ticket/:id (protected): one order with its numbers, draws and tickets. */
export function TicketDetailRoute() {
  return (
    <OrderDetailFrame
      back={{ to: UPCOMING_TICKETS_PATH, label: 'Back to upcoming tickets' }}
      loadingTitle="Ticket"
    >
      {(order) => <TicketDetails order={order} />}
    </OrderDetailFrame>
  );
}

function TicketDetails({ order }: { order: OrderDetail }) {
  useDocumentTitle(order.productName);
  const offers = useCachedOffers();
  const cause = causeName(offers, order);

  return (
    <>
      <TicketSummary order={order} cause={cause} showUnitPrice />

      {order.syndicate ? (
        <SyndicateEntries order={order} setNames={numberSetNames(offers, order)} />
      ) : order.games.length > 0 ? (
        <section className="page-section" aria-labelledby="ticket-games-heading">
          <h2 id="ticket-games-heading">Your numbers</h2>
          <GameList
            games={order.games}
            setNames={numberSetNames(offers, order)}
            lotteryKey={order.lotteryKey}
            gameType={order.gameType}
          />
        </section>
      ) : null}

      {order.raffleTicketNumbers.length > 0 ? (
        <section className="page-section" aria-labelledby="ticket-raffle-heading">
          <h2 id="ticket-raffle-heading">Your raffle ticket numbers</h2>
          <RaffleNumberList numbers={order.raffleTicketNumbers} />
        </section>
      ) : null}

      <section className="page-section" aria-labelledby="ticket-draws-heading">
        <h2 id="ticket-draws-heading">{order.draws.length === 1 ? 'Draw' : 'Draws'}</h2>
        <OrderDrawList draws={order.draws} />
      </section>
    </>
  );
}
