// The ways Australians play the national lotteries beyond a plain game (decision 0047): System entries,
// PowerHit and PowerPik, Super Combos, Lotto Strike boxed and multi-week entries. Each game offer names
// how many numbers its entry holds; the domain prices an entry as the games it stands for.
import type { GameOfferData, GameTypeData, NumberSetData } from '../schema/types';

const MAIN = 'numbers';

/** The number sets with `picks` main numbers and, where set, `powerballs` Powerballs. */
function withPicks(numberSets: NumberSetData[], picks: number, powerballs?: number): NumberSetData[] {
  return numberSets.map((set) => {
    if (set.key === MAIN) return { ...set, count: picks };
    if (set.key === 'powerball' && powerballs !== undefined) return { ...set, count: powerballs };
    return set;
  });
}

function offer(
  key: string,
  name: string,
  numberSets: NumberSetData[],
  pricePerGameCents: number,
  games: { defaultGames: number; minGames?: number; maxGames?: number },
  extra: Partial<GameOfferData> = {},
): GameOfferData {
  return {
    key,
    name,
    numberSets,
    defaultGames: games.defaultGames,
    minGames: games.minGames ?? 1,
    maxGames: games.maxGames ?? 10,
    pricePerGameCents,
    ...extra,
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** System entries of each size from `from` to `to` numbers: "System 8" plays every game of its 8. */
export function systemGameType(
  offerKey: string,
  numberSets: NumberSetData[],
  sizes: { from: number; to: number },
  pricePerGameCents: number,
): GameTypeData {
  return {
    key: 'reduced_system',
    name: 'Systems',
    gameOffers: range(sizes.from, sizes.to).map((size) =>
      offer(`${offerKey}_system_${size}`, `System ${size}`, withPicks(numberSets, size), pricePerGameCents, {
        defaultGames: 1,
      }),
    ),
  };
}

/**
 * Ready-made packs of quick-pick System entries at the price of their games, e.g. "4 × System 7"
 * (Super Combos). A pack is bought whole: its entry count is fixed.
 */
export function superComboGameType(
  offerKey: string,
  numberSets: NumberSetData[],
  packs: ReadonlyArray<{ entries: number; size: number }>,
  pricePerGameCents: number,
): GameTypeData {
  return {
    key: 'mega_combo',
    name: 'Super Combos',
    gameOffers: packs.map(({ entries, size }) =>
      offer(
        `${offerKey}_combo_${entries}x${size}`,
        `${entries} × System ${size}`,
        withPicks(numberSets, size),
        pricePerGameCents,
        { defaultGames: entries, minGames: entries, maxGames: entries },
      ),
    ),
  };
}

/**
 * Powerball's own ways to play: PowerHit (all 20 Powerballs with a game or a System), PowerHit Super
 * Combos, PowerPik (choose several Powerballs) and PowerPik Systems.
 */
export function powerballGameTypes(numberSets: NumberSetData[], pricePerGameCents: number): GameTypeData[] {
  const mainCount = numberSets.find((set) => set.key === MAIN)?.count ?? 7;
  const allBalls = numberSets.find((set) => set.key === 'powerball')?.max ?? 20;
  const powerHitName = (size: number) => (size === mainCount ? 'PowerHit' : `PowerHit System ${size}`);
  return [
    {
      key: 'powerhit',
      name: 'PowerHit',
      gameOffers: range(mainCount, 12).map((size) =>
        offer(
          `powerball_powerhit_${size}`,
          powerHitName(size),
          withPicks(numberSets, size, allBalls),
          pricePerGameCents,
          { defaultGames: 1 },
        ),
      ),
    },
    {
      key: 'powerhit_super_combo',
      name: 'PowerHit Super Combos',
      gameOffers: [2, 3, 5].map((entries) =>
        offer(
          `powerball_powerhit_combo_${entries}`,
          `${entries} × PowerHit`,
          withPicks(numberSets, mainCount, allBalls),
          pricePerGameCents,
          { defaultGames: entries, minGames: entries, maxGames: entries },
        ),
      ),
    },
    {
      key: 'powerpik',
      name: 'PowerPik',
      gameOffers: [2, 3, 4, 5, 10].map((balls) =>
        offer(
          `powerball_powerpik_${balls}`,
          `PowerPik ${balls} Powerballs`,
          withPicks(numberSets, mainCount, balls),
          pricePerGameCents,
          { defaultGames: 1 },
        ),
      ),
    },
    {
      key: 'powerpik_system',
      name: 'PowerPik Systems',
      gameOffers: [8, 9, 10].flatMap((size) =>
        [2, 5].map((balls) =>
          offer(
            `powerball_powerpik_system_${size}_${balls}`,
            `System ${size}, ${balls} Powerballs`,
            withPicks(numberSets, size, balls),
            pricePerGameCents,
            { defaultGames: 1 },
          ),
        ),
      ),
    },
  ];
}

/** Lotto Strike boxed: 4 numbers played in all 24 orders, so they win in whatever order they are drawn. */
export function strikeBoxedGameType(numberSets: NumberSetData[], pricePerGameCents: number): GameTypeData {
  return {
    key: 'strike_boxed',
    name: 'Boxed',
    gameOffers: [offer('lotto_strike_boxed', 'Boxed', numberSets, pricePerGameCents, { defaultGames: 1 })],
  };
}

/**
 * Multi-week entries ("subscriptions" on the play menu): the same games in every draw of a set of
 * weeks, paid for at once. A week holds every draw day of the lottery (two for Monday & Wednesday Lotto).
 */
export function multiWeekGameType(
  offerKey: string,
  numberSets: NumberSetData[],
  weeks: readonly number[],
  pricePerGameCents: number,
  defaultGames: number,
): GameTypeData {
  return {
    key: 'deferred',
    name: 'Multi-week',
    gameOffers: weeks.map((numWeeks) =>
      offer(
        `${offerKey}_weeks_${numWeeks}`,
        `${numWeeks} weeks`,
        numberSets,
        pricePerGameCents,
        { defaultGames, maxGames: 50 },
        { numWeeks },
      ),
    ),
  };
}
