import type {
  LotteryCartItemInput,
  ProductOffer,
  RaffleCartItemInput,
  SyndicateCartItemInput,
} from '@fairdraw/contracts';
import { bitmaskFromDays } from '../draw-schedule';
import { canAddToCart, daysSelectable, findGameOffer } from './add-to-cart';
import { gamesToBuy } from './completeness';
import type { AddToCartRefusal } from './add-to-cart';
import { resolveFirstDrawNo } from './draws';
import { isQuickPickGameType } from '../game-types';
import { everyNumber, filledNumbers, findGameSet, playSets, playsEveryNumber } from './model';
import type { Game, GameRules, LotteryTicket, RaffleTicket, SyndicateShare } from './model';
import { canAddRaffleTicket, canAddSyndicateShare } from './raffle-and-syndicate';
import type { RaffleRefusal, SyndicateRefusal } from './raffle-and-syndicate';

/** A cart item body, or the reasons the ticket cannot go into the cart yet. */
export type CartInputResult<Input, Reason extends string> =
  { ok: true; input: Input } | { ok: false; reasons: Reason[] };

export interface CartItemOptions {
  /** From the `aff` cookie; left out when null or absent. */
  affiliateCode?: string | null;
}

export interface LotteryCartItemOptions extends CartItemOptions {
  /** The numbers were quick-picked; defaults to true for the Quick Pick (random) game type. */
  quickpick?: boolean;
  /** Keep buying every draw until stopped, instead of `numDraws` draws. */
  autoplay?: boolean;
}

function affiliate(options: CartItemOptions): { affiliateCode?: string } {
  return options.affiliateCode ? { affiliateCode: options.affiliateCode } : {};
}

/** The played sets of a game, picked numbers only; Favourites are a pool and never go to the cart. */
export function toCartGame(game: Game, gameOffer: GameRules): LotteryCartItemInput['games'][number] {
  return {
    sets: playSets(gameOffer).map((rules) => {
      if (playsEveryNumber(rules)) return { key: rules.key, numbers: everyNumber(rules) };
      const set = findGameSet(game, rules.key);
      return { key: rules.key, numbers: set ? filledNumbers(set) : [] };
    }),
  };
}

/**
 * The body that adds a built lottery ticket to the cart, once canAddToCart allows it. Several draws
 * make a multi-draw ticket; autoplay is a lottery ticket that repeats. Empty games are left out.
 */
export function toCartItemInput(
  ticket: LotteryTicket,
  offer: ProductOffer,
  options: LotteryCartItemOptions = {},
): CartInputResult<LotteryCartItemInput, AddToCartRefusal> {
  const check = canAddToCart(ticket, offer);
  const gameOffer = findGameOffer(offer, ticket.gameTypeKey, ticket.gameOfferKey);
  const drawNo = resolveFirstDrawNo(ticket.firstDrawNo, offer.draws);
  if (!check.ok) return check;
  if (!gameOffer || drawNo === null) return { ok: false, reasons: ['unknown_offer'] };

  const autoplay = options.autoplay ?? false;
  return {
    ok: true,
    input: {
      productType: !autoplay && ticket.numDraws > 1 ? 'multi_draw_ticket' : 'lottery_ticket',
      lottery: offer.key,
      gameType: ticket.gameTypeKey,
      gameOffer: gameOffer.key,
      drawNo,
      numDraws: autoplay ? 'autoplay' : ticket.numDraws,
      quickpick: options.quickpick ?? isQuickPickGameType(ticket.gameTypeKey),
      games: gamesToBuy(ticket.games, gameOffer).map((game) => toCartGame(game, gameOffer)),
      ...(daysSelectable(offer, ticket.gameTypeKey) ? { day: bitmaskFromDays(ticket.days ?? []) } : {}),
      ...(ticket.causeKey === null ? {} : { causeKey: ticket.causeKey }),
      ...affiliate(options),
    },
  };
}

/** The body that adds raffle tickets to the cart, once canAddRaffleTicket allows it. */
export function toRaffleCartItemInput(
  ticket: RaffleTicket,
  offer: ProductOffer,
  options: CartItemOptions = {},
): CartInputResult<RaffleCartItemInput, RaffleRefusal> {
  const check = canAddRaffleTicket(ticket, offer);
  if (!check.ok) return check;
  return {
    ok: true,
    input: {
      productType: 'raffle_ticket',
      lottery: offer.key,
      gameOffer: ticket.raffleOfferKey,
      drawNo: ticket.drawNo,
      quantity: ticket.quantity,
      causeKey: ticket.causeKey,
      ...affiliate(options),
    },
  };
}

/** The body that adds syndicate shares to the cart, once canAddSyndicateShare allows it. */
export function toSyndicateCartItemInput(
  share: SyndicateShare,
  offer: ProductOffer,
  options: CartItemOptions = {},
): CartInputResult<SyndicateCartItemInput, SyndicateRefusal> {
  const check = canAddSyndicateShare(share, offer);
  if (!check.ok) return check;
  return {
    ok: true,
    input: {
      productType: 'syndicate_share',
      lottery: offer.key,
      drawNo: share.drawNo,
      quantity: share.quantity,
      ...affiliate(options),
    },
  };
}
