import { emptyGame, isEmptyGame } from './model';
import type { Game, GameRules } from './model';

/**
 * The games of a bet padded with empty games or trimmed to `required` (shop-core §4). Trimming drops
 * empty games first, last first, and only then filled games from the end, so numbers the player
 * picked (their favourites among them) are kept as long as possible. New games get the player's
 * favourites pool when given.
 */
export function resizeEntries(
  games: readonly Game[],
  required: number,
  gameOffer: GameRules,
  favourites: readonly number[] = [],
): Game[] {
  if (!Number.isInteger(required) || required < 0)
    throw new RangeError(`Invalid number of games ${required}`);
  if (games.length <= required) {
    const padding = Array.from({ length: required - games.length }, () => emptyGame(gameOffer, favourites));
    return [...games, ...padding];
  }

  let excess = games.length - required;
  const dropped = new Set<number>();
  for (let index = games.length - 1; index >= 0 && excess > 0; index -= 1) {
    const game = games[index];
    if (game && isEmptyGame(game)) {
      dropped.add(index);
      excess -= 1;
    }
  }
  for (let index = games.length - 1; index >= 0 && excess > 0; index -= 1) {
    if (!dropped.has(index)) {
      dropped.add(index);
      excess -= 1;
    }
  }
  return games.filter((_, index) => !dropped.has(index));
}
