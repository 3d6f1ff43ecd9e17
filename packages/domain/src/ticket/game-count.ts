import { emptyGame } from './model';
import type { Game, GameRules } from './model';
import { defaultGameCount } from './quick-pick';

/** What the game-count rules need of a game offer; a contract GameOffer fits. */
export interface GameCountRules extends GameRules {
  minGames: number;
  maxGames: number;
  defaultGames?: number;
}

/** Games a Quick Pick ticket starts with: the offer's default (18 when it names none), within its min and max. */
export function initialGameCount(gameOffer: GameCountRules): number {
  return Math.min(gameOffer.maxGames, Math.max(gameOffer.minGames, defaultGameCount(gameOffer)));
}

/**
 * Empty games a hand-picked ticket starts with: the fewest it may hold (at least one). More are added on
 * demand, so a customer buying one game never clears seventeen others first.
 */
export function initialHandPickedGameCount(gameOffer: GameCountRules): number {
  return Math.min(gameOffer.maxGames, Math.max(1, gameOffer.minGames));
}

/** Another game fits on the ticket while it holds fewer than the offer's maximum. */
export function canAddGame(games: readonly Game[], gameOffer: GameCountRules): boolean {
  return games.length < gameOffer.maxGames;
}

/** A game may go while the ticket keeps at least the offer's minimum. */
export function canRemoveGame(games: readonly Game[], gameOffer: GameCountRules): boolean {
  return games.length > gameOffer.minGames;
}

/** The games with one empty game added at the end (favourites fill its pool); unchanged at the maximum. */
export function addGame(
  games: readonly Game[],
  gameOffer: GameCountRules,
  favourites: readonly number[] = [],
): Game[] {
  return canAddGame(games, gameOffer) ? [...games, emptyGame(gameOffer, favourites)] : [...games];
}

/** The games without the one at `index`; unchanged at the minimum or for a game that does not exist. */
export function removeGame(games: readonly Game[], index: number, gameOffer: GameCountRules): Game[] {
  const exists = Number.isInteger(index) && index >= 0 && index < games.length;
  return exists && canRemoveGame(games, gameOffer) ? games.filter((_, i) => i !== index) : [...games];
}
