import type { RaffleOffer } from '@fairdraw/contracts';
import { formatWireMoney } from '../../../components/ui/money';

/** Raffle bundles: "5 tickets for $20.00". */
export function TicketOffers({ offers }: { offers: readonly RaffleOffer[] }) {
  if (offers.length === 0) return null;
  return (
    <ul className="ticket-offers" aria-label="Ticket offers">
      {offers.map((offer) => (
        <li key={offer.key}>
          {offer.numTickets} {offer.numTickets === 1 ? 'ticket' : 'tickets'} for{' '}
          {formatWireMoney(offer.price)}
        </li>
      ))}
    </ul>
  );
}
