import { CART_MAX_QUANTITY } from '@fairdraw/contracts';
import type { Draw, ProductOffer, RaffleOffer } from '@fairdraw/contracts';
import { openLotteryDraws } from './draws';
import { causeSatisfied, checkResult } from './model';
import type { RaffleTicket, RuleCheck, SyndicateShare } from './model';

/** Shares a syndicate purchase starts with (account-area §9). */
export const DEFAULT_SYNDICATE_SHARES = 1;

export type RaffleRefusal =
  'unknown_offer' | 'no_draw' | 'unknown_bundle' | 'bad_quantity' | 'not_enough_tickets' | 'cause_required';

export type SyndicateRefusal = 'unknown_offer' | 'no_draw' | 'bad_quantity' | 'not_enough_shares';

function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= CART_MAX_QUANTITY;
}

/** A raffle draw that can be bought: open, or open for pre-order. */
export function purchasableRaffleDraw(offer: ProductOffer, drawNo: number): Draw | null {
  const draw = offer.draws.find((item) => item.type === 'raffle' && item.drawNo === drawNo);
  const status = draw?.purchaseStatus;
  return draw && (status === 'open' || status === 'pre_order') ? draw : null;
}

/** Tickets still for sale in a raffle draw, or null when the draw does not say. */
export function raffleTicketsLeft(draw: Pick<Draw, 'drawData'>): number | null {
  return draw.drawData ? Math.max(0, draw.drawData.ticketCap - draw.drawData.ticketsSold) : null;
}

/** Shares of a syndicate still for sale. */
export function syndicateSharesLeft(syndicate: { size: number; sharesSold: number }): number {
  return Math.max(0, syndicate.size - syndicate.sharesSold);
}

export function findRaffleBundle(draw: Draw, raffleOfferKey: string): RaffleOffer | null {
  return draw.offers.find((bundle) => bundle.key === raffleOfferKey) ?? null;
}

/**
 * Whether raffle tickets may go into the cart: a purchasable draw of this offer, a bundle of that
 * draw, 1..CART_MAX_QUANTITY bundles that the tickets left can cover, and a cause of this raffle
 * when it has causes. The server still sells limited stock with a guarded update.
 */
export function canAddRaffleTicket(ticket: RaffleTicket, offer: ProductOffer): RuleCheck<RaffleRefusal> {
  if (ticket.productOfferKey !== offer.key) return { ok: false, reasons: ['unknown_offer'] };
  const reasons: RaffleRefusal[] = [];
  const draw = purchasableRaffleDraw(offer, ticket.drawNo);
  const bundle = draw ? findRaffleBundle(draw, ticket.raffleOfferKey) : null;
  if (!draw) reasons.push('no_draw');
  else if (!bundle) reasons.push('unknown_bundle');
  if (!isValidQuantity(ticket.quantity)) reasons.push('bad_quantity');
  else if (bundle && draw) {
    const left = raffleTicketsLeft(draw);
    if (left !== null && ticket.quantity * bundle.numTickets > left) reasons.push('not_enough_tickets');
  }
  if (!causeSatisfied(offer, ticket.causeKey)) reasons.push('cause_required');
  return checkResult(reasons);
}

/** A syndicate purchase of one share unless told otherwise. */
export function newSyndicateShare(
  productOfferKey: string,
  drawNo: number,
  quantity: number = DEFAULT_SYNDICATE_SHARES,
): SyndicateShare {
  return { productOfferKey, drawNo, quantity };
}

/** Whether syndicate shares may go into the cart: an open draw, 1..CART_MAX_QUANTITY shares, enough left. */
export function canAddSyndicateShare(
  share: SyndicateShare,
  offer: ProductOffer,
): RuleCheck<SyndicateRefusal> {
  if (share.productOfferKey !== offer.key || !offer.syndicate)
    return { ok: false, reasons: ['unknown_offer'] };
  const reasons: SyndicateRefusal[] = [];
  if (!openLotteryDraws(offer.draws).some((draw) => draw.drawNo === share.drawNo)) reasons.push('no_draw');
  if (!isValidQuantity(share.quantity)) reasons.push('bad_quantity');
  else if (share.quantity > syndicateSharesLeft(offer.syndicate)) reasons.push('not_enough_shares');
  return checkResult(reasons);
}
