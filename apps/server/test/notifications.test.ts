// The notifications feed over HTTP (decision 0042): an operator sends cards to one customer or to
// everyone; each customer sees their own and everyone's live cards, newest first, never another
// customer's; marking viewed is idempotent and only touches the caller's marks; bad input is a 400.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCards, contentCardViews } from '@fairdraw/db';
import { call, callAsCustomer, createTestApp, signUp, type CustomerSession, type TestApp } from './support';
import { lotteryBody, webOffers } from './cart-support';
import { addToCart, fundWallet, purchase, receiptOf } from './checkout-support';

let test: TestApp;
let sam: CustomerSession;
let alex: CustomerSession;
beforeAll(async () => {
  test = await createTestApp();
  [sam, alex] = await Promise.all([signUp(test), signUp(test)]);
});
afterAll(async () => {
  await test?.close();
});

const DAY = 24 * 60 * 60 * 1000;

interface FeedCard {
  id: string;
  title: string;
  viewed: boolean;
  linkPath: string | null;
  category: string;
}
interface Feed {
  cards: FeedCard[];
  unviewedCount: number;
}

async function sendCard(card: Record<string, unknown>, token: string | null = test.env.OPS_TOKEN) {
  const response = await call(test, {
    method: 'POST',
    url: '/ops/notifications/cards',
    payload: { category: 'account', body: 'A short notice.', ...card },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { ...response, card: response.body.result as FeedCard & { customerId: string | null } };
}

async function feedOf(customer: CustomerSession, query = '') {
  const response = await callAsCustomer(test, customer, {
    method: 'GET',
    url: `/v2/notifications/cards${query}`,
  });
  expect(response.status, response.raw).toBe(200);
  return { ...(response.body.result as Feed), pageInfo: response.body.pageInfo as { total: number } };
}

function markViewed(customer: CustomerSession, payload: unknown) {
  return callAsCustomer(test, customer, {
    method: 'POST',
    url: '/v2/notifications/cards/viewed',
    payload: payload as Record<string, unknown>,
  });
}

const titles = (feed: Feed) => feed.cards.map((card) => card.title);

describe('the notifications feed', () => {
  it("shows a customer their own and everyone's cards, newest first, and never another customer's", async () => {
    const toEveryone = await sendCard({
      title: 'Results are in',
      category: 'results',
      link_path: '/lotto-results',
    });
    expect(toEveryone.status, toEveryone.raw).toBe(201);
    expect(toEveryone.card).toMatchObject({ customerId: null, linkPath: '/lotto-results' });
    test.clock.advance(1000);
    expect((await sendCard({ title: 'For Sam', customer_id: sam.customerId })).status).toBe(201);
    test.clock.advance(1000);
    expect((await sendCard({ title: 'For Alex', customer_id: alex.customerId })).status).toBe(201);

    const samFeed = await feedOf(sam);
    expect(titles(samFeed)).toEqual(['For Sam', 'Results are in']);
    expect(samFeed.unviewedCount).toBe(2);
    expect(samFeed.cards.every((card) => !card.viewed)).toBe(true);
    expect(samFeed.pageInfo).toMatchObject({ total: 2 });
    expect(titles(await feedOf(alex))).toEqual(['For Alex', 'Results are in']);

    const firstPage = await feedOf(sam, '?limit=1&offset=1');
    expect(titles(firstPage)).toEqual(['Results are in']);
    expect(firstPage.unviewedCount).toBe(2);
  });

  it('marks cards viewed for the caller only, twice the same as once, ignoring cards that are not theirs', async () => {
    const alexCard = (await feedOf(alex)).cards.find((card) => card.title === 'For Alex')!;
    const samFeed = await feedOf(sam);
    const broadcast = samFeed.cards.find((card) => card.title === 'Results are in')!;

    const marked = await markViewed(sam, { card_ids: [broadcast.id, alexCard.id] });
    expect(marked.status, marked.raw).toBe(200);
    expect(marked.body.result).toEqual({ unviewedCount: 1 });
    const again = await markViewed(sam, { card_ids: [broadcast.id] });
    expect(again.body.result).toEqual({ unviewedCount: 1 });

    const after = await feedOf(sam);
    expect(after.cards.find((card) => card.id === broadcast.id)?.viewed).toBe(true);
    expect(after.unviewedCount).toBe(1);
    // Alex's own card and Alex's view of the broadcast card are untouched.
    const alexFeed = await feedOf(alex);
    expect(alexFeed.unviewedCount).toBe(2);
    expect(alexFeed.cards.every((card) => !card.viewed)).toBe(true);

    const all = await markViewed(sam, { all: true });
    expect(all.body.result).toEqual({ unviewedCount: 0 });
    expect((await feedOf(alex)).unviewedCount).toBe(2);
  });

  it('answers 401 when signed out, on both calls', async () => {
    expect((await call(test, { method: 'GET', url: '/v2/notifications/cards' })).status).toBe(401);
    const marked = await call(test, {
      method: 'POST',
      url: '/v2/notifications/cards/viewed',
      payload: { all: true },
    });
    expect(marked.status).toBe(401);
  });

  it('refuses bad marks with field errors and changes nothing', async () => {
    const before = await test.database.db.select().from(contentCardViews);
    for (const payload of [
      {},
      { card_ids: [] },
      { card_ids: ['not-a-card'] },
      { all: false },
      { all: true, card_ids: ['9d0b5e34-5d2b-4b43-9a55-0f4a4a0b9a11'] },
    ]) {
      const refused = await markViewed(alex, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.errors).toBeTruthy();
    }
    expect(await test.database.db.select().from(contentCardViews)).toEqual(before);
  });

  it('lets only operators send cards, and refuses a bad card with field errors and nothing kept', async () => {
    const before = (await test.database.db.select().from(contentCards)).length;
    expect((await sendCard({ title: 'No token' }, null)).status).toBe(401);
    const outside = await sendCard({ title: 'Click here', link_path: 'https://example.com/win' });
    expect(outside.status).toBe(400);
    expect(Object.keys(outside.body.errors as object)).toEqual(['linkPath']);
    expect((await sendCard({ title: 'Sneaky', link_path: '//example.com' })).status).toBe(400);
    expect((await sendCard({ title: '', category: 'jackpot' })).status).toBe(400);
    expect((await sendCard({ title: 'Nobody', customer_id: 'cus_nobody' })).status).toBe(400);
    const past = new Date(test.clock.now().getTime() - DAY).toISOString();
    const expired = await sendCard({ title: 'Too late', expires_at: past });
    expect(expired.status).toBe(400);
    expect(Object.keys(expired.body.errors as object)).toEqual(['expiresAt']);
    expect((await test.database.db.select().from(contentCards)).length).toBe(before);
  });

  it('refuses a page size out of range', async () => {
    const response = await callAsCustomer(test, sam, {
      method: 'GET',
      url: '/v2/notifications/cards?limit=500',
    });
    expect(response.status).toBe(400);
  });
  it('puts a card for a purchase in the buyer’s feed only, once, linking to the receipt', async () => {
    const buyer = await signUp(test);
    const powerball = (await webOffers(test)).get('powerball')!;
    await fundWallet(test, buyer.customerId, 100_00);
    await addToCart(test, buyer, lotteryBody(powerball, 1, 1));
    const key = randomUUID();
    const receipt = receiptOf(await purchase(test, buyer, { key }));
    // Written after the answer, as the web app expects: it reads the feed again until it arrives.
    await expect
      .poll(async () => (await feedOf(buyer)).cards.filter((card) => card.category === 'account'))
      .toEqual([
        expect.objectContaining({
          title: 'Your ticket is booked',
          body: `Good luck in ${receipt.orders[0]!.productName} draw ${receipt.orders[0]!.drawNo}. We will tell you here if you win.`,
          linkPath: `/receipt/${receipt.checkoutId}`,
          viewed: false,
        }),
      ]);
    // The same purchase retried answers the same receipt and writes no second card.
    expect(receiptOf(await purchase(test, buyer, { key })).checkoutId).toBe(receipt.checkoutId);
    await test.app.customerNotifier.idle();
    const cards = (await feedOf(buyer)).cards.filter((card) => card.title === 'Your ticket is booked');
    expect(cards).toHaveLength(1);
    expect(titles(await feedOf(alex))).not.toContain('Your ticket is booked');
  });

  // Last: the clock moves a day on, past every session's access token.
  it('hides a card once it expires', async () => {
    const expiresAt = new Date(test.clock.now().getTime() + DAY).toISOString();
    const sent = await sendCard({ title: 'Weekend offer', expires_at: expiresAt });
    expect(sent.status, sent.raw).toBe(201);
    expect(titles(await feedOf(sam))).toContain('Weekend offer');
    test.clock.advance(DAY + 1000);
    const newcomer = await signUp(test);
    const later = await feedOf(newcomer);
    expect(titles(later)).not.toContain('Weekend offer');
    expect(titles(later)).toContain('Results are in');
  });
});
