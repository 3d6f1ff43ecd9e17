// SQL for the draw-schedule job.
import { and, desc, draws, eq, gt, lotteries, ne, type Db } from '@fairdraw/db';

export interface ScheduledLottery {
  key: string;
  drawDays: number;
  drawTimeLocal: string;
  stopMinutesBefore: number;
  firstDrawNo: number;
  fixedPrizePoolCents: number | null;
  fixedPrizePoolSuffix: string | null;
}

/** Active lotteries with a weekly schedule. Raffles are drawn one at a time and never rolled. */
export async function listScheduledLotteries(db: Db): Promise<ScheduledLottery[]> {
  return db
    .select({
      key: lotteries.key,
      drawDays: lotteries.drawDays,
      drawTimeLocal: lotteries.drawTimeLocal,
      stopMinutesBefore: lotteries.stopMinutesBefore,
      firstDrawNo: lotteries.firstDrawNo,
      fixedPrizePoolCents: lotteries.fixedPrizePoolCents,
      fixedPrizePoolSuffix: lotteries.fixedPrizePoolSuffix,
    })
    .from(lotteries)
    .where(and(eq(lotteries.active, true), ne(lotteries.kind, 'raffle'), gt(lotteries.drawDays, 0)))
    .orderBy(lotteries.key);
}

/** The lottery's highest-numbered draw, or null when it has none. */
export async function findLatestDraw(
  db: Db,
  lotteryKey: string,
): Promise<{ drawNo: number; drawAt: Date } | null> {
  const [latest] = await db
    .select({ drawNo: draws.drawNo, drawAt: draws.drawAt })
    .from(draws)
    .where(eq(draws.lotteryKey, lotteryKey))
    .orderBy(desc(draws.drawNo))
    .limit(1);
  return latest ?? null;
}

export interface NewDraw {
  lotteryKey: string;
  drawNo: number;
  drawAt: Date;
  stopAt: Date;
  prizePoolCents: number | null;
  prizePoolSuffix: string | null;
}

/**
 * Inserts the draws that do not exist yet and returns how many it created. A draw another process
 * created first (same lottery and number, or same lottery and time) is skipped, not an error.
 */
export async function insertMissingDraws(db: Db, rows: NewDraw[]): Promise<number> {
  if (rows.length === 0) return 0;
  const created = await db.insert(draws).values(rows).onConflictDoNothing().returning({ id: draws.id });
  return created.length;
}
