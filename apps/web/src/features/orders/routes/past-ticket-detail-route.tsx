import { Link, useParams } from 'react-router';
import type { OrderDetail, OrderDraw } from '@fairdraw/contracts';
import { DrawDate } from '../../../components/ui/draw-date';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { Money } from '../../../components/ui/money';
import { useDocumentTitle } from '../../../lib/document-title';
import { useOrder } from '../api/get-order';
import { RaffleTicketResults, ScoredGameList, WinningNumbers } from '../components/draw-outcome';
import { NotFoundState } from '../components/page-states';
import { GameList, RaffleNumberList } from '../components/ticket-parts';
import { causeName, numberSetNames, useCachedOffers } from '../utils/offer-names';
import { drawStateText, drawsText, formatRaffleNumber, orderContentsText } from '../utils/order-text';
import { PAST_TICKETS_PATH } from '../utils/paths';
import { errorText, isNotFound } from '../utils/query-errors';
import '../orders.css';

function BackLink() {
  return (
    <p className="orders-back">
      <Link to={PAST_TICKETS_PATH}>Back to past tickets</Link>
    </p>
  );
}

/** /my-account/past-tickets/ticket/:id (protected): a drawn order, its results and what it won. */
export function PastTicketDetailRoute() {
  const { id = '' } = useParams();
  const order = useOrder(id);

  if (order.isError && isNotFound(order.error)) {
    return (
      <NotFoundState
        title="Ticket not found"
        heading="We could not find this ticket"
        links={[{ to: PAST_TICKETS_PATH, label: 'Back to past tickets' }]}
      >
        The link may be incomplete, or the ticket may belong to another account.
      </NotFoundState>
    );
  }
  if (order.data) return <PastTicketDetails order={order.data} />;
  return <TicketLoading error={order.isError ? order.error : null} onRetry={() => void order.refetch()} />;
}

function TicketLoading({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useDocumentTitle('Past ticket');
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

function DrawResult({
  order,
  draw,
  setNames,
}: {
  order: OrderDetail;
  draw: OrderDraw;
  setNames: ReadonlyMap<string, string>;
}) {
  const headingId = `draw-${draw.drawNo}-heading`;
  const outcome = draw.outcome;
  return (
    <li className="draw-outcome">
      <section aria-labelledby={headingId}>
        <h3 id={headingId}>
          Draw {draw.drawNo}
          <span className="visually-hidden">, </span> <DrawDate iso={draw.drawDate} style="short" />
        </h3>
        {outcome ? (
          <>
            {outcome.winningNumbers.length > 0 ? <WinningNumbers outcome={outcome} /> : null}
            {outcome.games.length > 0 ? (
              <ScoredGameList games={outcome.games} setNames={setNames} scored={outcome.scored} />
            ) : null}
            {outcome.tickets.length > 0 ? <RaffleTicketResults tickets={outcome.tickets} /> : null}
            <p className="outcome-total">
              {outcome.tickets.length > 0 ? (
                outcome.tickets.some((ticket) => ticket.won) ? (
                  'One of your tickets won this draw.'
                ) : (
                  'None of your tickets won this draw.'
                )
              ) : outcome.scored ? (
                <>
                  Won in this draw: <Money money={outcome.winnings} />
                </>
              ) : (
                'Results are being checked.'
              )}
            </p>
          </>
        ) : (
          <>
            <p className="muted">{drawStateText[draw.state]}: not drawn yet.</p>
            {order.games.length > 0 ? <GameList games={order.games} setNames={setNames} /> : null}
            {order.raffleTicketNumbers.length > 0 ? (
              <RaffleNumberList numbers={order.raffleTicketNumbers} />
            ) : null}
          </>
        )}
      </section>
    </li>
  );
}

/** Money for lottery games; raffle prizes are goods the charity hands over, so they are named, not priced. */
function TotalWon({ order }: { order: OrderDetail }) {
  if (!order.totalWinnings) return <>Not drawn yet</>;
  if (order.raffleTicketNumbers.length > 0) {
    const won = order.draws.flatMap((draw) => draw.outcome?.tickets ?? []).filter((ticket) => ticket.won);
    return (
      <>
        {won.length > 0
          ? `Winning ticket ${won.map((t) => formatRaffleNumber(t.ticketNumber)).join(', ')}`
          : 'No win'}
      </>
    );
  }
  return <Money money={order.totalWinnings} />;
}

function PastTicketDetails({ order }: { order: OrderDetail }) {
  useDocumentTitle(order.productName);
  const offers = useCachedOffers();
  const cause = causeName(offers, order);
  const setNames = numberSetNames(offers, order);
  const draws = [...order.draws].sort((a, b) => a.drawNo - b.drawNo);

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
            <dt>Total won</dt>
            <dd>
              <TotalWon order={order} />
            </dd>
          </div>
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

      <section className="page-section" aria-labelledby="ticket-results-heading">
        <h2 id="ticket-results-heading">{draws.length === 1 ? 'Result' : 'Results'}</h2>
        <ol className="plain-list draw-outcomes">
          {draws.map((draw) => (
            <DrawResult key={draw.drawNo} order={order} draw={draw} setNames={setNames} />
          ))}
        </ol>
      </section>
    </div>
  );
}
