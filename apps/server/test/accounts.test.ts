// Accounts over HTTP: signup, login, refresh rotation and logout, against a real database (PGlite, or
// PostgreSQL when DATABASE_URL is set). GET /v2/customer: src/modules/accounts/accounts.routes.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, eq, refreshTokens } from '@fairdraw/db';
import { passwordRuleMessage } from '@fairdraw/contracts';
import { validationMessages } from '@fairdraw/domain';
import { EMAIL_TAKEN_MESSAGE, LOGIN_FAILED_MESSAGE } from '../src/modules/accounts/accounts.service';
import { tooYoungMessage } from '../src/modules/accounts/signup-age';
import {
  call,
  callAsCustomer,
  createTestApp,
  refreshCookie,
  refreshWith as refreshWithFor,
  signUp,
  signupBody,
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
/** The fields a signup must carry, by wire name. */
const requiredFields =
  'email password firstname lastname date_of_birth phone address suburb state postcode country metadata';

const post = (url: string, payload: Record<string, unknown>) => call(test, { method: 'POST', url, payload });
/** Field errors as sent, keyed by wire names. */
const fieldErrors = (response: { raw: string }) =>
  (JSON.parse(response.raw) as { errors: FieldErrors }).errors;
const login = (email: string, password: string) => post('/v2/login', { credentials: { email, password } });
const refreshWith = (token: string) => refreshWithFor(test, token);
const getCustomer = (session: Parameters<typeof callAsCustomer>[1]) =>
  callAsCustomer(test, session, { method: 'GET', url: '/v2/customer' });

describe('POST /v2/signup', () => {
  it('opens an account and a session, and keeps the refresh token in an httpOnly cookie', async () => {
    const body = signupBody({ email: 'Grace.Hopper@Example.com.au', email_opt_in: true });
    const response = await post('/v2/signup', body);
    expect(response.status).toBe(201);
    const result = response.body.result as Record<string, unknown>;
    expect(result).toMatchObject({
      customerId: expect.stringMatching(/^cus_/),
      customerToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      twoFactorAuth: { enabled: false, method: null, identifier: null },
    });
    expect(response.raw).toContain('"access_token"');
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = refreshCookie(response.headers);
    expect(cookie).toContain(`fd_refresh=${String(result.refreshToken)};`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/v2/);
    expect(cookie).not.toMatch(/Secure/); // only in production

    const [row] = await test.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, String(result.customerId)));
    expect(row).toMatchObject({
      email: 'grace.hopper@example.com.au',
      phone: '0412345678',
      emailOptIn: true,
      state: 'active',
      segmentName: 'customer',
      pricingId: 'web',
      termsAcceptedAt: test.clock.now(),
      address: {
        address: '1 George Street',
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        country: 'AU',
      },
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(String(body.password));
  });

  it.each(requiredFields.split(' '))(
    'without %s says "This field is required" under that field',
    async (field) => {
      const response = await post('/v2/signup', signupBody({ [field]: undefined }));
      expect(response.status).toBe(400);
      expect(fieldErrors(response)).toEqual({
        [field]: [{ code: 'required', message: validationMessages.required }],
      });
    },
  );

  it('reports every missing and blank field at once', async () => {
    const response = await post('/v2/signup', {
      firstname: '   ',
      accept_terms: true,
      metadata: { platform: 'Web' },
    });
    expect(response.status).toBe(400);
    const errors = fieldErrors(response);
    // Everything but the metadata; the blank first name counts as missing.
    const expected = requiredFields.split(' ').filter((field) => field !== 'metadata');
    expect(Object.keys(errors).sort()).toEqual(expected.sort());
    expect(errors.firstname).toEqual([{ code: 'invalid', message: validationMessages.required }]);
  });

  it.each([
    ['email', 'ada@example', validationMessages.email],
    ['phone', '555 1234', validationMessages.phoneNumber],
    ['postcode', '200', validationMessages.postcode],
    ['password', 'abcdefghijklmnop', passwordRuleMessage],
    ['password', 'Sh0rt!', passwordRuleMessage],
    ['date_of_birth', '1990-02-30', 'Please enter a real date as YYYY-MM-DD.'],
    ['accept_terms', false, validationMessages.termsAccepted],
    ['accept_terms', undefined, validationMessages.termsAccepted],
  ])('refuses %s %j with the shop’s own words', async (field, value, message) => {
    const response = await post('/v2/signup', signupBody({ [field]: value }));
    expect(response.status).toBe(400);
    expect(fieldErrors(response)).toEqual({ [field]: [{ code: 'invalid', message }] });
  });

  it('refuses a state outside Australia and a country other than AU', async () => {
    const response = await post('/v2/signup', signupBody({ state: 'XYZ', country: 'NZ' }));
    expect(response.status).toBe(400);
    expect(Object.keys(fieldErrors(response)).sort()).toEqual(['country', 'state']);
  });

  describe('minimum age, counted on the Sydney calendar', () => {
    // TEST_NOW is Saturday 21 November 2026, 11:00 in Sydney.
    it('accepts someone whose 18th birthday is today', async () => {
      expect((await post('/v2/signup', signupBody({ date_of_birth: '2008-11-21' }))).status).toBe(201);
    });

    it('refuses someone who turns 18 tomorrow', async () => {
      const response = await post('/v2/signup', signupBody({ date_of_birth: '2008-11-22' }));
      expect(response.status).toBe(400);
      expect(fieldErrors(response)).toEqual({
        date_of_birth: [{ code: 'invalid', message: tooYoungMessage(18) }],
      });
    });

    it('counts the birthday from Sydney midnight, while it is still the day before in UTC', async () => {
      const original = test.clock.now();
      test.clock.set(new Date('2026-11-20T14:00:00Z')); // 01:00 on 21 November in Sydney
      try {
        expect((await post('/v2/signup', signupBody({ date_of_birth: '2008-11-21' }))).status).toBe(201);
      } finally {
        test.clock.set(original);
      }
    });
  });

  it('refuses an e-mail address that has an account, whatever its capitals, and says no more', async () => {
    const first = await signUp(test, { firstname: 'Katherine' });
    const response = await post('/v2/signup', signupBody({ email: first.email.toUpperCase() }));
    expect(response.status).toBe(400);
    expect(fieldErrors(response)).toEqual({ email: [{ code: 'invalid', message: EMAIL_TAKEN_MESSAGE }] });
    expect(response.raw).not.toContain('Katherine');
    expect(response.raw).not.toContain(first.customerId);
    expect(refreshCookie(response.headers)).toBeUndefined();
  });
});

describe('POST /v2/login', () => {
  it('opens a new session for the right password, whatever the e-mail’s capitals', async () => {
    const customer = await signUp(test);
    const response = await login(customer.email.toUpperCase(), customer.password);
    expect(response.status).toBe(200);
    const result = response.body.result as Record<string, unknown>;
    expect(result).toMatchObject({
      customerId: customer.customerId,
      customerToken: customer.customerToken,
      twoFactorAuth: { enabled: false, method: null, identifier: null },
    });
    expect(result.refreshToken).not.toBe(customer.refreshToken);
    expect(refreshCookie(response.headers)).toContain(`fd_refresh=${String(result.refreshToken)};`);
    expect((await getCustomer({ ...customer, accessToken: String(result.accessToken) })).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const customer = await signUp(test);
    const wrongPassword = await login(customer.email, 'not the password 1');
    const unknownEmail = await login('nobody@example.com.au', customer.password);
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body.error).toEqual({ code: 'unauthorized', message: LOGIN_FAILED_MESSAGE });
    expect(refreshCookie(wrongPassword.headers)).toBeUndefined();
  });

  it('asks for missing credentials under their wire names', async () => {
    const response = await post('/v2/login', { credentials: { email: 'ada@example.com.au' } });
    expect(response.status).toBe(400);
    expect(fieldErrors(response)).toEqual({
      'credentials.password': [{ code: 'required', message: validationMessages.required }],
    });
  });

  it('saves favourite numbers picked before signing in when the account has none', async () => {
    const customer = await signUp(test);
    const response = await post('/v2/login', {
      credentials: { email: customer.email, password: customer.password },
      favourite_numbers: [7, 14, 21],
    });
    const session = {
      ...customer,
      accessToken: String((response.body.result as { accessToken: string }).accessToken),
    };
    expect((await getCustomer(session)).body.result).toMatchObject({ favouriteNumbers: [7, 14, 21] });
  });
});

describe('POST /v2/refresh', () => {
  it('replaces both tokens; the spent token is refused, and its reuse ends the session', async () => {
    const customer = await signUp(test);
    const first = await refreshWith(customer.refreshToken);
    expect(first.status).toBe(200);
    const pair = first.body.result as { accessToken: string; refreshToken: string };
    expect(pair.refreshToken).not.toBe(customer.refreshToken);
    expect(refreshCookie(first.headers)).toContain(`fd_refresh=${pair.refreshToken};`);
    expect((await getCustomer({ ...customer, accessToken: pair.accessToken })).status).toBe(200);

    // The old token again: someone has a copy. Refused, and the whole family with it.
    const reuse = await refreshWith(customer.refreshToken);
    expect(reuse.status).toBe(401);
    expect(refreshCookie(reuse.headers)).toMatch(/^fd_refresh=;/);
    expect((await refreshWith(pair.refreshToken)).status).toBe(401);
    expect((await getCustomer({ ...customer, accessToken: pair.accessToken })).status).toBe(401);
  });

  it('ends only the session whose token was reused', async () => {
    const customer = await signUp(test);
    const other = (await login(customer.email, customer.password)).body.result as { refreshToken: string };
    await refreshWith(customer.refreshToken);
    await refreshWith(customer.refreshToken);
    expect((await refreshWith(other.refreshToken)).status).toBe(200);
  });

  it('reads the token from the httpOnly cookie when the body has none', async () => {
    const customer = await signUp(test);
    const response = await call(test, {
      method: 'POST',
      url: '/v2/refresh',
      headers: { cookie: `fd_refresh=${customer.refreshToken}` },
    });
    expect(response.status).toBe(200);
    expect((await refreshWith(customer.refreshToken)).status).toBe(401);
  });

  it('refuses no token, an unknown token, and a token 30 days idle', async () => {
    expect((await call(test, { method: 'POST', url: '/v2/refresh' })).status).toBe(401);
    expect((await refreshWith('not-a-token')).status).toBe(401);
    const customer = await signUp(test);
    const original = test.clock.now();
    test.clock.advance(30 * 24 * 60 * 60_000 + 1_000);
    try {
      expect((await refreshWith(customer.refreshToken)).status).toBe(401);
    } finally {
      test.clock.set(original);
    }
  });

  it('stores refresh tokens only as their sha256', async () => {
    const customer = await signUp(test);
    const rows = await test.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.customerId, customer.customerId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(customer.refreshToken);
  });
});

describe('GET /v2/logout', () => {
  it('ends the session of the cookie and clears the cookie', async () => {
    const customer = await signUp(test);
    const response = await callAsCustomer(test, customer, {
      method: 'GET',
      url: '/v2/logout',
      headers: { cookie: `fd_refresh=${customer.refreshToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ loggedOut: true });
    expect(refreshCookie(response.headers)).toMatch(/^fd_refresh=;.*Path=\/v2/);
    expect((await refreshWith(customer.refreshToken)).status).toBe(401);
    expect((await getCustomer(customer)).status).toBe(401);
  });

  it('ends the session of the bearer token alone, and leaves the customer’s other sessions alone', async () => {
    const customer = await signUp(test);
    const other = (await login(customer.email, customer.password)).body.result as { accessToken: string };
    expect((await callAsCustomer(test, customer, { method: 'GET', url: '/v2/logout' })).status).toBe(200);
    expect((await getCustomer(customer)).status).toBe(401);
    expect((await getCustomer({ ...customer, accessToken: other.accessToken })).status).toBe(200);
  });

  it('ends the session of an access token that has already expired', async () => {
    const customer = await signUp(test);
    const original = test.clock.now();
    test.clock.advance(20 * 60_000);
    try {
      expect((await callAsCustomer(test, customer, { method: 'GET', url: '/v2/logout' })).status).toBe(200);
      expect((await refreshWith(customer.refreshToken)).status).toBe(401);
    } finally {
      test.clock.set(original);
    }
  });

  it('answers 200 when nobody is signed in', async () => {
    const response = await call(test, { method: 'GET', url: '/v2/logout' });
    expect(response.status).toBe(200);
    expect(refreshCookie(response.headers)).toMatch(/^fd_refresh=;/);
  });
});
