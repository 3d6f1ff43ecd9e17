// What a drawn draw meant for one order: the winning numbers, each game's numbers marked (the domain's
// matching rule), the division and prize of each winning game as the lifecycle recorded them, and a
// raffle's tickets with the winners marked. Winnings come from the winnings table only: what was paid
// is what is shown.
import type { CartGame, DrawOutcome, ScoredGame } from '@fairdraw/contracts';
import type { NumberSetData } from '@fairdraw/db';
import {
  DIVISION_TABLES,
  findDivision,
  matchGameNumbers,
  toWireMoney,
  type DivisionTable,
} from '@fairdraw/domain';
import type { WinningRow } from './outcomes.repository';

/** States in which every entry of a drawn draw has been scored. */
const SCORED_STATES = new Set(['DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED']);
const RAFFLE_SET_KEY = 'tickets';

export interface DrawnDraw {
  drawId: string;
  lotteryKey: string;
  state: string;
  winning: Record<string, number[]>;
  supplementary: number[];
}

const tableOf = (lotteryKey: string): DivisionTable | null =>
  Object.hasOwn(DIVISION_TABLES, lotteryKey) ? (DIVISION_TABLES[lotteryKey] ?? null) : null;

/** The winning numbers in the lottery's own set order, each with its set's name. */
export function winningNumbersOf(draw: DrawnDraw, numberSets: readonly NumberSetData[] | undefined) {
  if (RAFFLE_SET_KEY in draw.winning) return [];
  const sets = numberSets ?? [];
  const keys = [
    ...sets.map((set) => set.key).filter((key) => key in draw.winning),
    ...Object.keys(draw.winning).filter((key) => !sets.some((set) => set.key === key)),
  ];
  return keys.map((key) => ({
    key,
    name: sets.find((set) => set.key === key)?.name ?? key,
    numbers: draw.winning[key] ?? [],
  }));
}

export const winningTicketsOf = (draw: DrawnDraw): number[] => draw.winning[RAFFLE_SET_KEY] ?? [];

function scoreGames(
  draw: DrawnDraw,
  games: readonly CartGame[],
  won: Map<number, WinningRow[]>,
  play: { boxed: boolean },
): ScoredGame[] {
  const table = tableOf(draw.lotteryKey);
  const result = { winning: draw.winning, supplementary: draw.supplementary };
  const divisionName = (division: number) =>
    table ? findDivision(table, division).name : `Division ${division}`;
  return games.map((game, index) => {
    const rows = [...(won.get(index) ?? [])].sort((a, b) => a.division - b.division);
    const best = rows[0];
    const sets = table
      ? matchGameNumbers(table, game, result, play)
      : game.sets.map((set) => ({
          key: set.key,
          numbers: set.numbers.map((number) => ({ number, matched: false, supplementary: false })),
        }));
    return {
      index,
      sets,
      division: best?.division ?? null,
      divisionName: best ? divisionName(best.division) : null,
      prize: best ? toWireMoney(rows.reduce((sum, row) => sum + row.prizeCents, 0)) : null,
      wins: rows.map((row) => ({
        division: row.division,
        divisionName: divisionName(row.division),
        games: row.games,
        prize: toWireMoney(row.prizeCents),
      })),
    };
  });
}

/**
 * One order's outcome in one drawn draw. `winnings` are the order's rows of that draw; `tickets` the
 * order's raffle tickets in it.
 */
export function drawOutcome(
  draw: DrawnDraw,
  numberSets: readonly NumberSetData[] | undefined,
  games: readonly CartGame[],
  tickets: readonly number[],
  winnings: readonly WinningRow[],
  play: { boxed: boolean } = { boxed: false },
): DrawOutcome {
  const isRaffle = RAFFLE_SET_KEY in draw.winning;
  const byEntry = new Map<number, WinningRow[]>();
  for (const row of winnings) byEntry.set(row.entry, [...(byEntry.get(row.entry) ?? []), row]);
  const winningTickets = new Set(winningTicketsOf(draw));
  return {
    winningNumbers: winningNumbersOf(draw, numberSets),
    supplementary: draw.supplementary,
    scored: SCORED_STATES.has(draw.state),
    games: isRaffle ? [] : scoreGames(draw, games, byEntry, play),
    tickets: tickets.map((ticketNumber) => ({ ticketNumber, won: winningTickets.has(ticketNumber) })),
    winnings: toWireMoney(winnings.reduce((sum, row) => sum + row.prizeCents, 0)),
  };
}
