// Every route of the real app (the access-control matrix's inventory, route-inventory.ts) gets hostile
// values (hostile-input-support.ts) in each path parameter, in its query and in JSON bodies: customer-only
// routes as a signed-in customer with money, /ops routes with the operator token, public routes as they
// are. No answer may be a 5xx, every 4xx is the documented error shape, and afterwards the customer's
// wallet, raffle and syndicate stock and every limit are as they were.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { call, callAsCustomer, customerHeaders, type CustomerSession } from './support';
import { createMailedTestApp, type MailedTestApp } from './sign-in-support';
import { newAnonCart } from './cart-support';
import { caseKey, fillPath, isOps, routeInventory, type DiscoveredRoute } from './route-inventory';
import { CUSTOMER_ROUTES, type Owned } from './access-control-routes';
import { setUpOwner } from './access-control-support';
import {
  bodyCases,
  errorShapeProblems,
  HOSTILE_VALUES,
  moneyAndStock,
  PROTOTYPE_BODY,
  wireFields,
} from './hostile-input-support';

const inventory = routeInventory();
let test: MailedTestApp;
let ada: CustomerSession;
let owned: Owned;
let anonToken: string;

beforeAll(async () => {
  test = await createMailedTestApp({
    onRoute: inventory.onRoute,
    envVars: { UPLOAD_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'fairdraw-uploads-')), 'uploads') },
    // Thousands of requests from one address: the flood guards are not what is tested here.
    rateLimitPerMinute: 1_000_000,
    authAttemptsPerMinute: 1_000_000,
  });
  ({ ada, owned } = await setUpOwner(test));
  anonToken = await newAnonCart(test);
}, 60_000);

afterAll(async () => {
  await test?.close();
});

/** Sample values of path parameters for routes outside the customer matrix, by parameter name. */
function sampleParams(route: DiscoveredRoute): Record<string, string> {
  const byName: Record<string, string> = {
    productOfferKey: owned.drawnDraw.productOfferKey,
    lotteryKey: owned.drawnDraw.productOfferKey,
    drawNo: owned.drawnDraw.drawNo,
    pricingName: 'web',
    pricingId: 'web',
    year: '2026',
    month: '11',
    token: anonToken,
    customerId: ada.customerId,
    period: 'day',
    gateway: 'sandbox',
    method: 'cc',
    paymentId: 'pay_unknown',
    id: route.url.includes('withdrawals')
      ? owned.withdrawalId
      : route.url.includes('funds')
        ? owned.bankFundId
        : route.url.includes('communication-preferences')
          ? ada.customerId
          : '1',
  };
  return { ...byName, ...CUSTOMER_ROUTES[caseKey(route)]?.params?.(owned) };
}

/** Routes that answer a browser or the gateway, not the web client: their 4xx is not the API's shape. */
const NOT_API_ANSWERS: Record<string, string> = {
  'GET /public/draws/:productOfferKey/:drawNo/entries.txt': 'a text file; its 404 is a line of text',
  'GET /dev/mailbox': 'the development mailbox page; text 404 when there is no mailbox',
  'GET /payment-gateway/sandbox/challenge/:paymentId': 'the sandbox bank’s page; a text 404',
  'GET /payment-gateway/sandbox/wallet/:paymentId': 'the sandbox wallet’s page; a text 404',
  'GET /3ds/notify': 'the browser’s return from the bank; a text 404',
  'GET /payments/return': 'the browser’s return from a wallet; a text 404',
  'POST /payments/webhooks/sandbox': 'answers the gateway in the gateway’s terms: { received }',
};

type Caller = 'customer' | 'operator' | 'public';
const callerOf = (route: DiscoveredRoute): Caller =>
  isOps(route) ? 'operator' : route.customerOnly ? 'customer' : 'public';

function headersFor(caller: Caller): Record<string, string> {
  if (caller === 'customer') return customerHeaders(ada, test.clock.now());
  if (caller === 'operator') return { authorization: `Bearer ${test.env.OPS_TOKEN}` };
  return {};
}

interface Probe {
  label: string;
  url: string;
  payload?: string;
}

const actsOnPathAlone = (route: DiscoveredRoute) =>
  route.method !== 'GET' && route.params.length > 0 && route.schema.body === undefined;

/** Every request the walk sends one route. */
function probesFor(route: DiscoveredRoute): Probe[] {
  const entry = CUSTOMER_ROUTES[caseKey(route)];
  const params = sampleParams(route);
  const baseQuery = entry?.query ? `?${entry.query}` : '';
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const sample = entry?.payload?.(owned) ?? {};
  const samplePayload = withBody ? JSON.stringify(sample) : undefined;
  const probes: Probe[] = [];
  const queryFields = wireFields(route.schema.querystring);
  const bodyFields = wireFields(route.schema.body);
  for (const value of HOSTILE_VALUES) {
    for (const param of route.params)
      if (value.path !== undefined)
        probes.push({
          label: `${value.name} in :${param}`,
          url:
            fillPath(route.url, params).replace(encodeURIComponent(params[param] ?? 'unknown'), value.path) +
            baseQuery,
          ...(samplePayload ? { payload: samplePayload } : {}),
        });
    // A change that needs nothing but the path (cancel, delete, approve with the default reviewer) would
    // really be made by a request whose query or body it ignores: those requests name nothing of anyone's.
    const url = fillPath(route.url, actsOnPathAlone(route) ? {} : params);
    const queryUrl = route.method === 'GET' ? url : fillPath(route.url, {});
    const separator = baseQuery ? '&' : '?';
    // A route without a query schema ignores its query: the guard's NUL and a long one are enough there.
    const fields =
      queryFields.length === 0
        ? ['NUL', '100 kB string'].includes(value.name)
          ? ['q']
          : []
        : value.also.includes('query')
          ? queryFields
          : value.query === undefined
            ? []
            : queryFields.slice(0, 1);
    for (const field of fields)
      probes.push({
        label: `${value.name} in ?${field}`,
        url:
          queryUrl +
          baseQuery +
          separator +
          (value.query === undefined ? `${field}=1&${field}=2` : `${field}=${value.query}`),
      });
    if (withBody)
      for (const body of bodyCases(value, bodyFields, sample))
        probes.push({ label: `${value.name}: ${body.label}`, url: url + baseQuery, payload: body.payload });
  }
  if (withBody)
    probes.push({
      label: 'prototype keys',
      url: fillPath(route.url, actsOnPathAlone(route) ? {} : params),
      payload: PROTOTYPE_BODY,
    });
  return probes;
}

/** Routes that end the customer's sessions go last, so the others are called signed in. */
const endsSession = (route: DiscoveredRoute) => CUSTOMER_ROUTES[caseKey(route)]?.endsSession === true;

async function stillSignedIn(): Promise<boolean> {
  const check = await callAsCustomer(test, ada, { method: 'GET', url: '/v2/customer' });
  return check.status === 200;
}

describe('hostile values on every route', () => {
  it('never answer 5xx, always answer 4xx in the error shape, and change no money, stock or limit', async () => {
    const before = await moneyAndStock(test, ada.customerId);
    const routes = inventory.routes
      .filter((route) => route.method !== 'HEAD' && !route.url.includes('*'))
      .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    const problems: string[] = [];
    const sessionEnders: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const caller = callerOf(route);
      const probes = probesFor(route);
      for (const probe of probes) {
        requests += 1;
        const response = await call(test, {
          method: route.method as InjectOptions['method'],
          url: probe.url,
          headers: {
            ...headersFor(caller),
            ...(probe.payload !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
        });
        const where = `${route.key} (${caller}) with ${probe.label}`;
        if (response.status >= 500)
          problems.push(`${where}: ${response.status} ${response.raw.slice(0, 300)}`);
        else if (response.status >= 400 && !(route.key in NOT_API_ANSWERS)) {
          const shape = errorShapeProblems(response.raw);
          if (shape) problems.push(`${where}: ${response.status} ${shape}: ${response.raw.slice(0, 200)}`);
        }
      }
      if (caller === 'customer' && !(await stillSignedIn())) {
        sessionEnders.push(route.key);
        const login = await call(test, {
          method: 'POST',
          url: '/v2/login',
          payload: { credentials: { email: ada.email, password: ada.password } },
        });
        expect(login.status, `${route.key} changed the password: ${login.raw}`).toBe(200);
        ada = { ...ada, ...(login.body.result as { accessToken: string; refreshToken: string }) };
      }
    }
    expect(problems).toEqual([]);
    // Only the route that is meant to end every session did.
    expect(sessionEnders).toEqual(routes.filter(endsSession).map((route) => route.key));
    expect(await moneyAndStock(test, ada.customerId)).toEqual(before);
    expect(before.walletCents).toBeGreaterThan(0);
    expect(before.limits.length).toBeGreaterThan(0);
    expect(requests).toBeGreaterThan(1000);
  }, 120_000);
});
