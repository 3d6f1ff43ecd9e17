import { useIntl } from 'react-intl';
import type { Draw, Money as WireMoney, ProductOffer } from '@fairdraw/contracts';
import { raffleTicketsLeft } from '@fairdraw/domain';
import { DrawDate } from '../../../components/ui/draw-date';
import { formatWireMoney } from '../../../components/ui/money';
import { PrizePicture } from '../../../components/ui/prize-picture';
import { CardPlay, OfferCardShell } from './offer-card-shell';
import { TicketOffers } from './ticket-offers';
import { TicketsSold } from './tickets-sold';
import '../pictures.css';

/** "Win $250,000 cash" already says what it is worth; "Win a 4WD" does not. */
export function prizeNameStatesValue(name: string, value: WireMoney): boolean {
  return name.includes(formatWireMoney(value, { decimals: 0 }));
}

/** How wide a card's picture shows: the offer grid has one column on a phone, two, then three. */
const CARD_PICTURE_SIZES = '(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw';

/**
 * A charity raffle draw: its prize's picture, prize, cause, tickets sold and left, bundles and draw date.
 * `aboveTheFold`: the first card of a page that opens with the cards, whose picture loads first.
 */
export function RaffleCard({
  offer,
  draw,
  headingLevel = 3,
  aboveTheFold = false,
}: {
  offer: ProductOffer;
  draw: Draw;
  headingLevel?: 2 | 3;
  aboveTheFold?: boolean;
}) {
  const intl = useIntl();
  const data = draw.drawData;
  const cause = offer.causes[0];
  const left = raffleTicketsLeft(draw);
  const picture = (
    <PrizePicture
      className="offer-card-picture"
      draw={draw}
      sizes={CARD_PICTURE_SIZES}
      aboveTheFold={aboveTheFold}
    />
  );
  return (
    <OfferCardShell offer={offer} headingLevel={headingLevel} picture={picture}>
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
      {left !== null ? (
        <p className="offer-card-meta">
          {intl.formatNumber(left)} {left === 1 ? 'ticket' : 'tickets'} left
        </p>
      ) : null}
      <TicketOffers offers={draw.offers} />
      <p className="offer-card-meta">
        Draw <DrawDate iso={data?.drawDate ?? draw.date} style="short" />
      </p>
      <CardPlay price={null} label={draw.purchaseStatus === 'pre_order' ? 'Pre-order' : 'Buy tickets'} />
    </OfferCardShell>
  );
}
