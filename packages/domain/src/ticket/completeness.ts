import { filledNumbers, findGameSet, inSetRange, playSets, POWERBALL_SET_KEY } from './model';
import type { Game, GameRules, NumberSetRules } from './model';

function isPowerballSet(set: Pick<NumberSetRules, 'key' | 'name'>): boolean {
  return set.key === POWERBALL_SET_KEY || set.name.trim().toLowerCase() === POWERBALL_SET_KEY;
}

/** A Powerball-style game has a set keyed or named "powerball". */
export function isPowerballStyle(gameOffer: GameRules): boolean {
  return gameOffer.numberSets.some(isPowerballSet);
}

/**
 * A game is complete when every played set has exactly its count of slots, all filled with distinct
 * numbers within its bounds. In a Powerball-style game Numbers must be full and the Powerball set
 * needs at least one number. Favourites are a pool, never played, so they do not count; a set the
 * offer does not have makes the game incomplete.
 */
export function isGameComplete(game: Game, gameOffer: GameRules): boolean {
  const sets = playSets(gameOffer);
  const known = new Set(gameOffer.numberSets.map((set) => set.key));
  if (game.sets.some((set) => !known.has(set.key))) return false;

  return sets.every((rules) => {
    const set = findGameSet(game, rules.key);
    if (!set || set.numbers.length !== rules.count) return false;
    const numbers = filledNumbers(set);
    if (numbers.some((n) => !inSetRange(n, rules))) return false;
    if (new Set(numbers).size !== numbers.length) return false;
    if (isPowerballSet(rules)) return numbers.length > 0;
    return numbers.length === rules.count;
  });
}
