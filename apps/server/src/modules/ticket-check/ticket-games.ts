// Entered games against a lottery's number sets: what is wrong with one, in words a player
// understands, and which of its numbers the draw's result matched (shown beside the division).
import type { NumberSet, TicketCheckGameInput } from '@fairdraw/contracts';
import type { GameTypeData } from '@fairdraw/db';
import {
  gameGap,
  isBoxedGameType,
  MAIN_SET_KEY,
  matchGameNumbers,
  type DivisionTable,
  type DrawResult,
} from '@fairdraw/domain';

type SetRules = Pick<NumberSet, 'key' | 'name' | 'count' | 'min' | 'max' | 'drawnCount'>;

const isMain = (set: SetRules) => set.key === MAIN_SET_KEY;

/** "6 different numbers from 1 to 45", "1 Powerball from 1 to 20". */
function wanted(set: SetRules): string {
  if (isMain(set)) return `${set.count} different numbers from ${set.min} to ${set.max}`;
  return set.count === 1
    ? `1 ${set.name} from ${set.min} to ${set.max}`
    : `${set.count} different ${set.name} numbers from ${set.min} to ${set.max}`;
}

/** The entry sizes a lottery's offer sells: the most numbers per set, and whether entries can be boxed. */
export interface EntryLimits {
  maxCount: ReadonlyMap<string, number>;
  boxable: boolean;
}

export function entryLimits(offer: { gameTypes: readonly GameTypeData[] }): EntryLimits {
  const maxCount = new Map<string, number>();
  for (const gameOffer of offer.gameTypes.flatMap((gameType) => gameType.gameOffers))
    for (const set of gameOffer.numberSets)
      maxCount.set(set.key, Math.max(maxCount.get(set.key) ?? 0, set.count));
  return { maxCount, boxable: offer.gameTypes.some((gameType) => isBoxedGameType(gameType.key)) };
}

/**
 * The first problem with one entry, in words, or null when it fits the lottery: each set holds
 * between a game's count and the most an entry of the offer holds (a System or PowerHit entry).
 */
export function setProblem(
  sets: readonly SetRules[],
  game: TicketCheckGameInput,
  index: number,
  limits: EntryLimits,
): string | null {
  const label = `Game ${index + 1}`;
  if (game.boxed && !limits.boxable) return `${label}: this lottery has no boxed entries.`;
  // The entry is checked against its own size, within what the offer sells.
  const sized = sets.map((set) => {
    const entered = game.sets.find((entry) => entry.key === set.key)?.numbers.length ?? set.count;
    const most = limits.maxCount.get(set.key) ?? set.count;
    return { ...set, count: Math.min(Math.max(entered, set.count), most) };
  });
  const gap = gameGap(game, { numberSets: sized });
  if (!gap) return null;
  if ('unknownSetKey' in gap) return `${label}: this lottery has no "${gap.unknownSetKey}" numbers.`;
  const rules = sets.find((set) => set.key === gap.set.key) ?? gap.set;
  const most = limits.maxCount.get(rules.key) ?? rules.count;
  return most > rules.count
    ? `${label}: enter ${wanted(rules)}, or up to ${most} for a bigger entry.`
    : `${label}: enter ${wanted(rules)}.`;
}

export interface MatchedGame {
  sets: { key: string; numbers: number[]; matched: number[] }[];
  supplementary: number[];
}

/**
 * The game's numbers the result matched, set by set in the lottery's order, marked by the domain's
 * `matchGameNumbers` (in-order games such as Lotto Strike match only in the position drawn).
 */
export function matchedNumbers(
  table: DivisionTable,
  sets: readonly SetRules[],
  game: TicketCheckGameInput,
  result: DrawResult,
  play: { boxed: boolean },
): MatchedGame {
  const marked = new Map(matchGameNumbers(table, game, result, play).map((set) => [set.key, set.numbers]));
  const numbersOf = (key: string) => marked.get(key) ?? [];
  return {
    sets: sets.map((set) => ({
      key: set.key,
      numbers: numbersOf(set.key).map((entry) => entry.number),
      matched: numbersOf(set.key)
        .filter((entry) => entry.matched)
        .map((entry) => entry.number),
    })),
    supplementary: numbersOf(MAIN_SET_KEY)
      .filter((entry) => entry.supplementary)
      .map((entry) => entry.number),
  };
}
