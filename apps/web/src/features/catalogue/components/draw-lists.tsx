import type { Draw } from '@fairdraw/contracts';
import { drawOffsetLabel } from '@fairdraw/domain';
import { DrawDate } from '../../../components/ui/draw-date';
import { formatWireMoney } from '../../../components/ui/money';
import { drawJackpotText } from '../utils/offers';
import { TicketOffers } from './ticket-offers';
import { TicketsSold } from './tickets-sold';

/** Lottery draws: offset label, Sydney date, prize pool and when sales close. */
export function LotteryDrawList({ draws }: { draws: readonly Draw[] }) {
  return (
    <ol className="draw-list">
      {draws.map((draw) => (
        <li key={draw.drawId} className="draw-item">
          <h3 className="draw-label">{drawOffsetLabel(draw.drawOffset)}</h3>
          <p>
            <DrawDate iso={draw.date} />
          </p>
          <p>
            Prize pool: <strong>{drawJackpotText(draw)}</strong>
          </p>
          <p className="muted">
            Sales close <DrawDate iso={draw.stop} style="short" />
          </p>
        </li>
      ))}
    </ol>
  );
}

const raffleStatusText: Record<string, string> = {
  pre_order: 'Pre-order',
  sold_out: 'Sold out',
};

/** Raffle draws: prize, tickets sold, bundles, draw date and when sales close. */
export function RaffleDrawList({ draws }: { draws: readonly Draw[] }) {
  return (
    <ol className="draw-list">
      {draws.map((draw) => {
        const data = draw.drawData;
        const status = draw.purchaseStatus ? raffleStatusText[draw.purchaseStatus] : undefined;
        return (
          <li key={draw.drawId} className="draw-item">
            <h3 className="draw-label">{data ? data.name : drawOffsetLabel(draw.drawOffset)}</h3>
            {status ? <p className="badge">{status}</p> : null}
            {data ? <p>Prize worth {formatWireMoney(data.value)}</p> : null}
            {data ? <TicketsSold sold={data.ticketsSold} cap={data.ticketCap} /> : null}
            <TicketOffers offers={draw.offers} />
            <p>
              Draw <DrawDate iso={data?.drawDate ?? draw.date} />
            </p>
            <p className="muted">
              Sales close <DrawDate iso={data?.drawStop ?? draw.stop} style="short" />
            </p>
          </li>
        );
      })}
    </ol>
  );
}
