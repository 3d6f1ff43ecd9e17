import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { draws, pricings, raffleDraws, segments, syndicateDraws } from './schema/index';
import { seedDemoData } from './seed';
import { failureState } from './test-helpers';
import { createTestDatabase, type TestDatabase } from './testing';

const now = new Date('2026-07-01T02:00:00Z');
const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';

let database: TestDatabase;
let raffleDrawId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, now);
  const [raffle] = await database.db.select().from(raffleDraws).limit(1);
  if (!raffle) throw new Error('The seed has no raffle draw');
  raffleDrawId = raffle.drawId;
});
afterAll(async () => {
  await database.drop();
});

describe('database constraints', () => {
  it('never lets a raffle sell more tickets than its cap, or fewer than none', async () => {
    const oversell = database.db
      .update(raffleDraws)
      .set({ ticketsSold: sql`${raffleDraws.ticketCap} + 1` })
      .where(eq(raffleDraws.drawId, raffleDrawId));
    expect(await failureState(oversell)).toBe(CHECK_VIOLATION);

    const negative = database.db
      .update(raffleDraws)
      .set({ ticketsSold: -1 })
      .where(eq(raffleDraws.drawId, raffleDrawId));
    expect(await failureState(negative)).toBe(CHECK_VIOLATION);

    // Selling the very last ticket is fine.
    const [full] = await database.db
      .update(raffleDraws)
      .set({ ticketsSold: sql`${raffleDraws.ticketCap}` })
      .where(eq(raffleDraws.drawId, raffleDrawId))
      .returning();
    expect(full?.ticketsSold).toBe(full?.ticketCap);
  });

  it('never lets a syndicate sell more shares than it has', async () => {
    const oversell = database.db.update(syndicateDraws).set({ sharesSold: sql`${syndicateDraws.size} + 1` });
    expect(await failureState(oversell)).toBe(CHECK_VIOLATION);
  });

  it('rejects a draw state outside the DRAW_* states', async () => {
    const [draw] = await database.db.select().from(draws).where(eq(draws.lotteryKey, 'powerball'));
    if (!draw) throw new Error('The seed has no Powerball draw');
    const bad = database.db.execute(sql`update draws set state = 'DRAW_WHATEVER' where id = ${draw.id}`);
    expect(await failureState(bad)).toBe(CHECK_VIOLATION);
    await database.db.update(draws).set({ state: 'DRAW_CLOSED' }).where(eq(draws.id, draw.id));
  });

  it('keeps one draw per lottery per number and per time', async () => {
    const [draw] = await database.db.select().from(draws).where(eq(draws.lotteryKey, 'oz_lotto'));
    if (!draw) throw new Error('The seed has no Oz Lotto draw');
    const later = new Date(draw.drawAt.getTime() + 7 * 24 * 60 * 60 * 1000);
    const sameNumber = database.db
      .insert(draws)
      .values({ ...draw, id: undefined, drawAt: later, stopAt: later });
    expect(await failureState(sameNumber)).toBe(UNIQUE_VIOLATION);
    const sameTime = database.db.insert(draws).values({ ...draw, id: undefined, drawNo: draw.drawNo + 1 });
    expect(await failureState(sameTime)).toBe(UNIQUE_VIOLATION);
  });

  it('allows only one default segment and one default pricing', async () => {
    const segment = database.db.insert(segments).values({ name: 'vip', capabilities: [], isDefault: true });
    expect(await failureState(segment)).toBe(UNIQUE_VIOLATION);
    const pricing = database.db.insert(pricings).values({ id: 'app', name: 'App', isDefault: true });
    expect(await failureState(pricing)).toBe(UNIQUE_VIOLATION);
  });
});
