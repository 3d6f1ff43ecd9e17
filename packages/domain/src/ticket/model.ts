import type { Cause, GameTypeKey, NumberSet, Weekday } from '@fairdraw/contracts';

/** The set a player's main picks go into. */
export const NUMBERS_SET_KEY = 'numbers';
/** The player's saved favourite numbers, a pool to pick from; it is never played itself. */
export const FAVOURITES_SET_KEY = 'favourites';
/** The separate one-barrel set of a Powerball-style game. */
export const POWERBALL_SET_KEY = 'powerball';

/** What the ticket rules need of a number set; a contract NumberSet fits. */
export type NumberSetRules = Pick<NumberSet, 'key' | 'name' | 'count' | 'min' | 'max' | 'drawnCount'>;

/** What the ticket rules need of a game offer; a contract GameOffer fits. */
export interface GameRules {
  numberSets: readonly NumberSetRules[];
}

/** A slot of a number set: a picked number, or null while empty. */
export type Slot = number | null;

export interface GameSet {
  key: string;
  /** Exactly `count` slots of the offer's set; emptying a slot never shifts the others. */
  numbers: readonly Slot[];
}

/** One game (one line of numbers): a set for each number set of the game offer. */
export interface Game {
  sets: readonly GameSet[];
}

/** Where a number sits in a game. */
export interface SlotRef {
  setKey: string;
  index: number;
}

/** A lottery ticket on the play screen before it goes into the cart. */
export interface LotteryTicket {
  productOfferKey: string;
  gameTypeKey: GameTypeKey;
  gameOfferKey: string;
  games: readonly Game[];
  /** Draws in a row this ticket plays, from `firstDrawNo`. */
  numDraws: number;
  /** The draw to start from (`?firstDrawNo=`); null means the next available draw. */
  firstDrawNo: number | null;
  drawOffset?: number;
  /** The draw days chosen, where the offer lets the player choose. */
  days?: readonly Weekday[];
  causeKey: string | null;
}

/** Raffle tickets: `quantity` of one bundle ("5 tickets for $20") in one raffle draw. */
export interface RaffleTicket {
  productOfferKey: string;
  drawNo: number;
  raffleOfferKey: string;
  quantity: number;
  causeKey: string | null;
}

/** Shares in a syndicate's pool of entries for one draw. */
export interface SyndicateShare {
  productOfferKey: string;
  drawNo: number;
  quantity: number;
}

/** The outcome of a rule check: fine, or every reason it is not. */
export type RuleCheck<Reason extends string> = { ok: true } | { ok: false; reasons: Reason[] };

/** Builds a RuleCheck from the reasons found (none means fine). */
export function checkResult<Reason extends string>(reasons: Reason[]): RuleCheck<Reason> {
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons };
}

/** A lottery or raffle with causes needs one of its own causes chosen; one without needs none. */
export function causeSatisfied(
  offer: { causes: readonly Pick<Cause, 'key'>[] },
  causeKey: string | null,
): boolean {
  return offer.causes.length === 0 || offer.causes.some((cause) => cause.key === causeKey);
}

export function isFavouritesSet(set: { key: string }): boolean {
  return set.key === FAVOURITES_SET_KEY;
}

/** The sets that are played, i.e. every set but Favourites. */
export function playSets(gameOffer: GameRules): NumberSetRules[] {
  return gameOffer.numberSets.filter((set) => !isFavouritesSet(set));
}

export function findSetRules(gameOffer: GameRules, key: string): NumberSetRules | undefined {
  return gameOffer.numberSets.find((set) => set.key === key);
}

export function findGameSet(game: Game, key: string): GameSet | undefined {
  return game.sets.find((set) => set.key === key);
}

/**
 * A set that plays every number it can hold (PowerHit: all 20 Powerballs). The player picks none of
 * it: the play screen shows it as "PH" and the cart gets every number.
 */
export function playsEveryNumber(rules: Pick<NumberSetRules, 'count' | 'min' | 'max'>): boolean {
  return rules.count > 1 && rules.count === rules.max - rules.min + 1;
}

/** Every number of a set's range, smallest first. */
export function everyNumber(rules: Pick<NumberSetRules, 'min' | 'max'>): number[] {
  return Array.from({ length: rules.max - rules.min + 1 }, (_, i) => rules.min + i);
}

/** A whole number within the set's bounds. */
export function inSetRange(n: number, rules: Pick<NumberSetRules, 'min' | 'max'>): boolean {
  return Number.isInteger(n) && n >= rules.min && n <= rules.max;
}

/** The numbers picked in a set, without the empty slots. */
export function filledNumbers(set: GameSet): number[] {
  return set.numbers.filter((n): n is number => n !== null);
}

/** A game with no number in any played set (its Favourites pool may still hold numbers). */
export function isEmptyGame(game: Game): boolean {
  return game.sets.every((set) => isFavouritesSet(set) || set.numbers.every((n) => n === null));
}

/**
 * A game with every slot empty. When the offer has a Favourites set, the player's favourite numbers
 * fill its pool (distinct, in bounds, as many as it holds; others are left out).
 */
export function emptyGame(gameOffer: GameRules, favourites: readonly number[] = []): Game {
  return {
    sets: gameOffer.numberSets.map((rules) => {
      const numbers: Slot[] = Array.from({ length: rules.count }, () => null);
      if (isFavouritesSet(rules)) {
        const pool = [...new Set(favourites)].filter((n) => inSetRange(n, rules)).slice(0, rules.count);
        pool.forEach((n, index) => (numbers[index] = n));
      }
      return { key: rules.key, numbers };
    }),
  };
}

/** A copy of the game with one slot set; the caller has checked the slot exists. */
export function withSlot(game: Game, ref: SlotRef, value: Slot): Game {
  return {
    sets: game.sets.map((set) =>
      set.key === ref.setKey
        ? { key: set.key, numbers: set.numbers.map((n, index) => (index === ref.index ? value : n)) }
        : set,
    ),
  };
}

/**
 * Numbers as every screen shows them: smallest first, whatever order they were picked or drawn in
 * (the stored order is kept; only the display sorts).
 */
export function ascending(numbers: readonly number[]): number[] {
  return [...numbers].sort((a, b) => a - b);
}
