import type { Money } from '@fairdraw/contracts';
import { assertCents, fromWireMoney } from '../money';
import { gamesPerEntry } from './entry-size';
import type { GameRules, LotteryTicket, RaffleTicket, SyndicateShare } from './model';

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

/** Games a lottery ticket plays in each draw: entries × the games each entry stands for. */
export function ticketGameCount(
  ticket: Pick<LotteryTicket, 'games' | 'gameTypeKey'>,
  gameOffer: GameRules,
): number {
  return ticket.games.length * gamesPerEntry(ticket.gameTypeKey, gameOffer);
}

/** A lottery ticket's price in cents: games played × price per game × draws. */
export function ticketPriceCents(
  ticket: Pick<LotteryTicket, 'games' | 'numDraws' | 'gameTypeKey'>,
  gameOffer: GameRules & { pricePerGame: Money },
): number {
  assertCount('Draws', ticket.numDraws, 1);
  return times(fromWireMoney(gameOffer.pricePerGame), ticketGameCount(ticket, gameOffer), ticket.numDraws);
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
