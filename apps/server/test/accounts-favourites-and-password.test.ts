// Favourite numbers (PUT /v2/favourite-numbers, and the numbers sent with login and signup) and the
// forced password change (POST /v2/password/force-change), over HTTP against a real database (PGlite,
// or PostgreSQL when DATABASE_URL is set). Decision 0018.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, eq } from '@fairdraw/db';
import { passwordRuleMessage } from '@fairdraw/contracts';
import { validationMessages } from '@fairdraw/domain';
import {
  PASSWORD_CHANGE_NOT_NEEDED_MESSAGE,
  SAME_PASSWORD_MESSAGE,
} from '../src/modules/accounts/accounts.service';
import { favouriteCountMessage, favouriteRangeMessage } from '../src/modules/accounts/favourite-numbers';
import {
  call,
  callAsCustomer,
  createTestApp,
  refreshWith,
  signUp,
  signupBody,
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

type FieldErrors = Record<string, Array<{ code: string; message: string }>>;
const fieldErrors = (response: { raw: string }) =>
  (JSON.parse(response.raw) as { errors: FieldErrors }).errors;
// The seeded lotteries: main matrices from 4 of 1–45 up to 5 of 1–50 and 7 of 1–47.
const HIGHEST_NUMBER = 50;
const MOST_NUMBERS = 7;

const savedFavourites = async (session: CustomerSession) =>
  (
    (await callAsCustomer(test, session, { method: 'GET', url: '/v2/customer' })).body.result as {
      favouriteNumbers: number[];
    }
  ).favouriteNumbers;
const putFavourites = (session: CustomerSession, numbers: unknown) =>
  callAsCustomer(test, session, {
    method: 'PUT',
    url: '/v2/favourite-numbers',
    payload: { favourite_numbers: numbers },
  });

async function loginWith(customer: CustomerSession, favouriteNumbers?: number[]) {
  const response = await call(test, {
    method: 'POST',
    url: '/v2/login',
    payload: {
      credentials: { email: customer.email, password: customer.password },
      ...(favouriteNumbers ? { favourite_numbers: favouriteNumbers } : {}),
    },
  });
  expect(response.status).toBe(200);
  const result = response.body.result as { accessToken: string; refreshToken: string };
  return { ...customer, accessToken: result.accessToken, refreshToken: result.refreshToken };
}

describe('PUT /v2/favourite-numbers', () => {
  it('replaces the saved numbers, and GET /v2/customer shows them', async () => {
    const customer = await signUp(test);
    const response = await putFavourites(customer, [3, 9, HIGHEST_NUMBER]);
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ favouriteNumbers: [3, 9, HIGHEST_NUMBER] });
    expect(await savedFavourites(customer)).toEqual([3, 9, HIGHEST_NUMBER]);

    expect((await putFavourites(customer, [12, 1])).status).toBe(200);
    expect(await savedFavourites(customer)).toEqual([12, 1]);
    // An empty list clears them.
    expect((await putFavourites(customer, [])).status).toBe(200);
    expect(await savedFavourites(customer)).toEqual([]);
  });

  it('refuses a number no lottery on sale draws, and more numbers than any game picks', async () => {
    const customer = await signUp(test);
    await putFavourites(customer, [5, 6]);

    const tooHigh = await putFavourites(customer, [5, HIGHEST_NUMBER + 1]);
    expect(tooHigh.status).toBe(400);
    expect(fieldErrors(tooHigh)).toEqual({
      favourite_numbers: [{ code: 'invalid', message: favouriteRangeMessage(1, HIGHEST_NUMBER) }],
    });

    const many = Array.from({ length: MOST_NUMBERS + 1 }, (_, index) => index + 1);
    const tooMany = await putFavourites(customer, many);
    expect(tooMany.status).toBe(400);
    expect(fieldErrors(tooMany)).toEqual({
      favourite_numbers: [{ code: 'invalid', message: favouriteCountMessage(MOST_NUMBERS) }],
    });
    expect((await putFavourites(customer, many.slice(0, MOST_NUMBERS))).status).toBe(200);

    const repeated = await putFavourites(customer, [4, 4]);
    expect(repeated.status).toBe(400);
    expect(Object.keys(fieldErrors(repeated))).toEqual(['favourite_numbers']);
    expect(await savedFavourites(customer)).toEqual(many.slice(0, MOST_NUMBERS));
  });

  it('says what is wrong with a missing list, a word and a fraction, field by field', async () => {
    const customer = await signUp(test);
    const missing = await callAsCustomer(test, customer, {
      method: 'PUT',
      url: '/v2/favourite-numbers',
      payload: {},
    });
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing)).toEqual({
      favourite_numbers: [{ code: 'required', message: validationMessages.required }],
    });
    const word = await putFavourites(customer, ['seven']);
    expect(word.status).toBe(400);
    expect(Object.keys(fieldErrors(word))).toEqual(['favourite_numbers.0']);
    expect((await putFavourites(customer, [2.5])).status).toBe(400);
  });

  it('is for signed-in customers only', async () => {
    const response = await call(test, {
      method: 'PUT',
      url: '/v2/favourite-numbers',
      payload: { favourite_numbers: [1, 2] },
    });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: 'unauthorized' });
  });
});

describe('favourite numbers sent with login and signup', () => {
  it('replaces the saved numbers when the ones picked before signing in differ', async () => {
    const customer = await signUp(test);
    await putFavourites(customer, [1, 2, 3]);
    const session = await loginWith(customer, [7, 14, 21]);
    expect(await savedFavourites(session)).toEqual([7, 14, 21]);
  });

  it('keeps the saved numbers when none are sent, and when the ones sent no lottery can play', async () => {
    const customer = await signUp(test);
    await putFavourites(customer, [1, 2, 3]);
    await loginWith(customer);
    expect(await savedFavourites(customer)).toEqual([1, 2, 3]);
    // A sign-in is never refused over favourites: numbers that cannot be kept are left out.
    const session = await loginWith(customer, [HIGHEST_NUMBER + 5]);
    expect(await savedFavourites(session)).toEqual([1, 2, 3]);
  });

  it('keeps numbers sent with a signup, and refuses ones no lottery can play', async () => {
    const customer = await signUp(test, { favourite_numbers: [8, 16] });
    expect(await savedFavourites(customer)).toEqual([8, 16]);
    const response = await call(test, {
      method: 'POST',
      url: '/v2/signup',
      payload: signupBody({ favourite_numbers: [HIGHEST_NUMBER + 1] }),
    });
    expect(response.status).toBe(400);
    expect(fieldErrors(response)).toEqual({
      favourite_numbers: [{ code: 'invalid', message: favouriteRangeMessage(1, HIGHEST_NUMBER) }],
    });
  });

  it('stores the campaign a signup came with', async () => {
    const attribution = {
      campaign: 'spring',
      source: 'news',
      referrer: 'https://news.example/',
      referring_domain: 'news.example',
    };
    const customer = await signUp(test, { attribution });
    const [row] = await test.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, customer.customerId));
    expect(row?.attribution).toEqual({
      campaign: 'spring',
      source: 'news',
      referrer: 'https://news.example/',
      referringDomain: 'news.example',
    });
  });
});

describe('POST /v2/password/force-change', () => {
  const NEW_PASSWORD = 'a brand new 2nd one';
  const flag = (customerId: string) =>
    test.database.db.update(customers).set({ forcePasswordChange: true }).where(eq(customers.id, customerId));
  const forceChange = (session: CustomerSession, password: unknown, confirmation: unknown = password) =>
    callAsCustomer(test, session, {
      method: 'POST',
      url: '/v2/password/force-change',
      payload: { password, password_confirmation: confirmation },
    });

  it('sets the new password, clears the flag and keeps this session signed in', async () => {
    const customer = await signUp(test);
    const otherDevice = await loginWith(customer);
    await flag(customer.customerId);
    const before = await callAsCustomer(test, customer, { method: 'GET', url: '/v2/customer' });
    expect(before.body.result).toMatchObject({ forcePasswordChange: true });

    const response = await forceChange(customer, NEW_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ passwordChanged: true });

    const after = await callAsCustomer(test, customer, { method: 'GET', url: '/v2/customer' });
    expect(after.status).toBe(200);
    expect(after.body.result).toMatchObject({ forcePasswordChange: false });
    const [row] = await test.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, customer.customerId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(NEW_PASSWORD);

    // The old password no longer opens the account; the new one does.
    const oldLogin = await call(test, {
      method: 'POST',
      url: '/v2/login',
      payload: { credentials: { email: customer.email, password: customer.password } },
    });
    expect(oldLogin.status).toBe(401);
    await loginWith({ ...customer, password: NEW_PASSWORD });
    // This session refreshes as before; the one on the other device has ended.
    expect((await refreshWith(test, customer.refreshToken)).status).toBe(200);
    expect((await refreshWith(test, otherDevice.refreshToken)).status).toBe(401);
  });

  it('refuses a weak password and a confirmation that differs, under their fields', async () => {
    const customer = await signUp(test);
    await flag(customer.customerId);
    const weak = await forceChange(customer, 'password');
    expect(weak.status).toBe(400);
    expect(fieldErrors(weak)).toEqual({ password: [{ code: 'invalid', message: passwordRuleMessage }] });

    const mismatch = await forceChange(customer, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(mismatch.status).toBe(400);
    expect(fieldErrors(mismatch)).toEqual({
      password_confirmation: [{ code: 'invalid', message: 'Your password does not match' }],
    });

    const missing = await callAsCustomer(test, customer, {
      method: 'POST',
      url: '/v2/password/force-change',
      payload: {},
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(fieldErrors(missing)).sort()).toEqual(['password', 'password_confirmation']);

    const same = await forceChange(customer, customer.password);
    expect(same.status).toBe(400);
    expect(fieldErrors(same)).toEqual({ password: [{ code: 'invalid', message: SAME_PASSWORD_MESSAGE }] });
    // Nothing changed: still flagged.
    const [row] = await test.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, customer.customerId));
    expect(row?.forcePasswordChange).toBe(true);
  });

  it('refuses a customer who is not flagged, and a second change after the first', async () => {
    const customer = await signUp(test);
    const notFlagged = await forceChange(customer, NEW_PASSWORD);
    expect(notFlagged.status).toBe(409);
    expect(notFlagged.body.error).toMatchObject({ message: PASSWORD_CHANGE_NOT_NEEDED_MESSAGE });

    await flag(customer.customerId);
    expect((await forceChange(customer, NEW_PASSWORD)).status).toBe(200);
    expect((await forceChange(customer, `${NEW_PASSWORD} again`)).status).toBe(409);
  });

  it('answers 401 to an anonymous visitor', async () => {
    const response = await call(test, {
      method: 'POST',
      url: '/v2/password/force-change',
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(response.status).toBe(401);
  });
});
