import { MAX_TICKET_DRAWS } from '@fairdraw/contracts';
import type { Draw } from '@fairdraw/contracts';

/**
 * Draws a multi-draw ticket may play: 1 to MAX_TICKET_DRAWS (10). The cap is fixed rather than the
 * offer's listed draw count, because the offer lists only a window of the draws ahead (6 by
 * default) while later draws are scheduled all the same.
 */
export function isValidNumDraws(numDraws: number): boolean {
  return Number.isInteger(numDraws) && numDraws >= 1 && numDraws <= MAX_TICKET_DRAWS;
}

/** A draw-count stepper's value kept within 1..MAX_TICKET_DRAWS (anything not a number gives 1). */
export function clampNumDraws(numDraws: number): number {
  if (Number.isNaN(numDraws)) return 1;
  return Math.min(MAX_TICKET_DRAWS, Math.max(1, Math.trunc(numDraws)));
}

/**
 * The offer as a buyer can use it at `now`: a catalogue read a few seconds old can still list a draw
 * whose sales have just closed, and such a draw is left out so it is never chosen or shown as on sale.
 */
export function withSalesOpen<T extends { draws: readonly Draw[] }>(offer: T, now: Date): T {
  const draws = offer.draws.filter((draw) => Date.parse(draw.stop) > now.getTime());
  return draws.length === offer.draws.length ? offer : { ...offer, draws };
}

/** The lottery draws still selling, next first. */
export function openLotteryDraws(draws: readonly Draw[]): Draw[] {
  return draws
    .filter((draw) => draw.type === 'lottery' && draw.state === 'DRAW_OPEN')
    .sort((a, b) => a.drawOffset - b.drawOffset);
}

/** The draw's offset (0 = next available draw), or null when the draw is not listed. */
export function drawOffsetForDrawNo(draws: readonly Draw[], drawNo: number): number | null {
  return draws.find((draw) => draw.drawNo === drawNo)?.drawOffset ?? null;
}

/**
 * `?firstDrawNo=` from a "later draw" link. Only a plain positive integer naming an open draw
 * counts; anything else means the next available draw (null), so a stale link still plays.
 */
export function firstDrawNoFromQuery(
  value: string | null | undefined,
  draws: readonly Draw[],
): number | null {
  if (value === null || value === undefined || !/^[1-9]\d{0,8}$/.test(value.trim())) return null;
  const drawNo = Number(value.trim());
  return openLotteryDraws(draws).some((draw) => draw.drawNo === drawNo) ? drawNo : null;
}

/**
 * The draw a ticket starts with: its chosen draw while that is open, the next open draw when none
 * was chosen, else null (nothing to buy into).
 */
export function resolveFirstDrawNo(firstDrawNo: number | null, draws: readonly Draw[]): number | null {
  const open = openLotteryDraws(draws);
  if (firstDrawNo === null) return open[0]?.drawNo ?? null;
  return open.some((draw) => draw.drawNo === firstDrawNo) ? firstDrawNo : null;
}
