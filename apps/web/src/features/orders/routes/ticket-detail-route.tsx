import { Link, useParams } from 'react-router';
import type { OrderDetail } from '@fairdraw/contracts';
import { DrawDate } from '../../../components/ui/draw-date';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { Money } from '../../../components/ui/money';
import { useDocumentTitle } from '../../../lib/document-title';
import { useOrder } from '../api/get-order';
import { NotFoundState } from '../components/page-states';
import { GameList, OrderDrawList, RaffleNumberList } from '../components/ticket-parts';
import { causeName, numberSetNames, useCachedOffers } from '../utils/offer-names';
import { drawsText, orderContentsText } from '../utils/order-text';
import { UPCOMING_TICKETS_PATH } from '../utils/paths';
import { errorText, isNotFound } from '../utils/query-errors';
import '../orders.css';

function BackLink() {
  return (
    <p className="orders-back">
      <Link to={UPCOMING_TICKETS_PATH}>Back to upcoming tickets</Link>
    </p>
  );
}

/** /my-account/upcoming-tickets/ticket/:id (protected): one order with its numbers, draws and tickets. */
export function TicketDetailRoute() {
  const { id = '' } = useParams();
  const order = useOrder(id);

  if (order.isError && isNotFound(order.error)) {
    return (
      <NotFoundState
        title="Ticket not found"
        heading="We could not find this ticket"
        links={[{ to: UPCOMING_TICKETS_PATH, label: 'Back to upcoming tickets' }]}
      >
        The link may be incomplete, or the ticket may belong to another account.
      </NotFoundState>
    );
  }
  if (order.data) return <TicketDetails order={order.data} />;
  return <TicketLoading error={order.isError ? order.error : null} onRetry={() => void order.refetch()} />;
}

function TicketLoading({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useDocumentTitle('Ticket');
  return (
    <div className="orders-page">
      <BackLink />
      <h1>Your ticket</h1>
      {error ? (
        <ErrorState message={errorText(error, "We couldn't load this ticket.")} onRetry={onRetry} />
      ) : (
        <ListSkeleton label="Loading your ticket" count={2} />
      )}
    </div>
  );
}

function TicketDetails({ order }: { order: OrderDetail }) {
  useDocumentTitle(order.productName);
  const offers = useCachedOffers();
  const cause = causeName(offers, order);
  const showUnitPrice = order.quantity > 1 && order.unitPrice.amount !== order.total.amount;

  return (
    <div className="orders-page">
      <BackLink />
      <h1>{order.productName}</h1>
      {order.description ? <p className="page-intro">{order.description}</p> : null}

      <section className="order-summary" aria-labelledby="ticket-facts-heading">
        <h2 id="ticket-facts-heading" className="visually-hidden">
          Ticket details
        </h2>
        <dl className="facts">
          <div>
            <dt>Purchased</dt>
            <dd>
              <DrawDate iso={order.purchasedAt} />
            </dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>
              <Money money={order.total} />
              {showUnitPrice ? (
                <span className="muted">
                  {' '}
                  (<Money money={order.unitPrice} /> each)
                </span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>You bought</dt>
            <dd>{orderContentsText(order)}</dd>
          </div>
          <div>
            <dt>Draws</dt>
            <dd>{drawsText(order.numDraws)}</dd>
          </div>
          {cause ? (
            <div>
              <dt>Cause</dt>
              <dd>{cause}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      {order.games.length > 0 ? (
        <section className="page-section" aria-labelledby="ticket-games-heading">
          <h2 id="ticket-games-heading">Your numbers</h2>
          <GameList games={order.games} setNames={numberSetNames(offers, order)} />
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
    </div>
  );
}
