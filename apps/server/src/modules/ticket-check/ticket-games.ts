// Entered games against a lottery's number sets: what is wrong with one, in words a player
// understands, and which of its numbers the draw's result matched (shown beside the division).
import type { NumberSet, TicketCheckGameInput } from '@fairdraw/contracts';
import {
  gameGap,
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

/** The first problem with one game, in words, or null when it is one standard game of the lottery. */
export function setProblem(
  sets: readonly SetRules[],
  game: TicketCheckGameInput,
  index: number,
): string | null {
  const label = `Game ${index + 1}`;
  const gap = gameGap(game, { numberSets: sets });
  if (!gap) return null;
  return 'unknownSetKey' in gap
    ? `${label}: this lottery has no "${gap.unknownSetKey}" numbers.`
    : `${label}: enter ${wanted(gap.set)}.`;
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
): MatchedGame {
  const marked = new Map(matchGameNumbers(table, game, result).map((set) => [set.key, set.numbers]));
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
