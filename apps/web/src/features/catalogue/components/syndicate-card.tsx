import type { ProductOffer } from '@fairdraw/contracts';
import { useIntl } from 'react-intl';
import { DrawDate } from '../../../components/ui/draw-date';
import { formatWireMoney } from '../../../components/ui/money';
import { nextDraw } from '../utils/offers';
import { syndicateShareText, syndicateTicketText } from '../utils/play-text';
import { CardPlay, OfferCardShell } from './offer-card-shell';

/** A syndicate: shares sold of its size, price per share and the tickets it holds. */
export function SyndicateCard({ offer, headingLevel = 3 }: { offer: ProductOffer; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const syndicate = offer.syndicate;
  const draw = nextDraw(offer);
  return (
    <OfferCardShell offer={offer} headingLevel={headingLevel}>
      {syndicate ? (
        <>
          <p className="offer-card-headline">{formatWireMoney(syndicate.costPerShare)} a share</p>
          <p className="offer-card-meta">
            {intl.formatNumber(syndicate.sharesSold)} of {intl.formatNumber(syndicate.size)} shares sold
          </p>
          <ul className="plain-list offer-card-meta" aria-label="Entries in this syndicate">
            {syndicate.tickets.map((ticket) => (
              <li key={ticket.name}>{syndicateTicketText(ticket)}</li>
            ))}
          </ul>
          <p className="offer-card-meta">{syndicateShareText(syndicate.size)}</p>
        </>
      ) : null}
      {draw ? (
        <p className="offer-card-meta">
          Next draw <DrawDate iso={draw.date} style="short" />
        </p>
      ) : null}
      {syndicate && draw && syndicate.sharesSold < syndicate.size ? (
        <CardPlay price={null} label="Buy a share" />
      ) : null}
    </OfferCardShell>
  );
}
