import { daysFromBitmask } from '../draw-schedule';
import type { GameOffer, GameTypeKey, ProductOffer, Weekday } from '@fairdraw/contracts';
import { gamesToBuy, unfinishedGames } from './completeness';
import { isValidNumDraws, resolveFirstDrawNo } from './draws';
import { causeSatisfied, checkResult } from './model';
import type { LotteryTicket, RuleCheck } from './model';

/** Why a lottery ticket cannot go into the cart yet. */
export type AddToCartRefusal =
  | 'unknown_offer'
  | 'incomplete_games'
  | 'too_few_games'
  | 'too_many_games'
  | 'bad_num_draws'
  | 'day_required'
  | 'cause_required'
  | 'no_draw';

/** Syndicate and lotto-party shares buy into someone else's entries, so their draw days are fixed. */
const fixedDayGameTypes: readonly GameTypeKey[] = ['syndicate', 'lotto_party'];

export function findGameOffer(
  offer: ProductOffer,
  gameTypeKey: GameTypeKey,
  gameOfferKey: string,
): GameOffer | null {
  const gameType = offer.gameTypes.find((type) => type.key === gameTypeKey);
  return gameType?.gameOffers.find((gameOffer) => gameOffer.key === gameOfferKey) ?? null;
}

/** The player chooses draw days when the offer draws on several days and the game type allows it. */
export function daysSelectable(offer: Pick<ProductOffer, 'drawDays'>, gameTypeKey: GameTypeKey): boolean {
  return !fixedDayGameTypes.includes(gameTypeKey) && daysFromBitmask(offer.drawDays).length > 1;
}

/** The days a player may choose from (every draw day of the offer), or none where days are fixed. */
export function selectableDays(offer: Pick<ProductOffer, 'drawDays'>, gameTypeKey: GameTypeKey): Weekday[] {
  return daysSelectable(offer, gameTypeKey) ? daysFromBitmask(offer.drawDays) : [];
}

/** An offer sells only while it is available and not suspended; its page still opens otherwise. */
export function isOfferOnSale(offer: Pick<ProductOffer, 'availability' | 'suspended'>): boolean {
  return offer.availability === 'available' && !offer.suspended;
}

/** At least one day chosen, and only days the offer draws on. */
function hasValidDays(ticket: LotteryTicket, offer: ProductOffer): boolean {
  const drawDays = daysFromBitmask(offer.drawDays);
  const days = ticket.days ?? [];
  return days.length > 0 && days.every((day) => drawDays.includes(day));
}

/**
 * The draws a multi-week entry plays: every draw day of each week (the chosen days where the player
 * chooses them). null for any other game offer, whose draws the player picks.
 */
export function multiWeekDraws(
  ticket: Pick<LotteryTicket, 'gameTypeKey' | 'days'>,
  offer: Pick<ProductOffer, 'drawDays'>,
  gameOffer: Pick<GameOffer, 'numWeeks'>,
): number | null {
  if (gameOffer.numWeeks === undefined) return null;
  const days = daysSelectable(offer, ticket.gameTypeKey)
    ? (ticket.days ?? [])
    : daysFromBitmask(offer.drawDays);
  return gameOffer.numWeeks * Math.max(1, days.length);
}

/**
 * Whether a built lottery ticket may go into the cart (shop-core §4, account-area §5): no game left
 * half-filled, between the offer's minimum and maximum complete games (empty games are not bought,
 * decision 0051), a valid draw count (every draw of its weeks for a multi-week entry), a day chosen where
 * days are selectable, a cause of this lottery chosen when it has causes, and an open draw to start
 * from. Every failing rule is reported, so the play screen can show them all at once.
 */
export function canAddToCart(ticket: LotteryTicket, offer: ProductOffer): RuleCheck<AddToCartRefusal> {
  const gameOffer = findGameOffer(offer, ticket.gameTypeKey, ticket.gameOfferKey);
  if (ticket.productOfferKey !== offer.key || !gameOffer) return { ok: false, reasons: ['unknown_offer'] };

  const reasons: AddToCartRefusal[] = [];
  const bought = gamesToBuy(ticket.games, gameOffer).length;
  if (unfinishedGames(ticket.games, gameOffer).length > 0) reasons.push('incomplete_games');
  if (bought < gameOffer.minGames) reasons.push('too_few_games');
  if (bought > gameOffer.maxGames) reasons.push('too_many_games');
  const weeksOfDraws = multiWeekDraws(ticket, offer, gameOffer);
  if (!isValidNumDraws(ticket.numDraws) || (weeksOfDraws !== null && ticket.numDraws !== weeksOfDraws))
    reasons.push('bad_num_draws');
  if (daysSelectable(offer, ticket.gameTypeKey) && !hasValidDays(ticket, offer)) reasons.push('day_required');
  if (!causeSatisfied(offer, ticket.causeKey)) reasons.push('cause_required');
  if (resolveFirstDrawNo(ticket.firstDrawNo, offer.draws) === null) reasons.push('no_draw');
  return checkResult(reasons);
}
