import type { GameOfferData, GameTypeData, NumberSetData } from '../schema/types';

/** Every scheduled lottery draws at 20:30 Sydney time; sales stop an hour before. */
export const LOTTERY_DRAW_TIME = '20:30';
export const LOTTERY_STOP_MINUTES = 60;

/** Charity raffles draw at 14:00 Sydney time and stop selling 24 hours before. */
export const RAFFLE_DRAW_TIME = '14:00';
export const RAFFLE_STOP_MINUTES = 24 * 60;

/** Main numbers of a game: pick `count` of 1–max; the draw gives `drawn` winning numbers and `supps`. */
export function mainNumbers(
  count: number,
  max: number,
  supplementaryCount = 0,
  name = 'Numbers',
): NumberSetData {
  return { key: 'numbers', name, count, min: 1, max, drawnCount: count, supplementaryCount };
}

/** A separate one-number barrel, e.g. Powerball 1 of 1–20. */
export function bonusBall(key: string, name: string, max: number): NumberSetData {
  return { key, name, count: 1, min: 1, max, drawnCount: 1, supplementaryCount: 0 };
}

interface GameOfferTerms {
  pricePerGameCents: number;
  defaultGames: number;
  minGames?: number;
  maxGames?: number;
}

function gameOffer(
  key: string,
  name: string,
  numberSets: NumberSetData[],
  terms: GameOfferTerms,
): GameOfferData {
  return {
    key,
    name,
    numberSets,
    defaultGames: terms.defaultGames,
    minGames: terms.minGames ?? 1,
    maxGames: terms.maxGames ?? 50,
    pricePerGameCents: terms.pricePerGameCents,
  };
}

/**
 * The two ways to play a numbers game: pick your own numbers (standard) or let Fairdraw pick them
 * (random, "Quick Pick"). Both cost the same per game.
 */
export function numbersGameTypes(
  offerKey: string,
  numberSets: NumberSetData[],
  terms: GameOfferTerms,
  standardKey: 'standard' | 'strike_standard' = 'standard',
): GameTypeData[] {
  return [
    {
      key: standardKey,
      name: 'Pick your numbers',
      gameOffers: [gameOffer(`${offerKey}_${standardKey}`, 'Standard', numberSets, terms)],
    },
    {
      key: 'random',
      name: 'Quick Pick',
      gameOffers: [gameOffer(`${offerKey}_random`, 'Quick Pick', numberSets, terms)],
    },
  ];
}

/** A syndicate offer sells shares: one "game" is one share, one share by default. */
export function syndicateGameTypes(
  offerKey: string,
  numberSets: NumberSetData[],
  costPerShareCents: number,
  maxShares: number,
): GameTypeData[] {
  return [
    {
      key: 'syndicate',
      name: 'Syndicate',
      gameOffers: [
        gameOffer(`${offerKey}_share`, 'Syndicate share', numberSets, {
          pricePerGameCents: costPerShareCents,
          defaultGames: 1,
          maxGames: maxShares,
        }),
      ],
    },
  ];
}
