// Communication preferences (own id signed in, a signed id from an e-mail link, nothing else),
// unsubscribing, and closing an account (sessions end, sign-in fails, money never vanishes), over
// HTTP against a real database. Decision 0021.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClosures, customers, eq } from '@fairdraw/db';
import { createPreferenceLinks } from '../src/modules/accounts/preference-links';
import {
  OPEN_TICKETS_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  fundsRemainMessage,
} from '../src/modules/accounts/account-closure.service';
import { addToCart, balanceOf, fundWallet, purchase } from './checkout-support';
import { lotteryBody, webOffers } from './cart-support';
import {
  call,
  callAsCustomer,
  createTestApp,
  refreshWith,
  signUp,
  type CustomerSession,
  type TestApp,
} from './support';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const links = () => createPreferenceLinks(test.env.AUTH_TOKEN_SECRET);
const prefsUrl = (id: string) => `/v2/customer/${encodeURIComponent(id)}/communication-preferences`;

describe('communication preferences', () => {
  it('starts from the signup opt-in, weekly; a signed-in customer reads and changes their own', async () => {
    const session = await signUp(test, { email_opt_in: true });
    const read = await callAsCustomer(test, session, { method: 'GET', url: prefsUrl(session.customerId) });
    expect(read.status).toBe(200);
    expect(read.body.result).toEqual({
      preferences: { email: true, phone: false, sms: false, directmail: false, push: false },
      frequency: 'weekly',
      unsubscribedProducts: [],
      firstname: 'Ada',
    });
    const put = await callAsCustomer(test, session, {
      method: 'PUT',
      url: prefsUrl(session.customerId),
      payload: { preferences: { sms: true, email: false }, frequency: 'monthly' },
      headers: { 'x-api-version': '3.2' },
    });
    expect(put.status).toBe(200);
    const again = await callAsCustomer(test, session, { method: 'GET', url: prefsUrl(session.customerId) });
    expect(again.body.result).toMatchObject({
      preferences: { email: false, sms: true, phone: false },
      frequency: 'monthly',
    });
    const [row] = await test.database.db
      .select({ emailOptIn: customers.emailOptIn })
      .from(customers)
      .where(eq(customers.id, session.customerId));
    expect(row?.emailOptIn).toBe(false);
  });

  it("answers 404 for another customer's id, signed in or not, and changes nothing", async () => {
    const owner = await signUp(test, { email_opt_in: true });
    const other = await signUp(test);
    const asOther = await callAsCustomer(test, other, { method: 'GET', url: prefsUrl(owner.customerId) });
    expect(asOther.status).toBe(404);
    const putAsOther = await callAsCustomer(test, other, {
      method: 'PUT',
      url: prefsUrl(owner.customerId),
      payload: { preferences: { email: false } },
    });
    expect(putAsOther.status).toBe(404);
    expect((await call(test, { method: 'GET', url: prefsUrl(owner.customerId) })).status).toBe(404);
    const mine = await callAsCustomer(test, owner, { method: 'GET', url: prefsUrl(owner.customerId) });
    expect(mine.body.result).toMatchObject({ preferences: { email: true } });
  });

  it('opens from a signed e-mail link without signing in; a tampered or foreign link is 404', async () => {
    const owner = await signUp(test, { email_opt_in: true });
    const other = await signUp(test);
    const linkId = links().idFor(owner.customerId);
    const read = await call(test, { method: 'GET', url: prefsUrl(linkId) });
    expect(read.status).toBe(200);

    const last = linkId.at(-1) === '0' ? '1' : '0';
    const tampered = `${linkId.slice(0, -1)}${last}`;
    expect((await call(test, { method: 'GET', url: prefsUrl(tampered) })).status).toBe(404);
    // Another customer's id with this customer's MAC.
    const swapped = `${other.customerId}${linkId.slice(owner.customerId.length)}`;
    expect(
      (await call(test, { method: 'PUT', url: prefsUrl(swapped), payload: { email: false } })).status,
    ).toBe(404);
    // A link signed with another secret.
    const forged = createPreferenceLinks('not the shop secret').idFor(owner.customerId);
    expect((await call(test, { method: 'GET', url: prefsUrl(forged) })).status).toBe(404);

    const mine = await call(test, { method: 'GET', url: prefsUrl(linkId) });
    expect(mine.body.result).toMatchObject({ preferences: { email: true } });
  });

  it('unsubscribes from one product, or from all marketing e-mail with reasons', async () => {
    const owner = await signUp(test, { email_opt_in: true });
    const linkId = links().idFor(owner.customerId);
    const product = await call(test, {
      method: 'PUT',
      url: prefsUrl(linkId),
      payload: {
        email: false,
        product_offer_key: 'saturday_lotto',
        unsubscribe_reasons: ['Too many emails'],
      },
    });
    expect(product.status).toBe(200);
    expect(product.body.result).toMatchObject({
      preferences: { email: true },
      unsubscribedProducts: ['saturday_lotto'],
    });
    const all = await call(test, {
      method: 'PUT',
      url: prefsUrl(linkId),
      payload: { email: false, unsubscribe_reasons: ['No longer interested'] },
    });
    expect(all.body.result).toMatchObject({ preferences: { email: false } });
  });

  it('refuses an unknown channel or frequency and changes nothing', async () => {
    const session = await signUp(test);
    const bad = await callAsCustomer(test, session, {
      method: 'PUT',
      url: prefsUrl(session.customerId),
      payload: { preferences: { carrier_pigeon: true }, frequency: 'daily' },
    });
    expect(bad.status).toBe(400);
    const read = await callAsCustomer(test, session, { method: 'GET', url: prefsUrl(session.customerId) });
    expect(read.body.result).toMatchObject({ frequency: 'weekly' });
  });
});

const closeForm = (password: string, reason?: string) =>
  `password=${encodeURIComponent(password)}${reason ? `&reason=${encodeURIComponent(reason)}` : ''}`;
function close(session: CustomerSession, password = session.password, reason?: string) {
  return callAsCustomer(test, session, {
    method: 'DELETE',
    url: '/v2/customer',
    payload: closeForm(password, reason),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
const state = async (customerId: string) =>
  (
    await test.database.db
      .select({ state: customers.state })
      .from(customers)
      .where(eq(customers.id, customerId))
  )[0]?.state;

describe('DELETE /v2/customer (closing the account)', () => {
  it('needs the right password and changes nothing otherwise', async () => {
    const session = await signUp(test);
    const wrong = await close(session, 'not my password 1');
    expect(wrong.status).toBe(400);
    expect(
      (JSON.parse(wrong.raw) as { errors: Record<string, Array<{ message: string }>> }).errors.password?.[0]
        ?.message,
    ).toBe(WRONG_PASSWORD_MESSAGE);
    expect(await state(session.customerId)).toBe('active');
    expect((await callAsCustomer(test, session, { method: 'GET', url: '/v2/customer' })).status).toBe(200);
  });

  it('ends every session and the account can no longer sign in', async () => {
    const session = await signUp(test);
    const second = (
      await call(test, {
        method: 'POST',
        url: '/v2/login',
        payload: { credentials: { email: session.email, password: session.password } },
      })
    ).body.result as CustomerSession;
    const response = await close(session, session.password, 'Taking a break');
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ closed: true });
    expect(await state(session.customerId)).toBe('closed');
    const [closure] = await test.database.db
      .select()
      .from(accountClosures)
      .where(eq(accountClosures.customerId, session.customerId));
    expect(closure?.reason).toBe('Taking a break');

    expect((await callAsCustomer(test, session, { method: 'GET', url: '/v2/customer' })).status).toBe(401);
    expect(
      (
        await callAsCustomer(
          test,
          { ...second, customerToken: session.customerToken },
          { method: 'GET', url: '/v2/customer' },
        )
      ).status,
    ).toBe(401);
    expect((await refreshWith(test, session.refreshToken)).status).toBe(401);
    expect((await refreshWith(test, second.refreshToken)).status).toBe(401);
    const login = await call(test, {
      method: 'POST',
      url: '/v2/login',
      payload: { credentials: { email: session.email, password: session.password } },
    });
    expect(login.status).toBe(401);
    // The public preferences link of a closed account shows nothing.
    expect(
      (await call(test, { method: 'GET', url: prefsUrl(links().idFor(session.customerId)) })).status,
    ).toBe(404);
  });

  it('refuses while the wallet holds money, saying how much, and keeps the account', async () => {
    const session = await signUp(test);
    await fundWallet(test, session.customerId, 1250);
    const response = await close(session);
    expect(response.status).toBe(409);
    expect((response.body as { error?: { message: string } }).error?.message).toBe(
      fundsRemainMessage('$12.50'),
    );
    expect(await state(session.customerId)).toBe('active');
    expect((await callAsCustomer(test, session, { method: 'GET', url: '/v2/customer' })).status).toBe(200);
  });

  it('refuses while tickets wait for a draw, even with an empty wallet', async () => {
    const session = await signUp(test);
    const offers = await webOffers(test);
    const lottery = offers.get('saturday_lotto')!;
    await addToCart(test, session, lotteryBody(lottery, 1, 1));
    await fundWallet(test, session.customerId, 100_000);
    expect((await purchase(test, session)).status).toBe(201);
    const left = await balanceOf(test, session.customerId);
    // Spend what is left so only the open ticket stands in the way.
    if (left > 0) await fundWallet(test, session.customerId, -left);
    const response = await close(session);
    expect(response.status).toBe(409);
    expect((response.body as { error?: { message: string } }).error?.message).toBe(OPEN_TICKETS_MESSAGE);
    expect(await state(session.customerId)).toBe('active');
  });
});
