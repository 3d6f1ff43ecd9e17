import { emptyGame, findGameSet, isFavouritesSet } from './model';
import type { Game, GameRules, Slot } from './model';

/** Games on a quick-pick ticket when the offer does not say (shop-core §4, account-area §9). */
export const DEFAULT_QUICK_PICK_GAMES = 18;

/** A source of uniform numbers in [0, 1), injected so quick picks are reproducible in tests. */
export type RandomSource = () => number;

/** The number of games a quick-pick ticket starts with: the offer's own default, else 18. */
export function defaultGameCount(gameOffer: { defaultGames?: number }): number {
  return gameOffer.defaultGames ?? DEFAULT_QUICK_PICK_GAMES;
}

function randomIndex(random: RandomSource, size: number): number {
  const r = random();
  if (!(r >= 0 && r < 1)) throw new RangeError(`A random source must return a number in [0, 1), got ${r}`);
  return Math.floor(r * size);
}

/**
 * `count` distinct numbers from min..max, none of them in `taken`. A partial Fisher–Yates shuffle
 * of the numbers still free: every choice is equally likely and no number can come up twice.
 */
export function pickDistinct(
  min: number,
  max: number,
  count: number,
  taken: ReadonlySet<number>,
  random: RandomSource,
): number[] {
  const pool: number[] = [];
  for (let n = min; n <= max; n += 1) if (!taken.has(n)) pool.push(n);
  if (count > pool.length) {
    throw new RangeError(`Cannot pick ${count} distinct numbers from ${min}–${max} with ${taken.size} taken`);
  }
  for (let i = 0; i < count; i += 1) {
    const j = i + randomIndex(random, pool.length - i);
    const chosen = pool[j] as number;
    pool[j] = pool[i] as number;
    pool[i] = chosen;
  }
  return pool.slice(0, count);
}

/**
 * Fills every empty slot of every played set with distinct numbers within the set's bounds, keeping
 * the numbers already chosen. Favourites are the player's own pool, so quick pick leaves them alone.
 */
export function quickPick(
  gameOffer: GameRules,
  random: RandomSource,
  game: Game = emptyGame(gameOffer),
): Game {
  return {
    sets: gameOffer.numberSets.map((rules) => {
      const current = findGameSet(game, rules.key)?.numbers ?? [];
      const numbers: Slot[] = Array.from({ length: rules.count }, (_, index) => current[index] ?? null);
      if (isFavouritesSet(rules)) return { key: rules.key, numbers };
      const taken = new Set(numbers.filter((n): n is number => n !== null));
      const empty = numbers.filter((n) => n === null).length;
      const picks = pickDistinct(rules.min, rules.max, empty, taken, random);
      return { key: rules.key, numbers: numbers.map((n) => n ?? (picks.shift() as number)) };
    }),
  };
}

/** A ticket of quick-picked games: `numGames` of them, or the offer's default count when not given. */
export function quickPickTicket(
  gameOffer: GameRules & { defaultGames?: number },
  numGames: number | undefined,
  random: RandomSource,
): Game[] {
  const count = numGames ?? defaultGameCount(gameOffer);
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Invalid number of games ${count}`);
  return Array.from({ length: count }, () => quickPick(gameOffer, random));
}

/** "Quick pick all": fills the empty slots of every game, keeping the numbers already chosen. */
export function quickPickGames(games: readonly Game[], gameOffer: GameRules, random: RandomSource): Game[] {
  return games.map((game) => quickPick(gameOffer, random, game));
}
