import type { GameOffer, GameTypeKey, ProductOffer } from '@fairdraw/contracts';
import { isQuickPickGameType } from '../game-types';
import { selectableDays } from './add-to-cart';
import { initialGameCount, initialHandPickedGameCount } from './game-count';
import { emptyGame } from './model';
import type { LotteryTicket } from './model';
import { quickPickTicket } from './quick-pick';
import type { RandomSource } from './quick-pick';

export interface NewTicketOptions {
  /** The draw asked for (`?firstDrawNo=`, already checked); null plays the next available draw. */
  firstDrawNo?: number | null;
  /** The player's favourite numbers, for offers with a Favourites pool. */
  favourites?: readonly number[];
  random: RandomSource;
}

/**
 * The ticket a play screen starts with (shop-core §4): the Quick Pick game type starts with its
 * default number of quick-picked games (18), every other type with the fewest empty games it may hold
 * (one, usually), growing as the customer adds games; one draw,
 * every draw day chosen where days are selectable, and the cause when the offer supports only one.
 */
export function newLotteryTicket(
  offer: Pick<ProductOffer, 'key' | 'drawDays' | 'causes'>,
  gameTypeKey: GameTypeKey,
  gameOffer: GameOffer,
  options: NewTicketOptions,
): LotteryTicket {
  const games = isQuickPickGameType(gameTypeKey)
    ? quickPickTicket(gameOffer, initialGameCount(gameOffer), options.random)
    : Array.from({ length: initialHandPickedGameCount(gameOffer) }, () =>
        emptyGame(gameOffer, options.favourites),
      );
  const days = selectableDays(offer, gameTypeKey);
  return {
    productOfferKey: offer.key,
    gameTypeKey,
    gameOfferKey: gameOffer.key,
    games,
    numDraws: 1,
    firstDrawNo: options.firstDrawNo ?? null,
    ...(days.length > 0 ? { days } : {}),
    causeKey: onlyCauseKey(offer),
  };
}

/** A product with a single cause supports that one: it is chosen for the buyer, never asked for. */
export function onlyCauseKey(offer: Pick<ProductOffer, 'causes'>): string | null {
  return offer.causes.length === 1 ? offer.causes[0]!.key : null;
}
