import {
  filledNumbers,
  inSetRange,
  isEmptyGame,
  playSets,
  playsEveryNumber,
  POWERBALL_SET_KEY,
} from './model';
import type { Game, GameRules, NumberSetRules } from './model';

function isPowerballSet(set: Pick<NumberSetRules, 'key' | 'name'>): boolean {
  return set.key === POWERBALL_SET_KEY || set.name.trim().toLowerCase() === POWERBALL_SET_KEY;
}

/** A Powerball-style game has a set keyed or named "powerball". */
export function isPowerballStyle(gameOffer: GameRules): boolean {
  return gameOffer.numberSets.some(isPowerballSet);
}

/** Why a game is not complete: a set the offer does not have, or the first played set it does not fill. */
export type GameGap = { unknownSetKey: string } | { set: NumberSetRules };

/** Whether the game holds the set once, with exactly its count of slots, filled as the set's rules ask. */
function fillsSet(game: Game, rules: NumberSetRules): boolean {
  const entered = game.sets.filter((set) => set.key === rules.key);
  const set = entered[0];
  if (entered.length !== 1 || !set || set.numbers.length !== rules.count) return false;
  const numbers = filledNumbers(set);
  // Every number of a PowerHit's Powerball set plays, picked or not.
  if (playsEveryNumber(rules) && numbers.length === 0) return true;
  if (numbers.some((n) => !inSetRange(n, rules))) return false;
  if (new Set(numbers).size !== numbers.length) return false;
  // A PowerHit or PowerPik entry plays every Powerball it holds, so its Powerball set is filled too.
  return numbers.length === rules.count;
}

/**
 * What keeps a game from being complete, or null when it is: every played set appears once with
 * exactly its count of slots, all filled with distinct numbers within its bounds (a Powerball-style
 * game's one Powerball included). Favourites are a pool,
 * never played, so they do not count; a set the offer does not have makes the game incomplete.
 */
export function gameGap(game: Game, gameOffer: GameRules): GameGap | null {
  const known = new Set(gameOffer.numberSets.map((set) => set.key));
  const unknown = game.sets.find((set) => !known.has(set.key));
  if (unknown) return { unknownSetKey: unknown.key };
  const unfilled = playSets(gameOffer).find((rules) => !fillsSet(game, rules));
  return unfilled ? { set: unfilled } : null;
}

export function isGameComplete(game: Game, gameOffer: GameRules): boolean {
  return gameGap(game, gameOffer) === null;
}

/**
 * The games a ticket buys: its complete games. Empty games are simply not bought; a game started
 * but not finished blocks the ticket (unfinishedGames), so once a ticket may be added these are
 * exactly its non-empty games. Price and the cart body both count these and nothing else.
 */
export function gamesToBuy<G extends Game>(games: readonly G[], gameOffer: GameRules): G[] {
  return games.filter((game) => isGameComplete(game, gameOffer));
}

/** The positions (0-based) of games with some numbers but not all: each must be finished or cleared. */
export function unfinishedGames(games: readonly Game[], gameOffer: GameRules): number[] {
  return games.flatMap((game, index) =>
    isEmptyGame(game) || isGameComplete(game, gameOffer) ? [] : [index],
  );
}
