// Keeps every scheduled lottery's open draws ahead of the clock.
import { upcomingDrawTimes, type DrawTime } from '@fairdraw/domain';
import type { Db } from '@fairdraw/db';
import {
  findLatestDraw,
  insertMissingDraws,
  listScheduledLotteries,
  type NewDraw,
  type ScheduledLottery,
} from './draw-schedule.repository';

/**
 * Open draws always cover at least this many draws ahead: a buyer may start from any of the first 6
 * listed draws and play up to MAX_TICKET_DRAWS (10) in a row, so every such ticket finds its draws…
 */
export const MIN_DRAWS_AHEAD = 16;
/** …and at least this many days ahead, whichever reaches further. */
export const MIN_DAYS_AHEAD = 21;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The draw times that must exist after `now`: the next 16, or every one in the next 21 days if more. */
function wantedDrawTimes(lottery: ScheduledLottery, now: Date): DrawTime[] {
  const horizon = now.getTime() + MIN_DAYS_AHEAD * DAY_MS;
  // At most one draw a day, so 16 + 21 draws always reach past both limits.
  return upcomingDrawTimes({ ...lottery, after: now, count: MIN_DRAWS_AHEAD + MIN_DAYS_AHEAD }).filter(
    (draw, index) => index < MIN_DRAWS_AHEAD || draw.drawAt.getTime() <= horizon,
  );
}

/**
 * The draws to add for one lottery, numbered on from its latest draw. Numbers follow the real draw
 * sequence: if the shop was down over some draw days, those numbers are skipped (their draws took
 * place without us) rather than given to later dates.
 */
export function plannedDraws(
  lottery: ScheduledLottery,
  latest: { drawNo: number; drawAt: Date } | null,
  now: Date,
): NewDraw[] {
  const wanted = wantedDrawTimes(lottery, now);
  const last = wanted.at(-1);
  if (!last) return [];
  const toDraw = (time: DrawTime, drawNo: number): NewDraw => ({
    lotteryKey: lottery.key,
    drawNo,
    drawAt: time.drawAt,
    stopAt: time.stopAt,
    prizePoolCents: lottery.fixedPrizePoolCents,
    prizePoolSuffix: lottery.fixedPrizePoolSuffix,
  });
  if (!latest) return wanted.map((time, index) => toDraw(time, lottery.firstDrawNo + index));
  if (latest.drawAt >= last.drawAt) return [];

  const days = Math.ceil((last.drawAt.getTime() - latest.drawAt.getTime()) / DAY_MS) + 1;
  return upcomingDrawTimes({ ...lottery, after: latest.drawAt, count: days })
    .filter((time) => time.drawAt <= last.drawAt)
    .map((time, index) => toDraw(time, latest.drawNo + 1 + index))
    .filter((draw) => draw.drawAt > now);
}

/**
 * Makes sure every active scheduled lottery has its open draws for the coming weeks. Safe to re-run
 * and to run in several processes at once: the same lottery and moment always get the same number,
 * and the unique constraints drop whatever another process inserted first.
 */
export async function rollDrawScheduleForward(db: Db, now: Date): Promise<{ created: number }> {
  let created = 0;
  for (const lottery of await listScheduledLotteries(db)) {
    const latest = await findLatestDraw(db, lottery.key);
    created += await insertMissingDraws(db, plannedDraws(lottery, latest, now));
  }
  return { created };
}
