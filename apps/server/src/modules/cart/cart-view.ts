// The cart as the customer sees it: every item re-checked against the current catalogue, priced,
// and either kept, blocked or auto-removed with its reason.
import type { CartItemResult, CartResult, ProductOffer } from '@fairdraw/contracts';
import {
  canAddRaffleTicket,
  canAddSyndicateShare,
  findGameOffer,
  findRaffleBundle,
  fromWireMoney,
  raffleTicketPriceCents,
  syndicateSharePriceCents,
  ticketGameCount,
  ticketPriceCents,
  ticketSizeText,
  toWireMoney,
} from '@fairdraw/domain';
import type { CartItemRow, CartRow } from './cart.repository';
import { kindOfProduct, plural, replayInput, sharesLeftMessage, ticketsLeftMessage } from './cart-items';

type Evaluated =
  | { kind: 'removed'; reason: CartResult['autoRemovedItems'][number]['reason'] }
  | { kind: 'kept'; item: CartItemResult; totalCents: number; preOrder: boolean; blocked?: string };

/** Prices an item from the current offer and decides whether it can still be bought. */
export function evaluateItem(row: CartItemRow, offer: ProductOffer | undefined): Evaluated {
  if (!offer) return { kind: 'removed', reason: 'offer_unavailable' };
  const draw = offer.draws.find((item) => item.drawNo === row.drawNo);
  const kind = kindOfProduct(row.productType);
  if (!draw || (kind !== 'raffle' && draw.state !== 'DRAW_OPEN') || draw.purchaseStatus === 'past_draw')
    return { kind: 'removed', reason: 'draw_closed' };

  let unitCents: number;
  let totalCents: number;
  let numGames: number;
  let description: string;
  let blocked: string | undefined;
  if (kind === 'raffle') {
    const bundle = findRaffleBundle(draw, row.gameOffer ?? '');
    if (!bundle) return { kind: 'removed', reason: 'offer_unavailable' };
    unitCents = fromWireMoney(bundle.price);
    totalCents = raffleTicketPriceCents(row, bundle);
    numGames = row.quantity * bundle.numTickets;
    description = `${offer.name}: ${row.quantity} × ${plural(bundle.numTickets, 'ticket', 'tickets')}`;
    const check = canAddRaffleTicket(
      {
        productOfferKey: row.productOfferKey,
        drawNo: row.drawNo,
        raffleOfferKey: bundle.key,
        quantity: row.quantity,
        causeKey: row.causeKey,
      },
      offer,
    );
    const left = draw.drawData ? draw.drawData.ticketCap - draw.drawData.ticketsSold : 0;
    if (draw.purchaseStatus === 'sold_out') blocked = ticketsLeftMessage(0);
    else if (!check.ok && check.reasons.includes('not_enough_tickets')) blocked = ticketsLeftMessage(left);
  } else if (kind === 'syndicate') {
    if (!offer.syndicate) return { kind: 'removed', reason: 'offer_unavailable' };
    unitCents = fromWireMoney(offer.syndicate.costPerShare);
    totalCents = syndicateSharePriceCents(row, offer.syndicate);
    numGames = row.quantity;
    description = `${offer.name}: ${plural(row.quantity, 'share', 'shares')}`;
    const check = canAddSyndicateShare(
      { productOfferKey: row.productOfferKey, drawNo: row.drawNo, quantity: row.quantity },
      offer,
    );
    if (!check.ok && check.reasons.includes('not_enough_shares'))
      blocked = sharesLeftMessage(offer.syndicate.size - offer.syndicate.sharesSold);
  } else {
    const gameTypeKey = row.gameType;
    const gameOffer = gameTypeKey ? findGameOffer(offer, gameTypeKey, row.gameOffer ?? '') : null;
    if (!gameTypeKey || !gameOffer || !row.games) return { kind: 'removed', reason: 'offer_unavailable' };
    const ticket = { games: row.games, numDraws: row.numDraws, gameTypeKey };
    unitCents = ticketPriceCents(ticket, gameOffer);
    totalCents = unitCents * row.quantity;
    numGames = ticketGameCount(ticket, gameOffer);
    description = `${offer.name}: ${ticketSizeText(gameTypeKey, gameOffer, row.games.length)}, ${plural(row.numDraws, 'draw', 'draws')}`;
  }

  return {
    kind: 'kept',
    totalCents,
    preOrder: draw.purchaseStatus === 'pre_order',
    ...(blocked === undefined ? {} : { blocked }),
    item: {
      id: row.id,
      productType: row.productType,
      lotteryKey: row.productOfferKey,
      drawNo: row.drawNo,
      drawDate: draw.date,
      drawPrizePool: draw.prizePool ?? draw.drawData?.value ?? null,
      unitPrice: toWireMoney(unitCents),
      quantity: row.quantity,
      gameType: row.gameType,
      gameOffer: row.gameOffer,
      numDraws: row.numDraws,
      numGames,
      causeKey: row.causeKey,
      description,
      total: toWireMoney(totalCents),
    },
  };
}

/** A cart item as checkout needs it: what was stored, what it costs now and what it is called. */
export interface PricedItem {
  row: CartItemRow;
  item: CartItemResult;
  /** The offer as priced (what a receipt says about the product). */
  offer: ProductOffer;
  offerName: string;
  totalCents: number;
  preOrder: boolean;
}

export interface PricedCart {
  cart: CartRow;
  result: CartResult;
  /** Items still for sale (blocked ones included: result.blockedReasons names them). */
  items: PricedItem[];
  /** Items taken out on this read, and why. */
  removed: Array<{
    row: CartItemRow;
    reason: CartResult['autoRemovedItems'][number]['reason'];
    offerName: string | null;
  }>;
  totalCents: number;
}

/**
 * The cart's items priced from `offers` (the current catalogue at the cart's pricing): kept ones with
 * their totals and the stock they are short of, closed or unavailable ones taken out with their reason.
 * The customer's own blocks, the removals' deletion and the promotion are the cart service's.
 */
export function viewOfRows(
  cart: CartRow,
  rows: CartItemRow[],
  offers: ReadonlyMap<string, ProductOffer>,
): Omit<PricedCart, 'cart'> {
  const result: CartResult = {
    cartReference: cart.id,
    cartItems: [],
    autoRemovedItems: [],
    cartTotal: toWireMoney(0),
    preOrderTotal: toWireMoney(0),
    requiresUnattendedPaymentMethod: false,
    blockedReasons: [],
    showRegulation: false,
  };
  const items: PricedItem[] = [];
  const removed: PricedCart['removed'] = [];
  let totalCents = 0;
  let preOrderCents = 0;
  for (const row of rows) {
    const offer = offers.get(row.productOfferKey);
    const evaluated = evaluateItem(row, offer);
    if (evaluated.kind === 'removed') {
      const replay = offer && evaluated.reason === 'draw_closed' ? replayInput(row, offer) : null;
      result.autoRemovedItems.push({
        id: row.id,
        reason: evaluated.reason,
        description: offer ? `${offer.name} draw ${row.drawNo}` : null,
        ...(replay ? { replay } : {}),
      });
      removed.push({ row, reason: evaluated.reason, offerName: offer?.name ?? null });
      continue;
    }
    result.cartItems.push(evaluated.item);
    items.push({
      row,
      item: evaluated.item,
      offer: offer as ProductOffer, // an item is only kept when its offer was found
      offerName: offer?.name ?? row.productOfferKey,
      totalCents: evaluated.totalCents,
      preOrder: evaluated.preOrder,
    });
    totalCents += evaluated.totalCents;
    if (evaluated.preOrder) preOrderCents += evaluated.totalCents;
    if (evaluated.blocked !== undefined)
      result.blockedReasons.push({ itemId: row.id, reason: 'sold_out', message: evaluated.blocked });
  }
  result.cartTotal = toWireMoney(totalCents);
  result.preOrderTotal = toWireMoney(preOrderCents);
  result.showRegulation = result.cartItems.length > 0;
  return { result, items, removed, totalCents };
}
