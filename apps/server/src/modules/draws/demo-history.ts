// A new demo shop starts with the last few draws of every lottery already behind it, so results,
// statistics and the ticket checker have something to show from the first start. The past draws go
// through the real lifecycle (closed and sealed with no entries, demo results, scored), so they are
// stored exactly like the draws that follow.
import { upcomingDrawTimes } from '@fairdraw/domain';
import type { Db } from '@fairdraw/db';
import type { DrawLifecycle } from './lifecycle.service';
import {
  insertMissingDraws,
  listScheduledLotteries,
  type NewDraw,
  type ScheduledLottery,
} from './draw-schedule.repository';

/** How many past draws each lottery gets. */
export const DEMO_HISTORY_DRAWS = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The lottery's last `count` draws that took place before `now`, numbered so that they end just
 * before its first open draw (`firstDrawNo`). A lottery too young for that many gets only as many
 * as its numbers allow.
 */
export function pastDraws(lottery: ScheduledLottery, now: Date, count: number): NewDraw[] {
  const available = Math.min(count, lottery.firstDrawNo - 1);
  if (available <= 0) return [];
  // At most one draw a day: `available` weeks back always holds `available` draws.
  const from = new Date(now.getTime() - (available + 1) * 7 * DAY_MS);
  const times = upcomingDrawTimes({ ...lottery, after: from, count: (available + 1) * 7 })
    .filter((time) => time.drawAt <= now)
    .slice(-available);
  const firstNo = lottery.firstDrawNo - times.length;
  return times.map((time, index) => ({
    lotteryKey: lottery.key,
    drawNo: firstNo + index,
    drawAt: time.drawAt,
    stopAt: time.stopAt,
    prizePoolCents: lottery.fixedPrizePoolCents,
    prizePoolSuffix: lottery.fixedPrizePoolSuffix,
  }));
}

/** Adds the past draws and runs the lifecycle once so they are drawn and scored. Call on a new shop. */
export async function seedDemoHistory(
  db: Db,
  lifecycle: DrawLifecycle,
  now: Date,
  count = DEMO_HISTORY_DRAWS,
): Promise<{ draws: number }> {
  let created = 0;
  for (const lottery of await listScheduledLotteries(db))
    created += await insertMissingDraws(db, pastDraws(lottery, now, count));
  // Each step takes a batch of draws at a time: run until a pass finds nothing left to do.
  for (let pass = 0; pass < 20; pass++) {
    const done = await lifecycle.runAll(now, { demoResults: true });
    if (Object.values(done).every((count) => count === 0)) break;
  }
  return { draws: created };
}
