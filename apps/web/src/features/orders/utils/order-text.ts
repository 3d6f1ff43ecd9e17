// How an order reads on the receipt, the ticket list and the ticket page.
import type { CartGame, DrawState, OrderSummary } from '@fairdraw/contracts';
import { numbersAsShown } from '@fairdraw/domain';

/** Raffle ticket numbers are printed six digits wide, the way the tickets show them: 42 → "000042". */
export const RAFFLE_NUMBER_DIGITS = 6;

export function formatRaffleNumber(ticketNumber: number): string {
  return String(ticketNumber).padStart(RAFFLE_NUMBER_DIGITS, '0');
}

/** A draw's state in the customer's words (shop-core §3 draw states). */
export const drawStateText: Record<DrawState, string> = {
  DRAW_OPEN: 'Open',
  DRAW_CLOSED: 'Closed',
  DRAW_DRAWN: 'Drawn',
  DRAW_SCORED: 'Results in',
  DRAW_PAID: 'Prizes paid',
  DRAW_EMAILED: 'Results sent',
  DRAW_CAPPED: 'Sold out',
};

export function plural(count: number, one: string, other: string): string {
  return `${count} ${count === 1 ? one : other}`;
}

/** What an order holds: "18 games", "5 tickets" or "2 shares" (shares are the order's quantity). */
export function orderContentsText(
  order: Pick<OrderSummary, 'productType' | 'numGames' | 'quantity'>,
): string {
  switch (order.productType) {
    case 'raffle_ticket':
      return plural(order.numGames, 'ticket', 'tickets');
    case 'syndicate_share':
    case 'social_syndicate_share':
      return plural(order.quantity, 'share', 'shares');
    case 'membership':
      return plural(order.numGames, 'membership', 'memberships');
    default:
      return plural(order.numGames, 'game', 'games');
  }
}

export function drawsText(numDraws: number): string {
  return plural(numDraws, 'draw', 'draws');
}

/** A key as words, for names the catalogue does not know any more: "mega_ball" → "Mega Ball". */
export function humaniseKey(key: string): string {
  return key
    .split(/[_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * One game as a sentence: "Game 1: 3, 12, 18, 27, 33, 41; Powerball 7". The first set holds the main
 * numbers and needs no name; every other set is named (`setNames` maps a set key to the offer's name).
 */
export function gameLineText(
  index: number,
  game: CartGame,
  setNames: ReadonlyMap<string, string>,
  lotteryKey: string,
  placeholder: 'PH' | 'PP' | null = null,
  itemName = 'Game',
): string {
  const sets = game.sets.map((set, position) => {
    if (position > 0 && placeholder === 'PH') return `PowerHit: all ${set.numbers.length} Powerballs`;
    const numbers = numbersAsShown(lotteryKey, set.numbers).join(', ');
    const label = position > 0 && placeholder === 'PP' ? 'PowerPik Powerballs' : setLabel(set.key, setNames);
    return position === 0 ? numbers : `${label} ${numbers}`;
  });
  return `${itemName} ${index + 1}: ${sets.join('; ')}`;
}

export function setLabel(key: string, setNames: ReadonlyMap<string, string>): string {
  return setNames.get(key) ?? humaniseKey(key);
}

/** A syndicate member's part: "2 of 50 shares, 4% of every prize". */
export function syndicatePartText({ shares, size }: { shares: number; size: number }): string {
  const percent = ((shares / size) * 100).toLocaleString('en-AU', { maximumFractionDigits: 1 });
  return `${shares.toLocaleString('en-AU')} of ${size.toLocaleString('en-AU')} shares, ${percent}% of every prize`;
}
