import { filledNumbers, inSetRange, playSets, POWERBALL_SET_KEY } from './model';
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
