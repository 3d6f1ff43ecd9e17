import type { Draw, Money as WireMoney, ProductOffer } from '@fairdraw/contracts';
import { DrawDate } from '../../../components/ui/draw-date';
import { formatWireMoney } from '../../../components/ui/money';
import { CardPlay, OfferCardShell } from './offer-card-shell';
import { TicketOffers } from './ticket-offers';
import { TicketsSold } from './tickets-sold';

/** "Win $250,000 cash" already says what it is worth; "Win a 4WD" does not. */
export function prizeNameStatesValue(name: string, value: WireMoney): boolean {
  return name.includes(formatWireMoney(value, { decimals: 0 }));
}

/** A charity raffle draw: prize, cause, tickets sold against the cap, bundles and draw date. */
export function RaffleCard({
  offer,
  draw,
  headingLevel = 3,
}: {
  offer: ProductOffer;
  draw: Draw;
  headingLevel?: 2 | 3;
}) {
  const data = draw.drawData;
  const cause = offer.causes[0];
  return (
    <OfferCardShell offer={offer} headingLevel={headingLevel}>
      {draw.purchaseStatus === 'pre_order' ? <p className="badge">Pre-order</p> : null}
      {data ? (
        <p className="offer-card-headline">
          Win {data.name}
          {prizeNameStatesValue(data.name, data.value) ? null : (
            <span className="prize-value"> worth {formatWireMoney(data.value, { decimals: 0 })}</span>
          )}
        </p>
      ) : null}
      {cause ? <p className="offer-card-meta">Supporting {cause.name}</p> : null}
      {data ? <TicketsSold sold={data.ticketsSold} cap={data.ticketCap} /> : null}
      <TicketOffers offers={draw.offers} />
      <p className="offer-card-meta">
        Draw <DrawDate iso={data?.drawDate ?? draw.date} style="short" />
      </p>
      <CardPlay price={null} label={draw.purchaseStatus === 'pre_order' ? 'Pre-order' : 'Buy tickets'} />
    </OfferCardShell>
  );
}
