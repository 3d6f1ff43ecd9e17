// GET /v2/customer and the session guard every later module uses (plugins/auth.ts), over HTTP against a
// real database; plus the settings that differ in production.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_AUTH_TOKEN_SECRET, loadEnv } from '../../env';
import { useCustomerAuth } from '../../plugins/auth';
import { useEnvelope } from '../../plugins/envelope';
import { useErrorHandling } from '../../plugins/errors';
import { useSignature } from '../../plugins/signature';
import { zodValidatorCompiler } from '../../plugins/validation';
import {
  call,
  callAsCustomer,
  createTestApp,
  customerHeaders,
  refreshCookie,
  refreshWith,
  signedHeaders,
  signUp,
  TEST_APP_KEY,
  TEST_APP_SECRET,
  type TestApp,
} from '../../../test/support';
import { accountsRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const FIFTEEN_MINUTES = 15 * 60_000;
const getCustomer = (session: Parameters<typeof callAsCustomer>[1]) =>
  callAsCustomer(test, session, { method: 'GET', url: '/v2/customer' });

describe('GET /v2/customer', () => {
  it('answers the signed-in customer’s record, snake_case on the wire', async () => {
    const customer = await signUp(test, {
      email: 'Ada.Record@Example.com.au',
      state: 'VIC',
      postcode: '3000',
    });
    const response = await getCustomer(customer);
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({
      customerId: customer.customerId,
      pricingId: 'web',
      segmentName: 'customer',
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada.record@example.com.au',
      balance: { amount: '0.00', currency: 'AUD' },
      availableFunds: { amount: '0.00', currency: 'AUD' },
      state: 'active',
      // Identity verification: decision 0020 (test/verification.test.ts has the details).
      verification: {
        methods: expect.arrayContaining([{ type: 'auto_verification', status: 'not_attempted' }]),
        pending: false,
        deadline: expect.any(String),
        daysLeft: 90,
        restricted: false,
        withdrawalsBlocked: false,
        restrictionReason: null,
      },
      verificationRules: expect.objectContaining({ deadlineDays: 90 }),
      isVerified: false,
      accountUpgrade: false,
      forcePasswordChange: false,
      brandingRegion: 'VIC',
      migrationStatus: 'ineligible',
      // Limits: decision 0025 (test/limits.test.ts has the details).
      preCommitment: null,
      spendLimits: [],
      spendLimitRequired: false,
      favouriteNumbers: [],
      countryBanned: false,
      countryBannedConfirmationRequired: false,
      addressConfirmationRequired: false,
      emailAddressConfirmationRequired: false,
    });
    expect(response.raw).toContain('"available_funds"');
    expect(response.raw).not.toMatch(/password_hash|"password"|customer_token/);
  });

  it('refuses an anonymous request', async () => {
    const response = await call(test, { method: 'GET', url: '/v2/customer' });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: 'unauthorized' });
  });

  it('refuses a bearer token without the customer id and customer-token signature', async () => {
    const customer = await signUp(test);
    const response = await call(test, {
      method: 'GET',
      url: '/v2/customer',
      headers: { authorization: `Bearer ${customer.accessToken}` },
    });
    expect(response.status).toBe(401);
  });

  it('refuses a request with another customer’s id but your own tokens', async () => {
    const me = await signUp(test);
    const someoneElse = await signUp(test);
    const response = await getCustomer({ ...me, customerId: someoneElse.customerId });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: 'invalid_signature' });
  });

  it('refuses your access token even when signed as another customer', async () => {
    const me = await signUp(test);
    const someoneElse = await signUp(test);
    const response = await getCustomer({ ...someoneElse, accessToken: me.accessToken });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: 'unauthorized' });
  });

  it('refuses a request naming a customer but signed without their customer token', async () => {
    const customer = await signUp(test);
    const response = await call(test, {
      method: 'GET',
      url: '/v2/customer',
      headers: {
        ...signedHeaders({ now: test.clock.now() }),
        'x-customer-id': customer.customerId,
        authorization: `Bearer ${customer.accessToken}`,
      },
    });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: 'invalid_signature' });
  });

  it('refuses an access token after its 15 minutes; a refresh brings the customer back', async () => {
    const customer = await signUp(test);
    const original = test.clock.now();
    try {
      test.clock.advance(FIFTEEN_MINUTES - 1_000);
      expect((await getCustomer(customer)).status).toBe(200);
      test.clock.advance(2_000);
      expect((await getCustomer(customer)).status).toBe(401);
      const pair = (await refreshWith(test, customer.refreshToken)).body.result as { accessToken: string };
      expect((await getCustomer({ ...customer, accessToken: pair.accessToken })).status).toBe(200);
    } finally {
      test.clock.set(original);
    }
  });

  it('refuses a forged access token', async () => {
    const customer = await signUp(test);
    const [header, , signature] = customer.accessToken.split('.');
    const claims = Buffer.from(JSON.stringify({ sub: customer.customerId, sid: 'x', exp: 9e9 })).toString(
      'base64url',
    );
    expect((await getCustomer({ ...customer, accessToken: `${header}.${claims}.${signature}` })).status).toBe(
      401,
    );
  });
});

describe('route options and production settings', () => {
  it('shows the balance the wallet reports, and marks the cookie Secure in production', async () => {
    // The accounts routes as app.ts mounts them, with a wallet function and production cookies.
    const customer = await signUp(test);
    const accounts = createAccountsService({
      db: test.database.db,
      clock: test.clock,
      tokenSecret: test.env.AUTH_TOKEN_SECRET,
      walletBalanceCents: async (id) => (id === customer.customerId ? 1_250 : 0),
    });
    const app = Fastify();
    app.setValidatorCompiler(zodValidatorCompiler);
    await app.register(
      async (scope) => {
        useSignature(scope, {
          appKey: TEST_APP_KEY,
          appSecret: TEST_APP_SECRET,
          clock: test.clock,
          customerTokenFor: (id) => accounts.customerTokenFor(id),
        });
        useEnvelope(scope);
        useErrorHandling(scope);
        useCustomerAuth(scope, { authenticate: (token, id) => accounts.authenticate(token, id) });
        await scope.register(accountsRoutes, {
          accounts,
          secureCookie: true,
          attemptsPerMinute: 1000,
        });
      },
      { prefix: '/v2' },
    );
    try {
      const record = await app.inject({
        url: '/v2/customer',
        headers: customerHeaders(customer, test.clock.now()),
      });
      expect(JSON.parse(record.body).result).toMatchObject({
        balance: { amount: '12.50', currency: 'AUD' },
        available_funds: { amount: '12.50', currency: 'AUD' },
      });
      const loggedIn = await app.inject({
        method: 'POST',
        url: '/v2/login',
        headers: signedHeaders({ now: test.clock.now() }),
        payload: { credentials: { email: customer.email, password: customer.password } },
      });
      expect(refreshCookie(loggedIn.headers)).toMatch(/; Secure/);
    } finally {
      await app.close();
    }
  });

  it('refuses the public development default in production, and takes a secret of its own', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_TOKEN_SECRET/);
    const own = 'a production secret that nobody else knows';
    const opsToken = 'an-operator-token-of-our-own-0123456789';
    expect(
      loadEnv({ NODE_ENV: 'production', AUTH_TOKEN_SECRET: own, OPS_TOKEN: opsToken }).AUTH_TOKEN_SECRET,
    ).toBe(own);
    expect(() => loadEnv({ NODE_ENV: 'production', AUTH_TOKEN_SECRET: own })).toThrow(/OPS_TOKEN/);
    expect(loadEnv({ NODE_ENV: 'development' }).AUTH_TOKEN_SECRET).toBe(DEV_AUTH_TOKEN_SECRET);
  });
});
