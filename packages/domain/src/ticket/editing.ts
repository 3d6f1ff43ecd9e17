import {
  FAVOURITES_SET_KEY,
  findGameSet,
  findSetRules,
  inSetRange,
  NUMBERS_SET_KEY,
  withSlot,
} from './model';
import type { Game, GameRules, GameSet, SlotRef } from './model';

/** Why an edit was refused; the play screen turns each into a hint. */
export type EditRefusal =
  'set_full' | 'out_of_range' | 'duplicate' | 'unknown_set' | 'bad_slot' | 'empty_slot';

/** An edit either gives the new game or says why the old one stays. */
export type EditResult = { ok: true; game: Game } | { ok: false; reason: EditRefusal };

const refuse = (reason: EditRefusal): EditResult => ({ ok: false, reason });
const accept = (game: Game): EditResult => ({ ok: true, game });

function hasSlot(set: GameSet, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < set.numbers.length;
}

/** Does the set hold `n` anywhere but the given slots? */
function holdsElsewhere(set: GameSet, n: number, ...except: number[]): boolean {
  return set.numbers.some((value, index) => value === n && !except.includes(index));
}

/** Puts `n` in the first empty slot of the set. */
export function addNumber(game: Game, setKey: string, n: number, gameOffer: GameRules): EditResult {
  const set = findGameSet(game, setKey);
  const rules = findSetRules(gameOffer, setKey);
  if (!set || !rules) return refuse('unknown_set');
  if (!inSetRange(n, rules)) return refuse('out_of_range');
  if (set.numbers.includes(n)) return refuse('duplicate');
  const index = set.numbers.indexOf(null);
  if (index === -1) return refuse('set_full');
  return accept(withSlot(game, { setKey, index }, n));
}

/** Empties one slot; the other numbers stay where they are. A slot that does not exist changes nothing. */
export function removeNumber(game: Game, setKey: string, index: number): Game {
  const set = findGameSet(game, setKey);
  if (!set || !hasSlot(set, index)) return game;
  return withSlot(game, { setKey, index }, null);
}

/** A click on the number grid: takes `n` out of the set when it is there, otherwise adds it. */
export function toggleNumber(game: Game, setKey: string, n: number, gameOffer: GameRules): EditResult {
  const index = findGameSet(game, setKey)?.numbers.indexOf(n) ?? -1;
  if (index !== -1) return accept(removeNumber(game, setKey, index));
  return addNumber(game, setKey, n, gameOffer);
}

/**
 * Moves a number to another slot, in the same set or another one. A filled target swaps with the
 * source, so both numbers must suit their new sets (in bounds, not already there).
 */
export function moveNumber(game: Game, from: SlotRef, to: SlotRef, gameOffer: GameRules): EditResult {
  const fromSet = findGameSet(game, from.setKey);
  const toSet = findGameSet(game, to.setKey);
  const fromRules = findSetRules(gameOffer, from.setKey);
  const toRules = findSetRules(gameOffer, to.setKey);
  if (!fromSet || !toSet || !fromRules || !toRules) return refuse('unknown_set');
  if (!hasSlot(fromSet, from.index) || !hasSlot(toSet, to.index)) return refuse('bad_slot');
  const moving = fromSet.numbers[from.index] ?? null;
  if (moving === null) return refuse('empty_slot');
  const displaced = toSet.numbers[to.index] ?? null;

  // Within one set a move or swap cannot go out of bounds or create a duplicate.
  if (from.setKey !== to.setKey) {
    if (!inSetRange(moving, toRules)) return refuse('out_of_range');
    if (holdsElsewhere(toSet, moving, to.index)) return refuse('duplicate');
    if (displaced !== null) {
      if (!inSetRange(displaced, fromRules)) return refuse('out_of_range');
      if (holdsElsewhere(fromSet, displaced, from.index)) return refuse('duplicate');
    }
  }
  return accept(withSlot(withSlot(game, to, moving), from, displaced));
}

/** Picking a favourite moves it out of Favourites into the first empty slot of Numbers. */
export function pickFavourite(game: Game, favouriteIndex: number, gameOffer: GameRules): EditResult {
  const numbers = findGameSet(game, NUMBERS_SET_KEY);
  if (!numbers) return refuse('unknown_set');
  const index = numbers.numbers.indexOf(null);
  if (index === -1) return refuse('set_full');
  return moveNumber(
    game,
    { setKey: FAVOURITES_SET_KEY, index: favouriteIndex },
    { setKey: NUMBERS_SET_KEY, index },
    gameOffer,
  );
}

/** Swaps a favourite with a chosen slot: the slot's number (if any) takes the favourite's place. */
export function swapInFavourite(
  game: Game,
  favouriteIndex: number,
  targetSetKey: string,
  targetIndex: number,
  gameOffer: GameRules,
): EditResult {
  return moveNumber(
    game,
    { setKey: FAVOURITES_SET_KEY, index: favouriteIndex },
    { setKey: targetSetKey, index: targetIndex },
    gameOffer,
  );
}
