import type { OrderSummary } from '@fairdraw/contracts';
import { nearDrawWording } from '@fairdraw/domain';
import { DrawDate } from '../../../components/ui/draw-date';
import { GameMark } from '../../../components/ui/game-mark';
import { Money } from '../../../components/ui/money';
import { drawsText, orderContentsText } from '../utils/order-text';

/** One bought item on the receipt: what it is, when it is first drawn, what it holds and what it cost. */
export function ReceiptOrder({
  order,
  cause,
  now,
}: {
  order: OrderSummary;
  cause: string | null;
  now: Date;
}) {
  const headingId = `receipt-order-${order.id}`;
  const near = nearDrawWording(new Date(order.drawDate), now);
  return (
    <li className="order-card">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="order-card-title game-heading">
          <GameMark game={{ key: order.lotteryKey, name: order.productName }} size="small" />
          <span>{order.productName}</span>
        </h3>
        {order.description ? <p className="muted">{order.description}</p> : null}
        <dl className="facts">
          <div>
            <dt>{order.numDraws > 1 ? 'First draw' : 'Draw'}</dt>
            <dd>
              {near ? (
                <>
                  <strong>{near}</strong>
                  <span aria-hidden="true"> · </span>
                  <DrawDate iso={order.drawDate} style="short" />
                </>
              ) : (
                <DrawDate iso={order.drawDate} />
              )}
            </dd>
          </div>
          <div>
            <dt>Draws</dt>
            <dd>{drawsText(order.numDraws)}</dd>
          </div>
          <div>
            <dt>You bought</dt>
            <dd>{orderContentsText(order)}</dd>
          </div>
          {cause ? (
            <div>
              <dt>Cause</dt>
              <dd>{cause}</dd>
            </div>
          ) : null}
          <div>
            <dt>Price</dt>
            <dd>
              <Money money={order.total} />
            </dd>
          </div>
        </dl>
      </article>
    </li>
  );
}
