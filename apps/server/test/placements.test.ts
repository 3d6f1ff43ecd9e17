// The placement service (/recommend, decision 0049): recommended draws come from what sold, what the
// customer played before and what buyers of the cart's lotteries also bought; an offer already in the
// cart is left out of the cart's lists, and an offer the shop may not sell where the customer lives
// (Mega Jackpot in SA and WA) is never recommended to them. An empty list is 204; bad keys are 400.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Placement, PlacementItem } from '@fairdraw/contracts';
import { call, callAsCustomer, signUp, type CustomerSession } from './support';
import { fieldErrors, lotteryBody, useShopApp } from './cart-support';
import { addToCart, fundWallet, purchase } from './checkout-support';

const shop = useShopApp();

async function customerIn(state: string): Promise<CustomerSession> {
  const postcode = { NSW: '2000', SA: '5000', VIC: '3000' }[state] ?? '2000';
  const customer = await signUp(shop.test, { state, postcode });
  await fundWallet(shop.test, customer.customerId, 100_00);
  return customer;
}

async function buy(customer: CustomerSession, ...offerKeys: string[]): Promise<void> {
  for (const key of offerKeys) await addToCart(shop.test, customer, lotteryBody(shop.offers.get(key)!, 1, 1));
  const bought = await purchase(shop.test, customer);
  expect(bought.status, bought.raw).toBe(201);
}

function placementUrl(query: Record<string, string>): string {
  return `/recommend/placement?${new URLSearchParams({ clear_cache: '1', ...query }).toString()}`;
}

async function placements(query: Record<string, string>, customer?: CustomerSession) {
  const options = { method: 'GET' as const, url: placementUrl(query) };
  return customer ? callAsCustomer(shop.test, customer, options) : call(shop.test, options);
}

async function listOf(key: string, query: Record<string, string>, customer?: CustomerSession) {
  const response = await placements({ keys: key, ...query }, customer);
  if (response.status === 204) return [];
  expect(response.status, response.raw).toBe(200);
  const found = (response.body.result as Placement[]).find((placement) => placement.key === key);
  return found?.items ?? [];
}

const keysOf = (items: PlacementItem[]) => items.map((item) => item.lotteryKey);
const nextDraw = (key: string) => shop.offers.get(key)!.draws[0]!.drawNo;

describe('before anything has sold', () => {
  it('answers 204 with no body for a visitor: nothing is popular yet', async () => {
    const response = await placements({ keys: 'feature_placement' });
    expect(response.status).toBe(204);
    expect(response.raw).toBe('');
  });
});

describe('recommendations from sales, past orders and the cart', () => {
  let sa: CustomerSession;
  let regular: CustomerSession;

  beforeAll(async () => {
    // Mega Jackpot sells most (three buyers), then Saturday Lotto (two), then Powerball (one), who
    // also bought Mega Jackpot: Mega Jackpot "goes with" a cart holding Powerball.
    const buyers = await Promise.all(['NSW', 'NSW', 'VIC'].map(customerIn));
    await buy(buyers[0]!, 'mega_jackpot_lottery', 'saturday_lotto');
    await buy(buyers[1]!, 'mega_jackpot_lottery', 'saturday_lotto');
    await buy(buyers[2]!, 'mega_jackpot_lottery', 'powerball');
    // Oz Lotto has sold once, to the customer whose history their own lists should show.
    regular = await customerIn('NSW');
    await buy(regular, 'oz_lotto');
    sa = await customerIn('SA');
  }, 60_000);

  it('lists what sells most first for a visitor, each with its next draw and why', async () => {
    const items = await listOf('feature_placement', {});
    // Powerball and Oz Lotto have one buyer each: the tie goes by key.
    expect(keysOf(items)).toEqual(['mega_jackpot_lottery', 'saturday_lotto', 'oz_lotto']);
    const mega = shop.offers.get('mega_jackpot_lottery')!;
    expect(items[0]).toMatchObject({
      name: mega.name,
      url: mega.url,
      drawNumber: mega.draws[0]!.drawNo,
      drawDate: mega.draws[0]!.date,
      reason: 'popular',
    });
  });

  it("puts the customer's own past lottery first in their lists", async () => {
    const items = await listOf('fast_play', {}, regular);
    expect(items[0]).toMatchObject({ lotteryKey: 'oz_lotto', reason: 'played_before' });
    expect(keysOf(items).slice(1)).toEqual(['mega_jackpot_lottery', 'saturday_lotto', 'powerball']);
    // A visitor's list has no one's history in it: Oz Lotto is only the least popular.
    expect(keysOf(await listOf('fast_play', {}))).toEqual([
      'mega_jackpot_lottery',
      'saturday_lotto',
      'oz_lotto',
      'powerball',
    ]);
  });

  it('recommends what buyers of the cart also bought, and never what is already in the cart', async () => {
    const cart = `powerball:${nextDraw('powerball')}`;
    const items = await listOf('pre_cart_item', { cart });
    expect(items[0]).toMatchObject({ lotteryKey: 'mega_jackpot_lottery', reason: 'goes_with_cart' });
    expect(keysOf(items)).not.toContain('powerball');
    const promoted = await placements({ keys: 'pre_cart_promoted,pre_cart_standard', cart });
    expect(promoted.status, promoted.raw).toBe(200);
    const [first, rest] = promoted.body.result as Placement[];
    expect(first!.key).toBe('pre_cart_promoted');
    expect(keysOf(first!.items)).toEqual(['mega_jackpot_lottery']);
    expect(rest!.key).toBe('pre_cart_standard');
    expect(keysOf(rest!.items)).toEqual(keysOf(items).slice(1));
  });

  it('never recommends Mega Jackpot to a customer in South Australia, in any list', async () => {
    const cart = `powerball:${nextDraw('powerball')}`;
    const response = await placements(
      { keys: 'feature_placement,fast_play,cart_inline_item,pre_cart_item', cart },
      sa,
    );
    expect(response.status, response.raw).toBe(200);
    const lists = response.body.result as Placement[];
    expect(lists.map((placement) => placement.key)).toEqual([
      'feature_placement',
      'fast_play',
      'cart_inline_item',
      'pre_cart_item',
    ]);
    for (const placement of lists) expect(keysOf(placement.items)).not.toContain('mega_jackpot_lottery');
    expect(keysOf(lists[0]!.items)).toEqual(['saturday_lotto', 'oz_lotto', 'powerball']);
  });

  it('answers 204 when every asked list is empty', async () => {
    const response = await placements({ keys: 'instant_play' });
    expect(response.status).toBe(204);
  });

  it('primes the signed-in customer’s cart-based list for the drawer’s next read', async () => {
    await addToCart(shop.test, regular, lotteryBody(shop.offers.get('powerball')!, 1, 1));
    const primed = await callAsCustomer(shop.test, regular, {
      method: 'POST',
      url: '/recommend/placement/cart/prime?segment_user_id=u-1&segment_device_id=d-1',
    });
    expect(primed.status, primed.raw).toBe(202);
    const drawerRead = await callAsCustomer(shop.test, regular, {
      method: 'GET',
      url: `/recommend/placement?keys=pre_cart_item&cart=powerball:${nextDraw('powerball')}`,
    });
    expect(drawerRead.status, drawerRead.raw).toBe(200);
    const [list] = drawerRead.body.result as Placement[];
    expect(primed.body.result).toEqual({ primed: true, items: list!.items.length });
    expect(list!.items[0]).toMatchObject({ lotteryKey: 'mega_jackpot_lottery', reason: 'goes_with_cart' });
    expect(keysOf(list!.items)).not.toContain('powerball');

    const visitor = await call(shop.test, { method: 'POST', url: '/recommend/placement/cart/prime' });
    expect(visitor.status, visitor.raw).toBe(202);
    expect(visitor.body.result).toEqual({ primed: false, items: 0 });
  });
});

describe('bad requests', () => {
  it('refuses unknown or missing placement keys with a 400 field error', async () => {
    const unknown = await placements({ keys: 'feature_placement,homepage_hero' });
    expect(unknown.status, unknown.raw).toBe(400);
    expect(fieldErrors(unknown).keys?.[0]?.message).toBe('Unknown placement key: homepage_hero.');
    const missing = await call(shop.test, { method: 'GET', url: '/recommend/placement' });
    expect(missing.status, missing.raw).toBe(400);
    expect(Object.keys(fieldErrors(missing))).toEqual(['keys']);
  });

  it('answers 404 for a pricing that does not exist', async () => {
    const response = await placements({ keys: 'feature_placement', pricing_id: 'no_such_pricing' });
    expect(response.status, response.raw).toBe(404);
  });

  it('refuses a cart that is not lottery_key:draw_number pairs', async () => {
    const response = await placements({ keys: 'pre_cart_item', cart: 'powerball' });
    expect(response.status, response.raw).toBe(400);
    expect(fieldErrors(response).cart?.[0]?.message).toBe(
      'Use lottery_key:draw_number pairs, separated by commas.',
    );
  });
});
