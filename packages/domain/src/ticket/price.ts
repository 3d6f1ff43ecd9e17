import type { Money } from '@fairdraw/contracts';
import { assertCents, fromWireMoney } from '../money';
import type { LotteryTicket, RaffleTicket, SyndicateShare } from './model';

function assertCount(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number of at least ${min}, got ${value}`);
  }
}

function times(unitCents: number, ...counts: number[]): number {
  const cents = counts.reduce((total, count) => total * count, unitCents);
  assertCents(cents);
  return cents;
}

/** A lottery ticket's price in cents: games × price per game × draws. */
export function ticketPriceCents(
  ticket: Pick<LotteryTicket, 'games' | 'numDraws'>,
  gameOffer: { pricePerGame: Money },
): number {
  assertCount('Draws', ticket.numDraws, 1);
  return times(fromWireMoney(gameOffer.pricePerGame), ticket.games.length, ticket.numDraws);
}

/** Raffle tickets' price in cents: the chosen bundle's price × how many bundles. */
export function raffleTicketPriceCents(
  ticket: Pick<RaffleTicket, 'quantity'>,
  bundle: { price: Money },
): number {
  assertCount('Quantity', ticket.quantity, 1);
  return times(fromWireMoney(bundle.price), ticket.quantity);
}

/** Syndicate shares' price in cents: cost per share × shares. */
export function syndicateSharePriceCents(
  share: Pick<SyndicateShare, 'quantity'>,
  syndicate: { costPerShare: Money },
): number {
  assertCount('Quantity', share.quantity, 1);
  return times(fromWireMoney(syndicate.costPerShare), share.quantity);
}
