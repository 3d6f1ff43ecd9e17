// A purchase racing the close of its draw is either in the sealed entry set or refused; never entered
// after the seal. Real concurrency on PostgreSQL (DATABASE_URL), interleaved on PGlite.
import { describe, expect, it } from 'vitest';
import { drawSeals, eq } from '@fairdraw/db';
import { entrySetHash, lotteryEntryLines } from '../src/modules/draws/draw-integrity';
import { listLotteryEntries } from '../src/modules/draws/draws.repository';
import { entryLinesOf } from '../src/modules/draws/integrity.service';
import { createDrawLifecycle } from '../src/modules/draws/lifecycle.service';
import { domainScorer } from '../src/modules/draws/scorer';
import { signUp, type CustomerSession } from './support';
import { lotteryBody, useShopApp } from './cart-support';
import { addToCart, fundWallet, purchase } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';

const shop = useShopApp();

describe('purchases racing the close', () => {
  it('are in before the seal or refused, never entered after it', async () => {
    const saturday = shop.offers.get('saturday_lotto')!;
    const draw = saturday.draws[0]!;
    const buyers: CustomerSession[] = [];
    for (let i = 0; i < 24; i++) {
      const buyer = await signUp(shop.test);
      await fundWallet(shop.test, buyer.customerId, 5_00);
      await addToCart(shop.test, buyer, lotteryBody(saturday, 1, 1));
      buyers.push(buyer);
    }
    const db = shop.test.database.db;
    const lifecycle = createDrawLifecycle({ db, scorer: domainScorer });
    // Everything that stops earlier is closed first, so the racing close has only this draw to do.
    await lifecycle.closeDueDraws(new Date(new Date(draw.stop).getTime() - 1));
    // The purchases' clock still says open; they start a few milliseconds apart, and the close runs at
    // the stop time as soon as the first one is through, while the others are on their way. Purchases
    // holding the draw FOR SHARE one after another can keep the close waiting until the last of them
    // is through, so the last few buyers come once the close is done: some purchases always follow it.
    const racing = buyers
      .slice(0, 20)
      .map((buyer, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 40)).then(() => purchase(shop.test, buyer)),
      );
    const close = Promise.any(racing).then(() => lifecycle.closeDueDraws(new Date(draw.stop)));
    const late = close.then(() => Promise.all(buyers.slice(20).map((buyer) => purchase(shop.test, buyer))));
    const answers = [...(await Promise.all(racing)), ...(await late)];

    const bought = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    // Both sides of the race happened.
    expect(bought.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(422);
      expect(answer.raw).toContain('draw_closed');
    }
    const [seal] = await db.select().from(drawSeals).where(eq(drawSeals.drawId, draw.drawId));
    const orderLines = lotteryEntryLines(await listLotteryEntries(db, draw.drawId));
    const lines = await entryLinesOf(db, { id: draw.drawId, isRaffle: false });
    // What the draw holds now is exactly what was sealed: every purchase that got in, nothing later,
    // and the Saturday Lotto Syndicate's 10 entries, picked at the close.
    expect(seal).toMatchObject({ entriesCount: bought.length + 10, entriesHash: entrySetHash(lines) });
    expect(orderLines).toHaveLength(bought.length);
    await expectLedgerBalanced(db);
  }, 120_000);
});
