import { Link } from 'react-router';
import type { OrderDetail, OrderDraw } from '@fairdraw/contracts';
import { DrawDate } from '../../../components/ui/draw-date';
import { Money } from '../../../components/ui/money';
import { useHasCapabilities } from '../../../lib/capabilities';
import { useDocumentTitle } from '../../../lib/document-title';
import { RaffleTicketResults, ScoredGameList, WinningNumbers } from '../components/draw-outcome';
import { OrderDetailFrame } from '../components/order-detail-frame';
import { GameList, RaffleNumberList } from '../components/ticket-parts';
import { TicketSummary } from '../components/ticket-summary';
import { causeName, numberSetNames, useCachedOffers } from '../utils/offer-names';
import { drawStateText, formatRaffleNumber } from '../utils/order-text';
import { PAST_TICKETS_PATH } from '../utils/paths';
import '../orders.css';

/** /my-account/past-tickets/ticket/:id (protected): a drawn order, its results and what it won. */
export function PastTicketDetailRoute() {
  return (
    <OrderDetailFrame
      back={{ to: PAST_TICKETS_PATH, label: 'Back to past tickets' }}
      loadingTitle="Past ticket"
    >
      {(order) => <PastTicketDetails order={order} />}
    </OrderDetailFrame>
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
            {outcome.winningNumbers.length > 0 ? (
              <WinningNumbers outcome={outcome} lotteryKey={order.lotteryKey} />
            ) : null}
            {outcome.games.length > 0 ? (
              <ScoredGameList
                games={outcome.games}
                setNames={setNames}
                scored={outcome.scored}
                lotteryKey={order.lotteryKey}
                itemName={order.syndicate ? 'Entry' : 'Game'}
              />
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
                  {order.syndicate
                    ? `Your ${order.syndicate.shares === 1 ? 'share' : `${order.syndicate.shares} shares`} won in this draw: `
                    : 'Won in this draw: '}
                  <Money money={outcome.winnings} />
                </>
              ) : (
                'Results are being checked.'
              )}
            </p>
          </>
        ) : (
          <>
            <p className="muted">{drawStateText[draw.state]}: not drawn yet.</p>
            {order.games.length > 0 ? (
              <GameList
                games={order.games}
                setNames={setNames}
                lotteryKey={order.lotteryKey}
                gameType={order.gameType}
                itemName={order.syndicate ? 'Entry' : 'Game'}
              />
            ) : null}
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

/** A lottery ticket's numbers back in the cart for the next draw (decision 0050). */
function PlayAgain({ order }: { order: OrderDetail }) {
  const canReplay = useHasCapabilities('lottery_play_replay');
  const lottery = order.productType === 'lottery_ticket' || order.productType === 'multi_draw_ticket';
  if (!canReplay || !lottery || order.games.length === 0) return null;
  return (
    <p>
      <Link
        className="button"
        to={`/cart/replay/${encodeURIComponent(order.id)}?source=past_order_list_card_replay`}
      >
        Play these numbers again
      </Link>
    </p>
  );
}

function PastTicketDetails({ order }: { order: OrderDetail }) {
  useDocumentTitle(order.productName);
  const offers = useCachedOffers();
  const cause = causeName(offers, order);
  const setNames = numberSetNames(offers, order);
  const draws = [...order.draws].sort((a, b) => a.drawNo - b.drawNo);

  return (
    <>
      <TicketSummary
        order={order}
        cause={cause}
        leadingFact={
          <div>
            <dt>Total won</dt>
            <dd>
              <TotalWon order={order} />
            </dd>
          </div>
        }
      />
      <PlayAgain order={order} />

      <section className="page-section" aria-labelledby="ticket-results-heading">
        <h2 id="ticket-results-heading">{draws.length === 1 ? 'Result' : 'Results'}</h2>
        <ol className="plain-list draw-outcomes">
          {draws.map((draw) => (
            <DrawResult key={draw.drawNo} order={order} draw={draw} setNames={setNames} />
          ))}
        </ol>
      </section>
    </>
  );
}
