import { Link } from 'react-router';
import type { OrderSummary } from '@fairdraw/contracts';
import { DrawDate, formatDrawDateTime } from '../../../components/ui/draw-date';
import { GameMark } from '../../../components/ui/game-mark';
import { Money } from '../../../components/ui/money';
import { drawsText, orderContentsText } from '../utils/order-text';
import { pastTicketPath, upcomingTicketPath } from '../utils/paths';

/** One order in an upcoming or past ticket list; the product name links to the ticket. */
export function OrderRow({ order }: { order: OrderSummary }) {
  // A multi-draw ticket whose first draw is over leads with the draw it plays next.
  const playsLater = order.nextDrawDate !== null && order.nextDrawDate !== order.drawDate;
  const drawDate = playsLater && order.nextDrawDate ? order.nextDrawDate : order.drawDate;
  const past = order.status === 'past';
  const drawLabel = past
    ? order.numDraws > 1
      ? `First of ${drawsText(order.numDraws)}`
      : 'Drawn'
    : playsLater
      ? `Next of ${drawsText(order.numDraws)}`
      : order.numDraws > 1
        ? `First of ${drawsText(order.numDraws)}`
        : 'Draw';
  return (
    <li className="order-card order-row">
      <h2 className="order-card-title game-heading">
        <GameMark game={{ key: order.lotteryKey, name: order.productName }} size="small" />
        {/* Several tickets can share a product name; the draw date in the link's name tells them apart. */}
        <Link
          to={past ? pastTicketPath(order.id) : upcomingTicketPath(order.id)}
          aria-label={`${order.productName}, ${drawLabel.toLowerCase()} ${formatDrawDateTime(drawDate, 'short')}`}
        >
          {order.productName}
        </Link>
      </h2>
      {order.description ? <p className="muted">{order.description}</p> : null}
      <p>
        {drawLabel}: <DrawDate iso={drawDate} style="short" />
      </p>
      <p>
        {orderContentsText(order)}
        <span aria-hidden="true"> · </span>
        <span className="visually-hidden">, </span>
        <Money money={order.total} />
      </p>
      {past && order.totalWinnings && order.productType !== 'raffle_ticket' ? (
        <p className="order-winnings">
          {order.totalWinnings.amount === '0.00' ? (
            'No win this time'
          ) : (
            <>
              Won <Money money={order.totalWinnings} />
            </>
          )}
        </p>
      ) : null}
    </li>
  );
}
