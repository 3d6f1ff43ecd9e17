// Which of a game's numbers matched a draw's result, number by number, for showing a scored ticket.
// The counts behind the division come from score.ts; this is the same rule, kept per number.
import { MAIN_SET_KEY } from './divisions';
import type { DivisionTable } from './divisions';
import type { DrawResult, GameMatches, ScorableGame } from './score';

/** One picked number and how it fared. */
export interface NumberMatch {
  number: number;
  /** A winning number (in its own position for games played in order) or the bonus ball. */
  matched: boolean;
  /** Not a winning number, but one of the supplementaries drawn after them. */
  supplementary: boolean;
}

/** One number set of a game, in the order the customer picked its numbers. */
export interface SetMatches {
  key: string;
  numbers: NumberMatch[];
}

/**
 * Every number of every set of the game, marked. Main numbers match the winning numbers (position by
 * position when the table plays in order) or the supplementaries; the bonus set matches the bonus ball.
 * Sets the draw does not draw (favourites) are returned unmarked.
 */
export function matchGameNumbers(
  table: DivisionTable,
  game: ScorableGame,
  result: DrawResult,
  play: { boxed: boolean } = { boxed: false },
): SetMatches[] {
  const { matrix } = table;
  // A boxed entry plays its numbers in every order, so a winning number counts wherever it was drawn.
  const inOrder = matrix.inOrder && !play.boxed;
  const winning = result.winning[MAIN_SET_KEY] ?? [];
  return game.sets.map((set) => {
    if (set.key === MAIN_SET_KEY) {
      return {
        key: set.key,
        numbers: set.numbers.map((number, index) => {
          const matched = inOrder ? winning[index] === number : winning.includes(number);
          return { number, matched, supplementary: !matched && result.supplementary.includes(number) };
        }),
      };
    }
    const ball = matrix.bonus?.key === set.key ? result.winning[set.key]?.[0] : undefined;
    return {
      key: set.key,
      numbers: set.numbers.map((number) => ({
        number,
        matched: ball !== undefined && ball === number,
        supplementary: false,
      })),
    };
  });
}

/** The counts the division rules use, read off the marked numbers (agrees with `countMatches`). */
export function countMarked(table: DivisionTable, sets: readonly SetMatches[]): GameMatches {
  const main = sets.find((set) => set.key === MAIN_SET_KEY)?.numbers ?? [];
  const bonusKey = table.matrix.bonus?.key;
  const bonus = sets.find((set) => set.key === bonusKey)?.numbers ?? [];
  return {
    main: main.filter((n) => n.matched).length,
    supplementary: main.filter((n) => n.supplementary).length,
    bonus: bonus.some((n) => n.matched),
  };
}
