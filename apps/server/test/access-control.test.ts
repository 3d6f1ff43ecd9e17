// The access-control matrix (OWASP ASVS level 2, V4): every route of the real app, found as Fastify adds
// it (route-inventory.ts), is either customer-only (guarded by the scope's `requireCustomer`), an
// operator route (/ops), or on PUBLIC_ROUTES (access-control-public-routes.ts) with a reason. Every customer-only route is called
// anonymously and with broken credentials (401 in the error shape, no data), and as another signed-in
// customer with the owner's ids (404, never the owner's data). A route added without a place here fails
// the first test, which says what to add.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  call,
  callAsCustomer,
  createTestApp,
  customerHeaders,
  signedHeaders,
  signUp,
  type CustomerSession,
  type TestApp,
} from './support';
import { cartOf } from './cart-support';
import { caseKey, fillPath, isOps, routeInventory, type DiscoveredRoute } from './route-inventory';
import { PUBLIC_ROUTES } from './access-control-public-routes';
import { CUSTOMER_ROUTES, type Owned } from './access-control-routes';
import { ADA_FAVOURITES, setUpOwner } from './access-control-support';
import { signAccessToken, tokenKey } from '../src/modules/accounts/tokens';

const UNAUTHORIZED_CODES = [
  'missing_signature',
  'unknown_app_key',
  'stale_timestamp',
  'invalid_signature',
  'unauthorized',
];

const inventory = routeInventory();
let test: TestApp;
let ada: CustomerSession;
let bob: CustomerSession;
let owned: Owned;
/** Strings that identify A or A's things, by name (access-control-support.ts). */
let adaValues: Record<string, string>;

/** Marked customer-only, or in the matrix (so a route that lost its guard is still called and fails). */
const customerRoutes = () =>
  inventory.routes.filter(
    (route) => !isOps(route) && (route.customerOnly || caseKey(route) in CUSTOMER_ROUTES),
  );

/**
 * The request for a customer-only route with A's ids in its path. `emptyBody` sends `{}`: sign-in must
 * be checked before the body is read, so even a body that fails validation gets 401 when anonymous.
 */
function requestFor(route: DiscoveredRoute, { emptyBody = false } = {}): InjectOptions {
  const entry = CUSTOMER_ROUTES[caseKey(route)];
  const payload =
    route.method === 'HEAD' || route.method === 'GET'
      ? undefined
      : emptyBody
        ? {}
        : (entry?.payload?.(owned) ?? {});
  return {
    method: route.method as InjectOptions['method'],
    url: fillPath(route.url, entry?.params?.(owned) ?? {}) + (entry?.query ? `?${entry.query}` : ''),
    ...(payload ? { payload } : {}),
  };
}

function leaked(raw: string): string[] {
  return Object.entries(adaValues)
    .filter(([, value]) => raw.includes(value))
    .map(([name, value]) => `${name} ${value}`);
}

async function signInAgain(customer: CustomerSession): Promise<CustomerSession> {
  const response = await call(test, {
    method: 'POST',
    url: '/v2/login',
    payload: { credentials: { email: customer.email, password: customer.password } },
  });
  expect(response.status, response.raw).toBe(200);
  return { ...customer, ...(response.body.result as { accessToken: string; refreshToken: string }) };
}

const claimsOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string };

beforeAll(async () => {
  test = await createTestApp({
    onRoute: inventory.onRoute,
    envVars: { UPLOAD_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'fairdraw-uploads-')), 'uploads') },
  });
  ({ ada, owned, adaValues } = await setUpOwner(test));
  bob = await signUp(test);
});

afterAll(async () => {
  await test?.close();
});

describe('the route inventory', () => {
  it('places every route of the app: customer-only with a sample, operator, or public with a reason', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const route of inventory.routes) {
      const key = caseKey(route);
      seen.add(key);
      if (isOps(route)) {
        if (route.customerOnly) problems.push(`${route.key}: an /ops route must never accept a customer.`);
        if (key in PUBLIC_ROUTES)
          problems.push(`${route.key}: /ops is operators only; remove it from PUBLIC_ROUTES.`);
        continue;
      }
      if (route.customerOnly) {
        if (key in PUBLIC_ROUTES)
          problems.push(
            `${key} needs a signed-in customer: remove it from PUBLIC_ROUTES in access-control-public-routes.ts.`,
          );
        const entry = CUSTOMER_ROUTES[key];
        if (!entry) {
          problems.push(
            `${key} is customer-only but not in the access-control matrix: add it to CUSTOMER_ROUTES in ` +
              `apps/server/test/access-control-routes.ts, with customer A's ids for its path parameters and ` +
              `forOther: 'not_found', or with the status of customer B's own answer.`,
          );
          continue;
        }
        const sample = entry.params?.(owned) ?? {};
        for (const param of route.params)
          if (!sample[param])
            problems.push(
              `${key} takes :${param} but CUSTOMER_ROUTES has no sample value for it: give customer A's ` +
                `${param} in its params (set it up in access-control-support.ts) so customer B can be refused it.`,
            );
        continue;
      }
      if (!(key in PUBLIC_ROUTES))
        problems.push(
          `${key} is neither customer-only nor public. If it serves a customer, guard it with ` +
            `onRequest: scope.requireCustomer and add it to CUSTOMER_ROUTES; if anyone may call it, add it ` +
            `to PUBLIC_ROUTES in apps/server/test/access-control-public-routes.ts with a one-line reason.`,
        );
    }
    for (const key of [...Object.keys(PUBLIC_ROUTES), ...Object.keys(CUSTOMER_ROUTES)])
      if (!seen.has(key)) problems.push(`${key} is no longer a route of the app: remove it from the matrix.`);
    expect([...new Set(problems)]).toEqual([]);
    // The marker is read from the real app: the routes everyone knows need a customer are found by it.
    expect(customerRoutes().map((route) => route.key)).toEqual(
      expect.arrayContaining(['GET /v2/customer', 'GET /v2/orders/:id', 'POST /v2/cart/purchase']),
    );
  });
});

describe('a customer-only route without a signed-in customer', () => {
  it('answers 401 in the error shape and nothing else, whatever credentials are faked', async () => {
    const now = () => test.clock.now();
    const adaSigned = () => signedHeaders({ now: now(), customerToken: ada.customerToken });
    const { sid } = claimsOf(ada.accessToken);
    const forged = await signAccessToken(
      tokenKey('not-the-fairdraw-secret-but-long-enough'),
      { customerId: ada.customerId, sessionId: sid },
      now(),
    );
    const expired = await signAccessToken(
      tokenKey(test.env.AUTH_TOKEN_SECRET),
      { customerId: ada.customerId, sessionId: sid },
      new Date(now().getTime() - 16 * 60_000),
    );
    const [header, payload] = ada.accessToken.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(header).toBeTruthy();
    const gone = await signUp(test);
    const loggedOut = await callAsCustomer(test, gone, { method: 'GET', url: '/v2/logout' });
    expect(loggedOut.status).toBe(200);

    const adaWith = (token: string) => ({
      ...adaSigned(),
      'x-customer-id': ada.customerId,
      authorization: `Bearer ${token}`,
    });
    const variants: Record<string, () => Record<string, string>> = {
      'no customer': () => signedHeaders({ now: now() }),
      'a bearer token without X-Customer-Id': () => ({
        ...signedHeaders({ now: now() }),
        authorization: `Bearer ${ada.accessToken}`,
      }),
      'A’s id and signature without a bearer token': () => ({
        ...adaSigned(),
        'x-customer-id': ada.customerId,
      }),
      'a forged token': () => adaWith(forged),
      'an expired token': () => adaWith(expired),
      'an unsigned (alg none) token': () => adaWith(unsigned),
      'another customer’s token': () => adaWith(bob.accessToken),
      'A’s id signed with B’s customer token': () => ({
        ...customerHeaders(bob, now()),
        'x-customer-id': ada.customerId,
      }),
      'A’s token with B’s id and signature': () => ({
        ...customerHeaders(bob, now()),
        authorization: `Bearer ${ada.accessToken}`,
      }),
      'A’s id and token signed without a customer token': () => ({
        ...signedHeaders({ now: now() }),
        'x-customer-id': ada.customerId,
        authorization: `Bearer ${ada.accessToken}`,
      }),
      'an unknown customer id': () => ({
        ...signedHeaders({ now: now() }),
        'x-customer-id': 'cus_AAAAAAAAAAAAAAAA',
        authorization: `Bearer ${ada.accessToken}`,
      }),
      'a logged-out session': () => customerHeaders(gone, now()),
    };

    const problems: string[] = [];
    const routes = customerRoutes();
    for (const route of routes) {
      for (const [variant, headers] of Object.entries(variants)) {
        const response = await call(test, { ...requestFor(route, { emptyBody: true }), headers: headers() });
        const where = `${route.key} with ${variant}`;
        if (response.status !== 401) {
          problems.push(`${where}: ${response.status} ${response.raw.slice(0, 200)}`);
          continue;
        }
        if (route.method === 'HEAD') continue;
        const { result, pageInfo, links, messages, error, errors } = response.body as Record<string, unknown>;
        const code = (error as { code?: string } | undefined)?.code ?? '';
        if (result !== null || pageInfo !== null || links !== null || errors !== undefined)
          problems.push(`${where}: not the error shape: ${response.raw.slice(0, 200)}`);
        if (!UNAUTHORIZED_CODES.includes(code) || !Array.isArray(messages) || messages.length === 0)
          problems.push(`${where}: no 401 error code and message: ${response.raw.slice(0, 200)}`);
        for (const value of leaked(response.raw)) problems.push(`${where}: shows A’s ${value}`);
      }
    }
    expect(problems).toEqual([]);
    expect(routes.length).toBeGreaterThan(0);
  });
});

describe('a customer-only route as another signed-in customer', () => {
  it('refuses A’s ids with 404 and answers B only with B’s own data', async () => {
    const problems: string[] = [];
    for (const route of customerRoutes()) {
      const entry = CUSTOMER_ROUTES[caseKey(route)];
      if (!entry) continue; // reported by the inventory test
      const request = requestFor(route);
      const where = `${route.key} as B (${request.url})`;
      const response = await callAsCustomer(test, bob, request);
      if (entry.endsSession) bob = await signInAgain(bob);
      for (const value of leaked(response.raw)) problems.push(`${where}: shows A’s ${value}`);
      if (entry.forOther === 'not_found') {
        if (response.status !== 404) problems.push(`${where}: ${response.status}, expected 404`);
        else if (route.method !== 'HEAD')
          if (
            (response.body.error as { code?: string } | undefined)?.code !== 'not_found' ||
            response.body.result !== null
          )
            problems.push(`${where}: not a not_found error: ${response.raw.slice(0, 200)}`);
      } else {
        if (response.status !== entry.forOther.status)
          problems.push(
            `${where}: ${response.status}, expected ${entry.forOther.status}: ${response.raw.slice(0, 200)}`,
          );
        else if (route.method !== 'HEAD') entry.forOther.check?.(response.body.result, bob);
      }
      if (entry.ownerSees && route.method !== 'HEAD') {
        // The control: the same request as A answers A's data, so the checks above could have failed.
        const asOwner = await callAsCustomer(test, ada, request);
        if (asOwner.status >= 300 || leaked(asOwner.raw).length === 0)
          problems.push(
            `${route.key} as A: ${asOwner.status}, expected A's own data: ${asOwner.raw.slice(0, 200)}`,
          );
      }
    }
    expect(problems).toEqual([]);

    // Nothing B sent changed A's things.
    const adaCart = cartOf(await callAsCustomer(test, ada, { method: 'GET', url: '/v2/cart/items' }));
    expect(adaCart.cartItems.map((item) => [item.id, item.numDraws])).toEqual([[owned.cartItemId, 1]]);
    const adaRecord = await callAsCustomer(test, ada, { method: 'GET', url: '/v2/customer' });
    expect(adaRecord.body.result).toMatchObject({ email: ada.email, favouriteNumbers: ADA_FAVOURITES });
  });
});

describe('an operator route', () => {
  const opsRoutes = () => inventory.routes.filter(isOps);

  it('answers 401 without the operator token, and never to a customer’s token', async () => {
    const now = () => test.clock.now();
    const variants: Record<string, () => Record<string, string>> = {
      'no token': () => ({}),
      'a signed customer request': () => customerHeaders(ada, now()),
      'a customer’s access token': () => ({ authorization: `Bearer ${ada.accessToken}` }),
      'a customer’s customer token': () => ({ authorization: `Bearer ${ada.customerToken}` }),
      'a customer’s refresh token': () => ({ authorization: `Bearer ${ada.refreshToken}` }),
      'the operator token with a suffix': () => ({ authorization: `Bearer ${test.env.OPS_TOKEN}x` }),
    };
    const problems: string[] = [];
    for (const route of opsRoutes()) {
      const url = fillPath(route.url, Object.fromEntries(route.params.map((name) => [name, '1'])));
      for (const [variant, headers] of Object.entries(variants)) {
        const response = await test.app.inject({
          method: route.method as InjectOptions['method'],
          url,
          headers: headers(),
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
        if (response.statusCode !== 401)
          problems.push(
            `${route.key} with ${variant}: ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        else if (route.method !== 'HEAD' && !response.body.includes('"result":null'))
          problems.push(`${route.key} with ${variant}: not the error shape: ${response.body.slice(0, 200)}`);
      }
      // The control: the operator token gets past the guard (reads only; nothing is changed).
      if (route.method === 'GET') {
        const operator = await test.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${test.env.OPS_TOKEN}` },
        });
        if (operator.statusCode === 401) problems.push(`${route.key}: the operator token was refused`);
      }
    }
    expect(problems).toEqual([]);
    expect(opsRoutes().length).toBeGreaterThan(0);
  });
});
