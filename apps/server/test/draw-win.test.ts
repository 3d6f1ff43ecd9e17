// The whole win, as the customer and the operator see it: a ticket bought with known numbers, the
// clock past the stop time, the draw closed, the operator's result equal to those numbers, scored and
// paid; the past ticket shows Division 1 and the prize, the wallet rose by exactly the prize, the
// ledger still proves itself, and running the lifecycle again changes nothing.
import { describe, expect, it } from 'vitest';
import {
  contentCardsResultSchema,
  orderDetailSchema,
  orderSummarySchema,
  type OrderDetail,
} from '@fairdraw/contracts';
import { fromWireMoney } from '@fairdraw/domain';
import { eq, winnings } from '@fairdraw/db';
import { callAsCustomer, refreshWith, signUp, type CustomerSession } from './support';
import { lotteryBody, useShopApp } from './cart-support';
import { addToCart, balanceOf, fundWallet, purchase, receiptOf } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import { OPERATOR_POWERBALL_DIVIDENDS } from './results-support';

// Operators enter results here: no demo results may fill the draw first.
const shop = useShopApp({ envVars: { DEMO_RESULTS: 'false' } });
const HOUR = 3_600_000;

async function ops(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const response = await shop.test.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${shop.test.env.OPS_TOKEN}` },
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as { result: Record<string, number> },
  };
}

/** A new access token at the clock's current time, as the web client gets one after a while away. */
async function comeBack(customer: CustomerSession): Promise<CustomerSession> {
  const response = await refreshWith(shop.test, customer.refreshToken);
  expect(response.status, response.raw).toBe(200);
  return { ...customer, ...(response.body.result as { accessToken: string; refreshToken: string }) };
}

describe('winning Division 1 from purchase to wallet', () => {
  it('shows the win on the past ticket and pays exactly the prize, once', async () => {
    const powerball = shop.offers.get('powerball')!;
    const draw = powerball.draws[0]!;
    let customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 100_00);
    const picked = { numbers: [3, 11, 19, 24, 28, 30, 35], powerball: [9] };
    const body = lotteryBody(powerball, 1, 1);
    body.games = [{ sets: Object.entries(picked).map(([key, numbers]) => ({ key, numbers })) }];
    await addToCart(shop.test, customer, body);
    const [order] = receiptOf(await purchase(shop.test, customer)).orders;
    const afterPurchase = await balanceOf(shop.test, customer.customerId);

    // Before the stop time the lifecycle leaves the draw alone and the ticket is upcoming.
    expect((await ops('POST', '/ops/lifecycle/run')).body.result.closed).toBe(0);

    // The draw is over: past its stop time it closes, the operator enters the result, it is scored and paid.
    shop.test.clock.set(new Date(new Date(draw.date).getTime() + HOUR));
    const firstRun = await ops('POST', '/ops/lifecycle/run');
    expect(firstRun.body.result.closed).toBeGreaterThanOrEqual(1);
    const entered = await ops('POST', `/ops/draws/powerball/${draw.drawNo}/results`, {
      winning: picked,
      supplementary: [],
      // Powerball pays the dividends declared with the result: Division 1 is $150,000 here.
      dividends: OPERATOR_POWERBALL_DIVIDENDS,
      entered_by: 'Operator Sam',
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    const paidRun = await ops('POST', '/ops/lifecycle/run');
    expect(paidRun.body.result).toMatchObject({ scored: 1, paid: 1 });

    customer = await comeBack(customer);
    const past = await callAsCustomer(shop.test, customer, {
      method: 'GET',
      url: '/v2/orders?status=past_products',
    });
    expect(past.status).toBe(200);
    const pastIds = (past.body.result as unknown[]).map((item) => orderSummarySchema.parse(item).id);
    expect(pastIds).toEqual([order!.id]);

    const detailResponse = await callAsCustomer(shop.test, customer, {
      method: 'GET',
      url: `/v2/orders/${order!.id}?show_details=true`,
    });
    expect(detailResponse.status).toBe(200);
    const detail: OrderDetail = orderDetailSchema.parse(detailResponse.body.result);
    const outcome = detail.draws[0]!.outcome!;
    expect(detail.draws[0]!.state).toBe('DRAW_EMAILED');
    expect(outcome.winningNumbers).toEqual([
      { key: 'numbers', name: expect.any(String), numbers: picked.numbers },
      { key: 'powerball', name: expect.any(String), numbers: picked.powerball },
    ]);
    const [game] = outcome.games;
    expect(game!.division).toBe(1);
    expect(game!.divisionName).toBe('Division 1');
    expect(game!.sets.flatMap((set) => set.numbers).every((n) => n.matched)).toBe(true);
    const prizeCents = fromWireMoney(game!.prize!);
    expect(prizeCents).toBe(150_000_00);
    expect(detail.totalWinnings).toEqual(game!.prize);

    // Exactly the prize, paid once into the wallet through the ledger.
    expect(await balanceOf(shop.test, customer.customerId)).toBe(afterPurchase + prizeCents);
    await expectLedgerBalanced(shop.test.database.db);

    // The whole lifecycle again: nothing moves.
    const again = await ops('POST', '/ops/lifecycle/run');
    expect(again.body.result).toMatchObject({ closed: 0, scored: 0, paid: 0 });
    expect(await balanceOf(shop.test, customer.customerId)).toBe(afterPurchase + prizeCents);
    const rows = await shop.test.database.db.select().from(winnings).where(eq(winnings.orderId, order!.id));
    expect(rows).toHaveLength(1);
    await expectLedgerBalanced(shop.test.database.db);

    // The prize is in the winner's notifications feed once, however often the lifecycle ran.
    const feed = await callAsCustomer(shop.test, customer, { method: 'GET', url: '/v2/notifications/cards' });
    expect(feed.status).toBe(200);
    const { cards, unviewedCount } = contentCardsResultSchema.parse(feed.body.result);
    const prizeCards = cards.filter((card) => card.category === 'prize');
    expect(prizeCards).toEqual([
      expect.objectContaining({
        title: `You won $150,000.00 in ${order!.productName} draw ${draw.drawNo}`,
        linkPath: `/my-account/past-tickets/ticket/${order!.id}`,
        viewed: false,
      }),
    ]);
    expect(unviewedCount).toBe(cards.length);
  });
});
