// How many games one entry of a game offer stands for. A System 8 entry of Saturday Lotto picks 8
// numbers where 6 are drawn, so it plays every 6 of its 8: 28 games. A PowerHit entry holds all 20
// Powerballs: 20 games. A boxed Lotto Strike entry plays its 4 numbers in all 24 orders. An entry
// costs what the games it stands for cost (decision 0047).
import type { GameTypeKey } from '@fairdraw/contracts';
import { arrangements, choose } from '../results/entry-score';
import { playSets } from './model';
import type { GameRules } from './model';

/** Game types whose entries play their numbers in every order (Lotto Strike boxed). */
const boxedGameTypes: readonly GameTypeKey[] = ['strike_boxed'];

export function isBoxedGameType(gameTypeKey: GameTypeKey | null): boolean {
  return gameTypeKey !== null && boxedGameTypes.includes(gameTypeKey);
}

/** Games one entry of the game offer stands for: 1 for a standard game. */
export function gamesPerEntry(gameTypeKey: GameTypeKey | null, gameOffer: GameRules): number {
  const boxed = isBoxedGameType(gameTypeKey);
  return playSets(gameOffer).reduce(
    // A set with more picks than the draw gives plays every choice of them, in every order when boxed.
    (games, { count, drawnCount }) =>
      games * (boxed ? arrangements(count, drawnCount) : choose(count, drawnCount)),
    1,
  );
}

/** An entry with more than one game: a System, PowerHit, PowerPik, boxed or combo entry. */
export function isMultiGameEntry(gameTypeKey: GameTypeKey | null, gameOffer: GameRules): boolean {
  return gamesPerEntry(gameTypeKey, gameOffer) > 1;
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`;

/** A ready-made pack (Super Combos): its entry count is fixed, so it is bought whole. */
export function isFixedPack(gameOffer: { minGames?: number; maxGames?: number }): boolean {
  return (
    gameOffer.minGames !== undefined && gameOffer.minGames > 1 && gameOffer.minGames === gameOffer.maxGames
  );
}

/**
 * A ticket's size in words, the same in the cart, receipts and tickets: "18 games" for standard
 * games; "2 System 8 entries (56 games)" where each entry stands for several games; a pack by its
 * name: "4 × System 8 (32 games)".
 */
export function ticketSizeText(
  gameTypeKey: GameTypeKey | null,
  gameOffer: GameRules & { name: string; minGames?: number; maxGames?: number },
  entries: number,
): string {
  const perEntry = gamesPerEntry(gameTypeKey, gameOffer);
  const games = count(entries * perEntry, 'game', 'games');
  if (isFixedPack(gameOffer) && entries === gameOffer.minGames) return `${gameOffer.name} (${games})`;
  if (perEntry === 1) return games;
  return `${count(entries, `${gameOffer.name} entry`, `${gameOffer.name} entries`)} (${games})`;
}
