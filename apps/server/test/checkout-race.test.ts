// Purchases racing each other through the API, on whichever database the suite runs on (PGlite, or
// PostgreSQL with real concurrent connections when DATABASE_URL is set).
import { beforeAll, describe, expect, it } from 'vitest';
import { checkouts, eq, orders, raffleDraws, raffleTickets, sql, queryRows } from '@fairdraw/db';
import { callAsCustomer, signUp, type CustomerSession } from './support';
import { lotteryBody, raffleBody, raffleDraw, useShopApp } from './cart-support';
import { balanceOf, fundWallet, purchase } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';

const shop = useShopApp();

/** Runs `count` async jobs with at most `width` in flight. */
async function inBatches<T>(count: number, width: number, job: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    const batch = Array.from({ length: Math.min(width, count - start) }, (_, i) => job(start + i));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

// On PostgreSQL the 16 clients race on real concurrent connections: 16 × 20 rounds. The embedded database
// runs one statement at a time, so fewer rounds interleave the same way there.
const onPostgres = Boolean(process.env.DATABASE_URL);

describe('16 clients adding and paying against one wallet', () => {
  it('never overdraws, never sells a cart item twice, and the ledger balances', async () => {
    const CLIENTS = 16;
    const ROUNDS = onPostgres ? 20 : 6;
    // Six times less than the clients ask for: $0.75 × 16 × ROUNDS ÷ 6.
    const CREDIT = (75 * CLIENTS * ROUNDS) / 6;
    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, CREDIT);
    const saturday = shop.offers.get('saturday_lotto')!;
    const statuses = new Map<number, number>();
    let itemsAdded = 0;
    let shortOfFunds = 0;

    // Every client adds one game ($0.75) to the shared cart, then pays for whatever the cart holds.
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let round = 0; round < ROUNDS; round++) {
          const added = await callAsCustomer(shop.test, customer, {
            method: 'POST',
            url: '/v2/cart/items',
            payload: lotteryBody(saturday, 1, 1),
          });
          if (added.status === 201) itemsAdded++;
          else expect(added.status, added.raw).toBe(422); // a full cart once the money has run out
          const paid = await purchase(shop.test, customer);
          statuses.set(paid.status, (statuses.get(paid.status) ?? 0) + 1);
          if (paid.raw.includes('insufficient_funds')) shortOfFunds++;
          // Paid; nothing left to pay or not enough money (422); or the cart changed under it (409).
          expect([201, 409, 422], paid.raw).toContain(paid.status);
        }
      }),
    );

    const db = shop.test.database.db;
    const bought = await db.select().from(checkouts).where(eq(checkouts.customerId, customer.customerId));
    const spent = bought.reduce((sum, checkout) => sum + checkout.totalCents, 0);
    const balance = await balanceOf(shop.test, customer.customerId);
    expect(statuses.get(201)).toBe(bought.length);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(CREDIT - spent);

    // Every added item was either bought exactly once or is still in the cart.
    const ordered = await db.select().from(orders).where(eq(orders.customerId, customer.customerId));
    const cart = await callAsCustomer(shop.test, customer, { method: 'GET', url: '/v2/cart/items' });
    const stillInCart = (cart.body.result as { cartItems: unknown[] }).cartItems.length;
    expect(ordered.length + stillInCart).toBe(itemsAdded);
    expect(ordered.reduce((sum, order) => sum + order.totalCents, 0)).toBe(spent);
    // Six times more was asked for than the wallet held: purchases succeeded until the money ran out,
    // and then were refused for it.
    expect(bought.length).toBeGreaterThan(0);
    expect(shortOfFunds).toBeGreaterThan(0);
    await expectLedgerBalanced(db);
  }, 400_000);
});

describe('200 buyers for the last 20 raffle tickets', () => {
  let buyers: CustomerSession[];
  beforeAll(async () => {
    buyers = await inBatches(200, 25, async () => {
      const buyer = await signUp(shop.test);
      await fundWallet(shop.test, buyer.customerId, 10_00);
      return buyer;
    });
  }, 120_000);

  it('sells exactly 20, numbered without gaps or repeats, and charges only those 20', async () => {
    const raffle = shop.offers.get('riverside_hospice_cash')!;
    const draw = raffleDraw(raffle);
    const cap = draw.drawData!.ticketCap;
    await Promise.all(
      buyers.map(async (buyer) => {
        const added = await callAsCustomer(shop.test, buyer, {
          method: 'POST',
          url: '/v2/cart/items',
          payload: raffleBody(raffle, 'tickets_1', 1, raffle.causes[0]?.key ?? null),
        });
        expect(added.status, added.raw).toBe(201);
      }),
    );
    const db = shop.test.database.db;
    await db
      .update(raffleDraws)
      .set({ ticketsSold: cap - 20 })
      .where(eq(raffleDraws.drawId, draw.drawId));

    const answers = await Promise.all(buyers.map((buyer) => purchase(shop.test, buyer)));
    const sold = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 422);
    expect(sold).toHaveLength(20);
    expect(refused).toHaveLength(180);
    for (const answer of refused) expect(answer.raw).toContain('sold_out');

    const numbers = await db
      .select({ n: raffleTickets.ticketNumber })
      .from(raffleTickets)
      .where(eq(raffleTickets.drawId, draw.drawId));
    expect(numbers.map((row) => row.n).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => cap - 19 + i),
    );
    const [after] = await db.select().from(raffleDraws).where(eq(raffleDraws.drawId, draw.drawId));
    expect(after!.ticketsSold).toBe(cap);

    const balances = await Promise.all(buyers.map((buyer) => balanceOf(shop.test, buyer.customerId)));
    const price = 10_00;
    expect(balances.filter((cents) => cents === 10_00 - price)).toHaveLength(20);
    expect(balances.filter((cents) => cents === 10_00)).toHaveLength(180);
    const [sales] = await queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from checkouts c join orders o on o.checkout_id = c.id
          where o.product_offer_key = ${raffle.key}`,
    );
    expect(Number(sales!.n)).toBe(20);
    await expectLedgerBalanced(db);
  }, 180_000);
});
