// Whether an item may go into the cart: the domain's ticket rules against the current offer, turned
// into field errors a customer understands.
import {
  CART_ITEM_REFUSED,
  type CartItemInput,
  type CartItemUpdate,
  type Draw,
  type LotteryCartItemInput,
  type ProductOffer,
} from '@fairdraw/contracts';
import {
  canAddRaffleTicket,
  canAddSyndicateShare,
  canAddToCart,
  daysFromBitmask,
  daysSelectable,
  findGameOffer,
  isEmptyGame,
  multiWeekDraws,
  openLotteryDraws,
  type LotteryTicket,
} from '@fairdraw/domain';
import { AppError, type FieldErrors } from '../../lib/errors';
import type { CartItemRow, NewCartItemRow } from './cart.repository';

/** A 422 naming the field and the rule that refused the item. */
export class CartItemRefusedError extends AppError {
  constructor(fieldErrors: FieldErrors) {
    const first = Object.values(fieldErrors)[0]?.[0]?.message ?? 'This item cannot go into the cart.';
    super(422, CART_ITEM_REFUSED, first, fieldErrors);
    this.name = 'CartItemRefusedError';
  }
}

type Refusal = [field: string, code: string, message: string];

export function refuse(refusals: Refusal[]): never {
  const fields: FieldErrors = {};
  for (const [field, code, message] of refusals) (fields[field] ??= []).push({ code, message });
  throw new CartItemRefusedError(fields);
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function ticketsLeftMessage(left: number): string {
  return left <= 0 ? 'This raffle has sold out.' : `Only ${plural(left, 'ticket is', 'tickets are')} left.`;
}

export function sharesLeftMessage(left: number): string {
  return left <= 0 ? 'This syndicate has sold out.' : `Only ${plural(left, 'share is', 'shares are')} left.`;
}

/** "Draw 4621 has closed." for a draw before the next open one, otherwise "is not on sale". */
function drawNotOnSale(drawNo: number, listed: readonly Draw[]): string {
  const next = listed.map((draw) => draw.drawNo).sort((a, b) => a - b)[0];
  return next === undefined || drawNo < next
    ? `Draw ${drawNo} has closed.`
    : `Draw ${drawNo} is not on sale.`;
}

type OfferKind = 'lottery' | 'raffle' | 'syndicate';
export const kindOfProduct = (productType: string): OfferKind =>
  productType === 'raffle_ticket' ? 'raffle' : productType === 'syndicate_share' ? 'syndicate' : 'lottery';

/**
 * Checks an item against the current offer with the domain rules and returns the row to store, or
 * throws a 422 with a field error for every refusal.
 */
export function checkItem(input: CartItemInput, offer: ProductOffer | undefined): NewCartItemRow {
  const kind = kindOfProduct(input.productType);
  if (!offer || kindOfProduct(offer.type) !== kind)
    refuse([['lottery', 'unknown_offer', `We do not sell this ${kind} here.`]]);
  if (offer.suspended || offer.availability !== 'available')
    refuse([['lottery', 'unavailable', `${offer.name} is not on sale right now.`]]);
  const common = {
    productOfferKey: offer.key,
    drawNo: input.drawNo,
    affiliateCode: input.affiliateCode ?? null,
  };

  if (input.productType === 'raffle_ticket') {
    const check = canAddRaffleTicket(
      {
        productOfferKey: input.lottery,
        drawNo: input.drawNo,
        raffleOfferKey: input.gameOffer,
        quantity: input.quantity,
        causeKey: input.causeKey,
      },
      offer,
    );
    if (!check.ok) {
      const draw = offer.draws.find((item) => item.drawNo === input.drawNo);
      const drawData = draw?.drawData;
      const left = drawData ? drawData.ticketCap - drawData.ticketsSold : 0;
      refuse(
        check.reasons.map((reason): Refusal => {
          switch (reason) {
            case 'no_draw':
              return draw?.purchaseStatus === 'sold_out'
                ? ['quantity', 'sold_out', ticketsLeftMessage(0)]
                : ['drawNo', reason, drawNotOnSale(input.drawNo, offer.draws)];
            case 'unknown_bundle':
              return ['gameOffer', reason, 'Choose one of this raffle’s ticket bundles.'];
            case 'bad_quantity':
              return ['quantity', reason, 'Choose a quantity between 1 and 100.'];
            case 'not_enough_tickets':
              return ['quantity', reason, ticketsLeftMessage(left)];
            case 'cause_required':
              return ['causeKey', reason, 'Choose a cause to support.'];
            case 'unknown_offer':
              return ['lottery', reason, 'We do not sell this raffle here.'];
          }
        }),
      );
    }
    return {
      ...common,
      productType: 'raffle_ticket',
      gameType: null,
      gameOffer: input.gameOffer,
      numDraws: 1,
      games: null,
      day: null,
      quantity: input.quantity,
      causeKey: input.causeKey,
    };
  }

  if (input.productType === 'syndicate_share') {
    const check = canAddSyndicateShare(
      { productOfferKey: input.lottery, drawNo: input.drawNo, quantity: input.quantity },
      offer,
    );
    if (!check.ok) {
      const left = offer.syndicate ? offer.syndicate.size - offer.syndicate.sharesSold : 0;
      refuse(
        check.reasons.map((reason): Refusal => {
          switch (reason) {
            case 'no_draw':
              return ['drawNo', reason, drawNotOnSale(input.drawNo, openLotteryDraws(offer.draws))];
            case 'bad_quantity':
              return ['quantity', reason, 'Choose between 1 and 100 shares.'];
            case 'not_enough_shares':
              return ['quantity', reason, sharesLeftMessage(left)];
            case 'unknown_offer':
              return ['lottery', reason, 'We do not sell this syndicate here.'];
          }
        }),
      );
    }
    return {
      ...common,
      productType: 'syndicate_share',
      gameType: null,
      gameOffer: null,
      numDraws: 1,
      games: null,
      day: null,
      quantity: input.quantity,
      causeKey: null,
    };
  }

  if (input.numDraws === 'autoplay')
    refuse([['numDraws', 'autoplay_unavailable', 'Autoplay cannot be added to the cart yet.']]);
  const numDraws = input.numDraws;
  const ticket: LotteryTicket = {
    productOfferKey: input.lottery,
    gameTypeKey: input.gameType,
    gameOfferKey: input.gameOffer,
    games: input.games.map((game) => ({ sets: game.sets.map(({ key, numbers }) => ({ key, numbers })) })),
    numDraws,
    firstDrawNo: input.drawNo,
    ...(input.day === undefined ? {} : { days: daysFromBitmask(input.day) }),
    causeKey: input.causeKey ?? null,
  };
  const check = canAddToCart(ticket, offer);
  if (!check.ok) {
    const gameOffer = findGameOffer(offer, input.gameType, input.gameOffer);
    refuse(
      check.reasons.map((reason): Refusal => {
        switch (reason) {
          case 'unknown_offer':
            return ['gameOffer', reason, 'Choose one of this lottery’s ways to play.'];
          case 'incomplete_games':
            return ['games', reason, 'Complete or leave out every game that has only some of its numbers.'];
          case 'too_few_games':
            return ['games', reason, `Play at least ${plural(gameOffer?.minGames ?? 1, 'game', 'games')}.`];
          case 'too_many_games':
            return ['games', reason, `Play at most ${plural(gameOffer?.maxGames ?? 1, 'game', 'games')}.`];
          case 'bad_num_draws': {
            const weeks = gameOffer ? multiWeekDraws(ticket, offer, gameOffer) : null;
            return weeks === null
              ? ['numDraws', reason, 'Choose between 1 and 10 draws.']
              : ['numDraws', reason, `${gameOffer?.name} of ${offer.name} play ${weeks} draws.`];
          }
          case 'day_required':
            return ['day', reason, 'Choose the days to play.'];
          case 'cause_required':
            return ['causeKey', reason, 'Choose a cause to support.'];
          case 'no_draw':
            return ['drawNo', reason, drawNotOnSale(input.drawNo, openLotteryDraws(offer.draws))];
        }
      }),
    );
  }
  return {
    ...common,
    productType: numDraws > 1 ? 'multi_draw_ticket' : 'lottery_ticket',
    gameType: input.gameType,
    gameOffer: input.gameOffer,
    numDraws,
    // Empty games are not bought (decision 0051): only the games with numbers are stored and priced.
    games: input.games.filter((_, index) => !isEmptyGame(ticket.games[index] ?? { sets: [] })),
    day: input.day !== undefined && daysSelectable(offer, input.gameType) ? input.day : null,
    quantity: 1,
    causeKey: input.causeKey ?? null,
  };
}

/** The add-item body an item would have been added with, with the update applied. */
export function inputWithUpdate(row: CartItemRow, update: CartItemUpdate): CartItemInput {
  const kind = kindOfProduct(row.productType);
  const refusals: Refusal[] = [];
  if (kind === 'lottery' && update.quantity !== undefined && update.quantity !== 1)
    refusals.push(['quantity', 'invalid', 'Add games to a lottery ticket instead of copies of it.']);
  if (kind !== 'lottery' && update.numDraws !== undefined && update.numDraws !== 1)
    refusals.push(['numDraws', 'invalid', 'Only lottery tickets play several draws.']);
  if (refusals.length > 0) refuse(refusals);

  const base = { lottery: row.productOfferKey, drawNo: row.drawNo };
  const affiliate = row.affiliateCode ? { affiliateCode: row.affiliateCode } : {};
  if (kind === 'raffle')
    return {
      ...base,
      ...affiliate,
      productType: 'raffle_ticket',
      gameOffer: row.gameOffer ?? '',
      quantity: update.quantity ?? row.quantity,
      causeKey: row.causeKey,
    };
  if (kind === 'syndicate')
    return {
      ...base,
      ...affiliate,
      productType: 'syndicate_share',
      quantity: update.quantity ?? row.quantity,
    };
  const numDraws = update.numDraws ?? row.numDraws;
  return {
    ...base,
    ...affiliate,
    productType: numDraws > 1 ? 'multi_draw_ticket' : 'lottery_ticket',
    gameType: row.gameType ?? 'standard',
    gameOffer: row.gameOffer ?? '',
    numDraws,
    quickpick: row.gameType === 'random',
    games: row.games ?? [],
    ...(row.day === null ? {} : { day: row.day }),
    ...(row.causeKey === null ? {} : { causeKey: row.causeKey }),
  };
}

/**
 * The same lottery ticket in the next open draw, as an add-item body (decision 0051), for an item
 * taken out because its draw closed; null for raffles and shares, or when no draw is on sale. It is
 * only offered: adding it goes through every rule an add does.
 */
export function replayInput(row: CartItemRow, offer: ProductOffer): LotteryCartItemInput | null {
  const next = openLotteryDraws(offer.draws).find(
    (draw) => draw.drawNo > row.drawNo && draw.purchaseStatus !== 'past_draw',
  );
  const input = inputWithUpdate(row, {});
  if (!next || (input.productType !== 'lottery_ticket' && input.productType !== 'multi_draw_ticket'))
    return null;
  return { ...input, drawNo: next.drawNo };
}
