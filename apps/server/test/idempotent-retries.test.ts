// Issue 14 §4: a retry with the same Idempotency-Key gets the first request's answer, status and body,
// however close behind it arrives and whichever process it reaches: purchases, card deposits,
// deposit-and-purchase and withdrawals, in pairs 0–20 ms apart and in bursts of 24 (decision 0031).
// In this process on the embedded database, and across two server processes sharing one PostgreSQL
// when DATABASE_URL is set (an embedded database cannot be shared between processes).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@fairdraw/db/testing';
import { callAsCustomer, createTestApp, signUp, type TestApp } from './support';
import { webOffers } from './cart-support';
import { devSignedHeaders, startServerGroup, type Running, type ServerGroup } from './process-support';
import { offerOverHttp, signUpOverHttp, type WireSession } from './http-customer';
import { liftShopSpendLimits, setGamePrice } from './wallet-race-support';
import {
  depositPurchaseScenario,
  depositScenario,
  purchaseScenario,
  withdrawalScenario,
  type Client,
  type Shop,
} from './idempotent-retries-support';

const OFFER = 'saturday_lotto';
const TICKET_CENTS = 1_00;

type Scenario = (shop: Shop) => Promise<void>;
const scenarios: Array<[string, Scenario]> = [
  ['purchases of the whole cart', (shop) => purchaseScenario(shop, TICKET_CENTS)],
  ['card deposits', depositScenario],
  ['deposit and purchase', (shop) => depositPurchaseScenario(shop, TICKET_CENTS)],
  ['withdrawals', withdrawalScenario],
];

// On PostgreSQL the two-process version below is the stronger test of the same rule.
describe.skipIf(process.env.DATABASE_URL)('one app, same-key requests at once', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
    await setGamePrice(test.database.db, OFFER, TICKET_CENTS);
    await liftShopSpendLimits(test.database.db);
  }, 60_000);
  afterAll(async () => {
    await test?.close();
  });

  const shopFor = async (): Promise<Shop> => {
    const customer = await signUp(test);
    const client: Client = async ({ method, path: url, payload, headers }) => {
      const response = await callAsCustomer(test, customer, {
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        ...(headers ? { headers } : {}),
      });
      return {
        status: response.status,
        raw: response.raw,
        replayed: 'idempotent-replayed' in response.headers,
      };
    };
    const offer = (await webOffers(test)).get(OFFER)!;
    return { clients: [client, client], db: test.database.db, customerId: customer.customerId, offer };
  };

  for (const [name, scenario] of scenarios)
    it(
      `gives every same-key request the first answer: ${name}`,
      async () => scenario(await shopFor()),
      60_000,
    );
});

/** A signed-in client of one server process. */
function processClient(server: Running, customer: WireSession): Client {
  return async ({ method, path: url, payload, headers }) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        ...devSignedHeaders(randomUUID(), customer.customer_token),
        'x-customer-id': customer.customer_id,
        authorization: `Bearer ${customer.access_token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    return {
      status: response.status,
      raw: await response.text(),
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  };
}

describe.skipIf(!process.env.DATABASE_URL)('two server processes, one PostgreSQL', () => {
  let database: TestDatabase;
  let group: ServerGroup | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    group = await startServerGroup(database.databaseUrl ?? '', 2);
    await setGamePrice(database.db, OFFER, TICKET_CENTS);
    await liftShopSpendLimits(database.db);
  }, 120_000);
  afterAll(async () => {
    await group?.stop();
    await database?.drop();
  });

  const shopFor = async (): Promise<Shop> => {
    const [first, second] = group!.servers as [Running, Running];
    const customer = await signUpOverHttp(first.url);
    return {
      clients: [processClient(first, customer), processClient(second, customer)],
      db: database.db,
      customerId: customer.customer_id,
      offer: await offerOverHttp(second.url, OFFER),
    };
  };

  for (const [name, scenario] of scenarios)
    it(
      `gives every same-key request the first answer: ${name}`,
      async () => scenario(await shopFor()),
      60_000,
    );
});
