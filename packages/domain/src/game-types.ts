import { gameTypeKeys, type GameTypeKey } from '@fairdraw/contracts';

/**
 * The order game types appear on a product (shop-core §2). The contract lists the keys in that order;
 * the spec's list has no place for powerhit_super_combo and powerpik_system, so each follows its base type.
 */
export const gameTypeDisplayOrder: readonly GameTypeKey[] = gameTypeKeys;

const displayRank = new Map<string, number>(gameTypeDisplayOrder.map((key, index) => [key, index]));

/**
 * Game types in display order. Stable (ties keep their order) and returns a new array. A key this
 * build does not know yet (the server may be newer than the web client) goes last.
 */
export function sortGameTypes<T extends { key: GameTypeKey }>(list: readonly T[]): T[] {
  const rank = (key: string) => displayRank.get(key) ?? gameTypeDisplayOrder.length;
  return [...list].sort((a, b) => rank(a.key) - rank(b.key));
}

/**
 * Game types whose numbers Fairdraw picks (Quick Pick, and the ready-made Super Combo packs): the
 * play screen offers new numbers instead of a number grid.
 */
const quickPickGameTypes: readonly GameTypeKey[] = ['random', 'mega_combo', 'powerhit_super_combo'];

export function isQuickPickGameType(key: GameTypeKey): boolean {
  return quickPickGameTypes.includes(key);
}

/**
 * The placeholder shown for an entry's Powerballs (shop-core §3): "PH" stands in for the 20 Powerballs
 * a PowerHit plays; "PP" marks the Powerballs a PowerPik entry chose. null for other game types.
 */
export function powerballPlaceholder(key: GameTypeKey | null): 'PH' | 'PP' | null {
  if (key === 'powerhit' || key === 'powerhit_super_combo') return 'PH';
  if (key === 'powerpik' || key === 'powerpik_system') return 'PP';
  return null;
}

/** The path suffix of each game type's play screen, e.g. /lotto/systems (shop-core §2). */
export const gameTypePathSuffixes: Readonly<Record<GameTypeKey, string | null>> = {
  deferred: '/subscriptions',
  standard: '/standard',
  sequential: null,
  random: '/random',
  strike_standard: null,
  strike_boxed: '/boxed',
  reduced_system: '/systems',
  mega_combo: '/super-combos',
  powerhit: '/powerhit',
  // Not given by the spec (it names none); Fairdraw sells both, so each has its own play screen.
  powerhit_super_combo: '/powerhit-super-combos',
  powerpik: '/powerpik',
  powerpik_system: '/powerpik-systems',
  syndicate: '/syndicates',
  lotto_party: '/lotto-party',
};

/** The suffix with its leading slash ("/systems"), or null when the game type has none. */
export function gameTypePathSuffix(key: GameTypeKey): string | null {
  return gameTypePathSuffixes[key] ?? null;
}

const gameTypeBySegment = new Map<string, GameTypeKey>(
  Object.entries(gameTypePathSuffixes).flatMap(([key, suffix]) =>
    suffix === null ? [] : [[suffix.slice(1), key as GameTypeKey] as const],
  ),
);

/** The game type a URL segment names ("systems" → reduced_system). Exact match, no slash; else null. */
export function gameTypeFromPathSuffix(segment: string): GameTypeKey | null {
  return gameTypeBySegment.get(segment) ?? null;
}
