// What each winner of a division is paid, in integer cents. Pool shares and capped fixed prizes are
// split equally and rounded down to the cent; the cents left over stay in the prize pool and roll
// into the next draw's pool (docs/decisions/0012).
import { assertCents } from '../money';
import { FULL_POOL_BASIS_POINTS, findDivision } from './divisions';
import type { DivisionTable } from './divisions';

export interface DivisionDraw {
  /** The draw's prize pool for the pool-share divisions, in cents (fixed prizes are paid besides it). */
  prizePoolCents: number;
  /** Winning games in this division, at least 1. */
  winnersInDivision: number;
}

export interface DivisionPayout {
  /** Paid to each winning game. */
  eachCents: number;
  /** Paid to all of them together: `eachCents × winnersInDivision`. */
  totalCents: number;
  /** Of the division's money, what is not paid out because cents do not split (fewer cents than winners). */
  remainderCents: number;
}

/** Each winner's prize and the cents left over when a division's money is split equally. */
export function payDivision(table: DivisionTable, division: number, draw: DivisionDraw): DivisionPayout {
  const { prizePoolCents, winnersInDivision: winners } = draw;
  assertCents(prizePoolCents);
  if (prizePoolCents < 0) throw new RangeError(`A prize pool cannot be negative, got ${prizePoolCents}`);
  if (!Number.isSafeInteger(winners) || winners < 1) {
    throw new RangeError(`A division is paid to at least one winner, got ${winners}`);
  }
  const { prize } = findDivision(table, division);
  // BigInt so a large pool times basis points cannot lose cents past 2^53.
  let moneyCents: bigint;
  if (prize.kind === 'poolShare') {
    moneyCents = (BigInt(prizePoolCents) * BigInt(prize.basisPoints)) / BigInt(FULL_POOL_BASIS_POINTS);
  } else if (prize.maxFullWinners !== undefined && winners > prize.maxFullWinners) {
    moneyCents = BigInt(prize.amountCents) * BigInt(prize.maxFullWinners);
  } else {
    return { eachCents: prize.amountCents, totalCents: prize.amountCents * winners, remainderCents: 0 };
  }
  const each = moneyCents / BigInt(winners);
  const total = each * BigInt(winners);
  return { eachCents: Number(each), totalCents: Number(total), remainderCents: Number(moneyCents - total) };
}

/** What one winning game in `division` is paid, in cents, rounded down. */
export function prizeForDivision(table: DivisionTable, division: number, draw: DivisionDraw): number {
  return payDivision(table, division, draw).eachCents;
}
