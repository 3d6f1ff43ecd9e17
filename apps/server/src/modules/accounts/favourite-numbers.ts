// Which favourite numbers a customer may keep (docs/decisions/0018-favourite-numbers-and-forced-
// password-change.md). Favourites are one list for every lottery: the play screen offers each number
// only in lotteries whose main matrix holds it. So a number must fit the main matrix of at least one
// lottery on sale, and the list may be as long as the biggest main pick.
import type { ProductOffer } from '@fairdraw/contracts';
import { FAVOURITES_SET_KEY, isMultiGameEntry } from '@fairdraw/domain';

/** The numbers a game's main set picks from: `count` of `min`–`max`. */
export interface NumberMatrix {
  count: number;
  min: number;
  max: number;
}

/** The main (biggest) played set of every one-game lottery game offer on sale. */
export function lotteryMatrices(offers: readonly ProductOffer[]): NumberMatrix[] {
  const matrices: NumberMatrix[] = [];
  for (const offer of offers) {
    if (offer.type !== 'lottery_ticket') continue;
    for (const gameType of offer.gameTypes) {
      for (const gameOffer of gameType.gameOffers) {
        // Favourites are a game's numbers: entries of many games (Systems, PowerHit) do not widen them.
        if (isMultiGameEntry(gameType.key, gameOffer)) continue;
        const played = gameOffer.numberSets.filter((set) => set.key !== FAVOURITES_SET_KEY);
        const main = played.reduce<(typeof played)[number] | undefined>(
          (biggest, set) => (!biggest || set.count > biggest.count ? set : biggest),
          undefined,
        );
        if (main) matrices.push({ count: main.count, min: main.min, max: main.max });
      }
    }
  }
  return matrices;
}

export const noLotteryForFavouritesMessage =
  'Favourite numbers cannot be saved right now: no lottery is on sale.';
export const favouriteRangeMessage = (min: number, max: number) =>
  `Please choose favourite numbers between ${min} and ${max}.`;
export const favouriteCountMessage = (count: number) => `Please choose at most ${count} favourite numbers.`;

/** Null when the numbers may be kept; otherwise what is wrong with them, in the shop's words. */
export function favouriteNumbersProblem(
  numbers: readonly number[],
  matrices: readonly NumberMatrix[],
): string | null {
  if (numbers.length === 0) return null; // an empty list clears the favourites
  if (matrices.length === 0) return noLotteryForFavouritesMessage;
  const fits = (n: number) => matrices.some((matrix) => n >= matrix.min && n <= matrix.max);
  if (!numbers.every(fits)) {
    const min = Math.min(...matrices.map((matrix) => matrix.min));
    const max = Math.max(...matrices.map((matrix) => matrix.max));
    return favouriteRangeMessage(min, max);
  }
  const most = Math.max(...matrices.map((matrix) => matrix.count));
  return numbers.length > most ? favouriteCountMessage(most) : null;
}
