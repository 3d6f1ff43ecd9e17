// Spend, precommitment and weekly deposit limits through the API (decision 0025): adding, changing
// and removing them, the 24-hour wait on a raise, deposits refused over the weekly limit, and the shop's
// own limits on /ops. Purchases against the limits are limits-purchases.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@fairdraw/domain';
import { DEV_OPS_TOKEN } from '../src/env';
import { createLimitsService, type LimitsService } from '../src/modules/limits/limits.service';
import { saveSystemLimit } from '../src/modules/limits/limits.repository';
import { callAsCustomer, signUp } from './support';
import { fieldErrors, useShopApp } from './cart-support';
import { balanceOf } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import {
  DAY,
  deposit,
  HOUR,
  recordOf,
  setSpendLimit,
  signInAgain,
  single,
  spendLimits,
} from './limits-support';

const shop = useShopApp();
let limits: LimitsService;
let start: Date;

beforeAll(() => {
  limits = createLimitsService({ db: shop.test.database.db, clock: shop.test.clock });
  start = shop.test.clock.now();
});
afterAll(async () => {
  await expectLedgerBalanced(shop.test.database.db);
});

/** Puts the clock back where the suite started and signs the customer in at that time. */
const backToStart = () => shop.test.clock.set(start);

describe('spend limits', () => {
  it('lists the periods and the shop’s limits, and no limit of the customer’s own at first', async () => {
    const customer = await signUp(shop.test);
    const result = await spendLimits(shop.test, customer);
    expect(result.availablePeriods).toEqual(['day', 'week', 'month']);
    expect(result.customerLimits).toEqual([]);
    expect(result.systemLimits).toEqual([
      { period: 'day', limit: { amount: '1000.00', currency: 'AUD' } },
      { period: 'week', limit: { amount: '2500.00', currency: 'AUD' } },
      { period: 'month', limit: { amount: '5000.00', currency: 'AUD' } },
    ]);
    expect((await recordOf(shop.test, customer)).spendLimits).toEqual([]);
  });

  it('adds a limit at once, cuts it at once, and raises it only after 24 hours', async () => {
    let customer = await signUp(shop.test);
    try {
      const added = await setSpendLimit(shop.test, customer, 'day', '50');
      expect(added.status, added.raw).toBe(200);
      const [limit] = (added.body.result as { customerLimits: Array<Record<string, unknown>> })
        .customerLimits;
      expect(limit).toMatchObject({ period: 'day', limit: { amount: '50.00' }, pending: null });
      // Adding the same period again is a change, not a second limit.
      expect((await setSpendLimit(shop.test, customer, 'day', '40')).status).toBe(409);

      const cut = await setSpendLimit(shop.test, customer, 'day', '30', 'POST');
      expect(cut.status, cut.raw).toBe(200);
      expect((await spendLimits(shop.test, customer)).customerLimits[0]).toMatchObject({
        limit: { amount: '30.00' },
        pending: null,
      });

      const raised = await setSpendLimit(shop.test, customer, 'day', '80', 'POST');
      expect(raised.status, raised.raw).toBe(200);
      const waiting = (await spendLimits(shop.test, customer)).customerLimits[0]!;
      expect(waiting.limit.amount).toBe('30.00');
      expect(waiting.pending).toEqual({
        limit: { amount: '80.00', currency: 'AUD' },
        effectiveAt: new Date(shop.test.clock.now().getTime() + DAY).toISOString(),
      });
      expect((await recordOf(shop.test, customer)).spendLimits?.[0]?.pending?.limit?.amount).toBe('80.00');

      shop.test.clock.advance(DAY - 1000);
      customer = await signInAgain(shop.test, customer);
      expect((await spendLimits(shop.test, customer)).customerLimits[0]?.limit.amount).toBe('30.00');
      shop.test.clock.advance(1000);
      expect((await spendLimits(shop.test, customer)).customerLimits[0]).toMatchObject({
        limit: { amount: '80.00' },
        pending: null,
      });
    } finally {
      backToStart();
    }
  });

  it('removes a limit after 24 hours; removing it again meanwhile is refused with a message', async () => {
    let customer = await signUp(shop.test);
    try {
      await setSpendLimit(shop.test, customer, 'week', '100');
      const { id } = (await spendLimits(shop.test, customer)).customerLimits[0]!;
      const removed = await callAsCustomer(shop.test, customer, {
        method: 'DELETE',
        url: `/v2/spend-limits/${id}`,
      });
      expect(removed.status, removed.raw).toBe(200);
      expect((await spendLimits(shop.test, customer)).customerLimits[0]).toMatchObject({
        limit: { amount: '100.00' },
        pending: { limit: null },
      });
      const again = await callAsCustomer(shop.test, customer, {
        method: 'DELETE',
        url: `/v2/spend-limits/${id}`,
      });
      expect(again.status).toBe(422);
      expect(JSON.parse(again.raw).messages[0].message).toMatch(/already being removed/);

      shop.test.clock.advance(DAY);
      customer = await signInAgain(shop.test, customer);
      expect((await spendLimits(shop.test, customer)).customerLimits).toEqual([]);
      // Gone: its id finds nothing now, and a new limit can be added for the period.
      expect(
        (await callAsCustomer(shop.test, customer, { method: 'DELETE', url: `/v2/spend-limits/${id}` }))
          .status,
      ).toBe(404);
      expect((await setSpendLimit(shop.test, customer, 'week', '20')).status).toBe(200);
    } finally {
      backToStart();
    }
  });

  it('answers 404 for another customer’s limit and changes nothing of theirs', async () => {
    const ada = await signUp(shop.test);
    const bob = await signUp(shop.test);
    await setSpendLimit(shop.test, ada, 'day', '10');
    const { id } = (await spendLimits(shop.test, ada)).customerLimits[0]!;
    const answer = await callAsCustomer(shop.test, bob, { method: 'DELETE', url: `/v2/spend-limits/${id}` });
    expect(answer.status).toBe(404);
    expect((await spendLimits(shop.test, ada)).customerLimits[0]).toMatchObject({ pending: null });
    expect((await setSpendLimit(shop.test, bob, 'day', '5', 'POST')).status).toBe(404); // Bob has none to edit
  });

  it('reports bad amounts and periods as field errors with the forms’ messages', async () => {
    const customer = await signUp(shop.test);
    const cases: Array<[string, string]> = [
      ['', validationMessages.required],
      ['12.345', validationMessages.currencyFormat],
      ['abc', validationMessages.currencyFormat],
      ['0', validationMessages.minAmount.replace('{amount}', '0.01')],
      ['1000.01', validationMessages.maxAmount.replace('{amount}', '1000.00')],
    ];
    for (const [limit, message] of cases) {
      const answer = await setSpendLimit(shop.test, customer, 'day', limit);
      expect(answer.status, limit).toBe(400);
      expect(fieldErrors(answer).limit?.[0]?.message, limit).toBe(message);
    }
    const badPeriod = await setSpendLimit(shop.test, customer, 'year', '10');
    expect(badPeriod.status).toBe(400);
    expect(Object.keys(fieldErrors(badPeriod))).toEqual(['period']);
    const badId = await callAsCustomer(shop.test, customer, {
      method: 'DELETE',
      url: '/v2/spend-limits/nope',
    });
    expect(badId.status).toBe(400);
    expect((await spendLimits(shop.test, customer)).customerLimits).toEqual([]);
  });

  it('takes a form-encoded body', async () => {
    const customer = await signUp(shop.test);
    const answer = await callAsCustomer(shop.test, customer, {
      method: 'PUT',
      url: '/v2/spend-limits/month',
      payload: 'limit=75.50',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status, answer.raw).toBe(200);
    expect((await spendLimits(shop.test, customer)).customerLimits[0]?.limit.amount).toBe('75.50');
  });
});

describe('the weekly deposit limit', () => {
  it('holds deposits to the limit over any 7 days, rolling with the clock', async () => {
    const customer = await signUp(shop.test);
    try {
      const set = await callAsCustomer(shop.test, customer, {
        method: 'POST',
        url: '/v2/deposit-limit',
        payload: { limit: '100' },
      });
      expect(set.status, set.raw).toBe(200);
      expect(single(set)).toMatchObject({ period: 'week', limit: { amount: '100.00' } });
      const id = customer.customerId;
      expect(await deposit(shop.test, limits, id, 60_00)).toBe('ok');
      shop.test.clock.advance(3 * DAY);
      expect(await deposit(shop.test, limits, id, 50_00)).toBe('deposit_limit');
      expect(await deposit(shop.test, limits, id, 40_00)).toBe('ok');
      expect(await deposit(shop.test, limits, id, 1)).toBe('deposit_limit');
      // Seven days after the first deposit it has left the window; the second is still in it.
      shop.test.clock.advance(4 * DAY - 1000);
      expect(await deposit(shop.test, limits, id, 60_00)).toBe('deposit_limit');
      shop.test.clock.advance(1000);
      expect(await deposit(shop.test, limits, id, 60_01)).toBe('deposit_limit');
      expect(await deposit(shop.test, limits, id, 60_00)).toBe('ok');
      expect(await balanceOf(shop.test, id)).toBe(160_00);
      await expectLedgerBalanced(shop.test.database.db);
    } finally {
      backToStart();
    }
  });

  it('raises the limit only after 24 hours', async () => {
    let customer = await signUp(shop.test);
    try {
      const post = (limit: string) =>
        callAsCustomer(shop.test, customer, { method: 'POST', url: '/v2/deposit-limit', payload: { limit } });
      await post('10');
      const raised = single(await post('500'));
      expect(raised.limit?.amount).toBe('10.00');
      expect(raised.pending?.limit?.amount).toBe('500.00');
      expect(await deposit(shop.test, limits, customer.customerId, 20_00)).toBe('deposit_limit');
      shop.test.clock.advance(DAY + HOUR);
      customer = await signInAgain(shop.test, customer);
      expect(await deposit(shop.test, limits, customer.customerId, 20_00)).toBe('ok');
    } finally {
      backToStart();
    }
  });
});

describe('the shop’s spend limits on /ops', () => {
  const ops = (options: { method: 'GET' | 'POST'; url: string; payload?: object; token?: string }) =>
    shop.test.app.inject({
      method: options.method,
      url: options.url,
      ...(options.payload ? { payload: options.payload } : {}),
      headers: { authorization: `Bearer ${options.token ?? DEV_OPS_TOKEN}` },
    });

  it('lets an operator read and change them, and never a customer', async () => {
    const read = await ops({ method: 'GET', url: '/ops/limits/system' });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().result).toHaveLength(3);
    const bad = await ops({ method: 'POST', url: '/ops/limits/system/day', payload: { limit: 'lots' } });
    expect(bad.statusCode).toBe(400);
    const customer = await signUp(shop.test);
    const asCustomer = await ops({
      method: 'POST',
      url: '/ops/limits/system/day',
      payload: { limit: '1' },
      token: customer.accessToken,
    });
    expect(asCustomer.statusCode).toBe(401);
    try {
      const set = await ops({ method: 'POST', url: '/ops/limits/system/day', payload: { limit: '750' } });
      expect(set.statusCode, set.body).toBe(200);
      expect((await spendLimits(shop.test, customer)).systemLimits[0]).toEqual({
        period: 'day',
        limit: { amount: '750.00', currency: 'AUD' },
      });
    } finally {
      await saveSystemLimit(shop.test.database.db, 'day', 1000_00);
    }
  });
});
