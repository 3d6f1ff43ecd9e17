// Past tickets and the customer's own results: orders move from upcoming to past once every draw is
// drawn, the detail marks matched numbers and shows what each game won, raffles mark the winning
// ticket, and the v3.6 customer result calls show only the signed-in customer's entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerDrawResultSchema,
  customerFullResultSchema,
  orderDetailSchema,
  type OrderDetail,
  type OrderSummary,
} from '@fairdraw/contracts';
import { divisionTable } from '@fairdraw/domain';
import {
  call,
  callAsCustomer,
  createTestApp,
  refreshWith,
  signUp,
  type CustomerSession,
  type TestApp,
} from './support';
import { lotteryBody, raffleBody, raffleDraw, webOffers } from './cart-support';
import { addToCart, fundWallet, purchase, receiptOf } from './checkout-support';

let test: TestApp;
let offers: Awaited<ReturnType<typeof webOffers>>;
let ada: CustomerSession;
let bob: CustomerSession;
let lotteryOrder: OrderSummary;
let raffleOrder: OrderSummary;
let ozDrawNo: number;

const WINNING = [1, 2, 3, 4, 5, 6, 7];
const SUPPLEMENTARY = [8, 9, 10];
const HOUR = 3_600_000;

const operator = (url: string, payload?: Record<string, unknown>) =>
  test.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${test.env.OPS_TOKEN}` },
  });

async function comeBack(customer: CustomerSession): Promise<CustomerSession> {
  const response = await refreshWith(test, customer.refreshToken);
  expect(response.status, response.raw).toBe(200);
  return { ...customer, ...(response.body.result as { accessToken: string; refreshToken: string }) };
}

const get = (customer: CustomerSession, url: string) =>
  callAsCustomer(test, customer, { method: 'GET', url });
const ids = (response: { body: Record<string, unknown> }) =>
  (response.body.result as Array<{ id: string }>).map((item) => item.id);

beforeAll(async () => {
  test = await createTestApp({ envVars: { DEMO_RESULTS: 'false' } });
  offers = await webOffers(test);
  ada = await signUp(test);
  bob = await signUp(test);
  await fundWallet(test, ada.customerId, 200_00);
  await fundWallet(test, bob.customerId, 200_00);

  const oz = offers.get('oz_lotto')!;
  ozDrawNo = oz.draws[0]!.drawNo;
  const body = lotteryBody(oz, 1, 2);
  body.games = [
    // Division 1: all seven.
    { sets: [{ key: 'numbers', numbers: [7, 6, 5, 4, 3, 2, 1] }] },
    // Three winning numbers and one supplementary: Division 7 in Oz Lotto.
    { sets: [{ key: 'numbers', numbers: [1, 2, 3, 8, 30, 31, 32] }] },
  ];
  await addToCart(test, ada, body);
  const tallowood = offers.get('tallowood_surf_raffle')!;
  await addToCart(test, ada, raffleBody(tallowood, 'tickets_5', 1, tallowood.causes[0]!.key));
  const bought = await purchase(test, ada);
  expect(bought.status, bought.raw).toBe(201);
  [lotteryOrder, raffleOrder] = receiptOf(bought).orders as [OrderSummary, OrderSummary];
  // Bob plays the same Oz Lotto draw with numbers that win nothing.
  const bobBody = lotteryBody(oz, 1, 1);
  bobBody.games = [{ sets: [{ key: 'numbers', numbers: [40, 41, 42, 43, 44, 45, 20] }] }];
  await addToCart(test, bob, bobBody);
  await purchase(test, bob);

  // Past both draws: closed, the raffle drawn from its seed, the operator's Oz Lotto result, scored, paid.
  const last = Math.max(
    new Date(oz.draws[0]!.date).getTime(),
    new Date(raffleDraw(tallowood).date).getTime(),
  );
  test.clock.set(new Date(last + HOUR));
  expect((await operator('/ops/lifecycle/run')).statusCode).toBe(200);
  const dividends = Object.fromEntries(
    divisionTable('oz_lotto').divisions.map((division) => [
      division.number,
      `${10 * (8 - division.number)}.00`,
    ]),
  );
  const entered = await operator(`/ops/draws/oz_lotto/${ozDrawNo}/results`, {
    winning: { numbers: WINNING },
    supplementary: SUPPLEMENTARY,
    dividends,
  });
  expect(entered.statusCode, entered.body).toBe(201);
  expect((await operator('/ops/lifecycle/run')).statusCode).toBe(200);
  ada = await comeBack(ada);
  bob = await comeBack(bob);
});

afterAll(async () => {
  await test?.close();
});

describe('GET /v2/orders?status=past_products', () => {
  it('lists drawn orders newest draw first, only the customer’s own, and none of them as upcoming', async () => {
    const past = await get(ada, '/v2/orders?status=past_products');
    expect(past.status).toBe(200);
    expect(ids(past)).toEqual([raffleOrder.id, lotteryOrder.id]);
    const listed = past.body.result as Array<{ status: string; totalWinnings?: { amount: string } }>;
    expect(listed.map((order) => [order.status, order.totalWinnings?.amount])).toEqual([
      ['past', '0.00'],
      ['past', '80.00'],
    ]);
    expect(past.body.pageInfo).toEqual({ limit: 10, offset: 0, total: 2 });
    expect(ids(await get(ada, '/v2/orders?status=upcoming_products'))).toEqual([]);
    // Bob's ticket is past too, and still has not won anything.
    const bobs = (await get(bob, '/v2/orders?status=past_products')).body.result as Array<{
      totalWinnings?: { amount: string };
    }>;
    expect(bobs.map((order) => order.totalWinnings?.amount)).toEqual(['0.00']);
    expect(ids(await get(ada, '/v2/orders?status=past_products&limit=1&offset=1'))).toEqual([
      lotteryOrder.id,
    ]);
    expect(ids(await get(bob, '/v2/orders?status=past_products'))).not.toContain(lotteryOrder.id);
  });
});

describe('GET /v2/orders/{id} of a past order', () => {
  it('marks matched numbers and supplementaries, and shows each game’s division and prize', async () => {
    const response = await get(ada, `/v2/orders/${lotteryOrder.id}?show_details=true`);
    expect(response.status).toBe(200);
    const detail: OrderDetail = orderDetailSchema.parse(response.body.result);
    const [draw] = detail.draws;
    expect(draw!.state).toBe('DRAW_EMAILED');
    const outcome = draw!.outcome!;
    expect(outcome.winningNumbers).toEqual([{ key: 'numbers', name: expect.any(String), numbers: WINNING }]);
    expect(outcome.supplementary).toEqual(SUPPLEMENTARY);
    expect(outcome.scored).toBe(true);
    const marks = outcome.games.map((game) =>
      game.sets[0]!.numbers.map((n) => (n.matched ? 'm' : n.supplementary ? 's' : '-')).join(''),
    );
    expect(marks).toEqual(['mmmmmmm', 'mmms---']);
    expect(outcome.games.map((game) => [game.division, game.divisionName, game.prize?.amount])).toEqual([
      [1, 'Division 1', '70.00'],
      [7, 'Division 7', '10.00'],
    ]);
    expect(outcome.winnings).toEqual({ amount: '80.00', currency: 'AUD' });
    expect(detail.totalWinnings).toEqual({ amount: '80.00', currency: 'AUD' });
  });

  it('shows a raffle’s tickets with the winning one marked', async () => {
    const response = await get(ada, `/v2/orders/${raffleOrder.id}`);
    const detail = orderDetailSchema.parse(response.body.result);
    const outcome = detail.draws[0]!.outcome!;
    expect(outcome.tickets.map((ticket) => ticket.ticketNumber)).toEqual(detail.raffleTicketNumbers);
    // Ada bought every ticket of this draw, so one of hers won.
    expect(outcome.tickets.filter((ticket) => ticket.won)).toHaveLength(1);
    expect(outcome.games).toEqual([]);
    expect(outcome.winningNumbers).toEqual([]);
  });

  it('is a 404 for another customer, exactly as for an unknown id', async () => {
    const theirs = await get(bob, `/v2/orders/${lotteryOrder.id}`);
    const unknown = await get(bob, '/v2/orders/00000000-0000-4000-8000-000000000000');
    expect(theirs.status).toBe(404);
    expect(theirs.raw).toBe(unknown.raw);
  });
});

describe('the customer’s own results (v3.6)', () => {
  it('GET /v2/draws/past_customer lists the drawn draws the customer played, with winnings', async () => {
    const response = await get(ada, '/v2/draws/past_customer');
    expect(response.status).toBe(200);
    const draws = (response.body.result as unknown[]).map((item) => customerDrawResultSchema.parse(item));
    expect(response.body.pageInfo).toEqual({ limit: 5, offset: 0, total: 2 });
    expect(draws.map((draw) => [draw.productOfferKey, draw.orderIds])).toEqual([
      ['tallowood_surf_raffle', [raffleOrder.id]],
      ['oz_lotto', [lotteryOrder.id]],
    ]);
    const oz = draws[1]!;
    expect([oz.drawNo, oz.winningEntries, oz.winnings.amount]).toEqual([ozDrawNo, 2, '80.00']);
    expect(draws[0]!.winningTickets).toHaveLength(1);

    const bobs = await get(bob, '/v2/draws/past_customer?limit=1');
    expect(bobs.body.pageInfo).toEqual({ limit: 1, offset: 0, total: 1 });
    const [bobsDraw] = (bobs.body.result as unknown[]).map((item) => customerDrawResultSchema.parse(item));
    expect(bobsDraw!.orderIds).not.toContain(lotteryOrder.id);
    expect([bobsDraw!.winningEntries, bobsDraw!.winnings.amount]).toEqual([0, '0.00']);
  });

  it('GET /v2/draw/full_result_customer scores only the customer’s games in that draw', async () => {
    const url = `/v2/draw/full_result_customer/oz_lotto/${ozDrawNo}`;
    const adas = customerFullResultSchema.parse((await get(ada, url)).body.result);
    expect(adas.entries.map((entry) => [entry.orderId, entry.games.map((game) => game.division)])).toEqual([
      [lotteryOrder.id, [1, 7]],
    ]);
    const bobs = customerFullResultSchema.parse((await get(bob, url)).body.result);
    expect(bobs.entries).toHaveLength(1);
    expect(bobs.entries[0]!.orderId).not.toBe(lotteryOrder.id);
    expect(bobs.entries[0]!.games.map((game) => game.division)).toEqual([null]);
    expect(bobs.winnings.amount).toBe('0.00');
  });

  it('is a 404 for a draw the customer had no tickets in, and a field error for a bad draw number', async () => {
    const raffle = await get(
      bob,
      `/v2/draw/full_result_customer/tallowood_surf_raffle/${raffleOrder.drawNo}`,
    );
    expect(raffle.status).toBe(404);
    expect((await get(ada, '/v2/draw/full_result_customer/oz_lotto/1')).status).toBe(404);
    const bad = await get(ada, '/v2/draw/full_result_customer/oz_lotto/abc');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.raw).errors).toHaveProperty('draw_no');
    const badLimit = await get(ada, '/v2/draws/past_customer?limit=0');
    expect(badLimit.status).toBe(400);
  });

  it('needs sign-in', async () => {
    for (const url of ['/v2/draws/past_customer', `/v2/draw/full_result_customer/oz_lotto/${ozDrawNo}`]) {
      expect((await call(test, { method: 'GET', url })).status).toBe(401);
    }
  });
});
