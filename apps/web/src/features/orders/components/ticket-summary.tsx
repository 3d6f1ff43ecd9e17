import type { ReactNode } from 'react';
import type { OrderDetail } from '@fairdraw/contracts';
import { DrawDate } from '../../../components/ui/draw-date';
import { GameMark } from '../../../components/ui/game-mark';
import { Money } from '../../../components/ui/money';
import { drawsText, orderContentsText, syndicatePartText } from '../utils/order-text';

/**
 * A ticket page's heading and its facts: when it was bought, what it cost, what it holds, how many
 * draws and the cause. `leadingFact` goes first (a past ticket leads with what it won).
 */
export function TicketSummary({
  order,
  cause,
  leadingFact,
  showUnitPrice = false,
}: {
  order: OrderDetail;
  cause: string | null;
  leadingFact?: ReactNode;
  /** Add the price of one ticket when several were bought. */
  showUnitPrice?: boolean;
}) {
  const unitPrice = showUnitPrice && order.quantity > 1 && order.unitPrice.amount !== order.total.amount;
  return (
    <>
      <div className="game-heading">
        <GameMark game={{ key: order.lotteryKey, name: order.productName }} />
        <h1>{order.productName}</h1>
      </div>
      {order.description ? <p className="page-intro">{order.description}</p> : null}

      <section className="order-summary" aria-labelledby="ticket-facts-heading">
        <h2 id="ticket-facts-heading" className="visually-hidden">
          Ticket details
        </h2>
        <dl className="facts">
          {leadingFact}
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
              {unitPrice ? (
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
          {order.syndicate ? (
            <div>
              <dt>Your part</dt>
              <dd>{syndicatePartText(order.syndicate)}</dd>
            </div>
          ) : null}
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
    </>
  );
}
