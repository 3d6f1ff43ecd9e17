// The database goes away and comes back (issue 14): a PostgreSQL restart or fail-over cuts the shop's
// connections under load, or the database is gone altogether. The process carries on, the requests that
// lost their connection answer 503 with Retry-After in the error shape and keep nothing half-done, and the
// next requests succeed once the database answers again, with no restart.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { APPLICATION_NAME, checkouts, eq } from '@fairdraw/db';
import { createTestDatabase, type TestDatabase } from '@fairdraw/db/testing';
import { ErrorCode } from '@fairdraw/contracts';
import { getWalletBalance } from '../src/modules/ledger/ledger.service';
import { lotteryBody } from './cart-support';
import { creditWallet } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import { offerOverHttp, sendAsCustomer, signUpOverHttp } from './http-customer';
import { startServer, stop, type Running } from './process-support';
import { call, createTestApp, signUp, signupBody, callAsCustomer } from './support';
import { liftShopSpendLimits, type Answer } from './wallet-race-support';

const CLIENTS = 8;
const OUTAGES = 4;
const LOAD_BETWEEN_OUTAGES_MS = 1_500;
const WALLET_CENTS = 100_000_00;

/** An answer to a request whose database connection died: 503 in the documented shape, with Retry-After. */
export function expectUnavailable(answer: Answer, what: string) {
  expect({ what, status: answer.status, retryAfter: answer.retryAfter }).toEqual({
    what,
    status: 503,
    retryAfter: expect.stringMatching(/^\d+$/),
  });
  const body = JSON.parse(answer.raw) as { error?: { code?: string; message?: string }; result?: unknown };
  expect(body).toMatchObject({
    result: null,
    error: { code: ErrorCode.serviceUnavailable, message: expect.stringContaining('try again') },
  });
  expect(answer.raw).not.toMatch(/Failed query|pg_|terminat|at [A-Za-z]+ \(/);
}

/** Ends every connection the shop holds to `databaseName`, as a PostgreSQL restart or fail-over would. */
async function terminateShopConnections(serverUrl: string, databaseName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ terminated: boolean }>(
      `select pg_terminate_backend(pid) as terminated from pg_stat_activity
        where datname = $1 and application_name = $2 and pid <> pg_backend_pid()`,
      [databaseName, APPLICATION_NAME],
    );
    return rows.filter((row) => row.terminated).length;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL cuts the shop’s connections under load', () => {
  let database: TestDatabase;
  let server: Running | undefined;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-db-outage-'));
    server = await startServer(dataDir, {
      DATABASE_URL: database.databaseUrl ?? '',
      SEED_DEMO_DATA: 'true',
      REQUESTS_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
    });
  }, 120_000);
  afterAll(async () => {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('stays up, answers 503 for the cut requests, keeps each acknowledged purchase once and recovers', async () => {
    const url = server!.url;
    const customer = await signUpOverHttp(url);
    await creditWallet(database.db, customer.customer_id, WALLET_CENTS);
    await liftShopSpendLimits(database.db);
    const itemBody = lotteryBody(await offerOverHttp(url, 'saturday_lotto'), 1, 1);

    const unavailable: Answer[] = [];
    const failures: string[] = [];
    /** Sends until the shop answers something other than 503; every 503 is kept to check its shape. */
    async function send(request: Parameters<typeof sendAsCustomer>[2]): Promise<Answer> {
      for (;;) {
        const answer = await sendAsCustomer(url, customer, request);
        if (answer.status !== 503) return answer;
        unavailable.push(answer);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    let loading = true;
    const acknowledged = new Map<string, string>(); // Idempotency-Key → checkout id
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (loading) {
        const added = await send({ method: 'POST', path: '/v2/cart/items', payload: itemBody });
        if (added.status !== 201 || !added.location) {
          failures.push(`add ${added.status} ${added.raw.slice(0, 160)}`);
          continue;
        }
        const key = randomUUID();
        // The same key until the shop answers, as a client retrying after a 503 does.
        const paid = await send({
          method: 'POST',
          path: '/v2/cart/purchase',
          payload: {
            purchase_data: { payment_method: 'wallet' },
            cart_item_ids: [added.location.split('/').pop()],
          },
          headers: { 'idempotency-key': key },
        });
        if (paid.status !== 201 && paid.status !== 200) {
          failures.push(`purchase ${paid.status} ${paid.raw.slice(0, 160)}`);
          continue;
        }
        acknowledged.set(
          key,
          (JSON.parse(paid.raw) as { result: { checkout_id: string } }).result.checkout_id,
        );
      }
    });

    let terminated = 0;
    for (let outage = 0; outage < OUTAGES; outage += 1) {
      await new Promise((resolve) => setTimeout(resolve, LOAD_BETWEEN_OUTAGES_MS));
      terminated += await terminateShopConnections(
        process.env.DATABASE_URL ?? '',
        new URL(database.databaseUrl ?? '').pathname.slice(1),
      );
      expect(server!.process.exitCode).toBeNull();
    }
    await new Promise((resolve) => setTimeout(resolve, LOAD_BETWEEN_OUTAGES_MS));
    loading = false;
    await Promise.all(clients);

    // The process lived through every outage and answers as soon as the database does.
    expect(server!.process.exitCode).toBeNull();
    expect(server!.logLines.join('\n')).not.toMatch(/Unhandled|uncaught|Emitted 'error' event/i);
    expect(terminated).toBeGreaterThanOrEqual(OUTAGES);
    expect(failures).toEqual([]);
    // Requests really were cut, and each was told so in the documented shape.
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) expectUnavailable(answer, 'a request whose connection was cut');
    const after = await sendAsCustomer(url, customer, {
      method: 'POST',
      path: '/v2/cart/items',
      payload: itemBody,
    });
    expect(after.status).toBe(201);

    // Every acknowledged purchase exists exactly once, nothing unacknowledged was bought, the wallet
    // paid for exactly those, and the ledger balances.
    const stored = await database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.customerId, customer.customer_id));
    expect(acknowledged.size).toBeGreaterThan(OUTAGES);
    expect(new Set(acknowledged.values()).size).toBe(acknowledged.size);
    expect(stored.map((checkout) => checkout.id).sort()).toEqual([...acknowledged.values()].sort());
    const spent = stored.reduce((sum, checkout) => sum + checkout.totalCents, 0);
    expect(await getWalletBalance(database.db, customer.customer_id)).toBe(WALLET_CENTS - spent);
    await expectLedgerBalanced(database.db);
  }, 180_000);
});

describe('the database is gone', () => {
  /** Drops the app's PostgreSQL database under it, or closes its embedded one. */
  async function removeDatabase(database: TestDatabase): Promise<void> {
    if (!database.databaseUrl) return database.close();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`drop database ${new URL(database.databaseUrl).pathname.slice(1)} with (force)`);
    } finally {
      await admin.end();
    }
  }

  it('answers 503 with Retry-After to every call that needs it, never 500, and /ready says not ready', async () => {
    const test = await createTestApp();
    try {
      const customer = await signUp(test);
      await removeDatabase(test.database as TestDatabase);

      const answers = {
        config: await call(test, { method: 'GET', url: '/v2/config', headers: { 'x-api-version': '3.5' } }),
        offers: await call(test, {
          method: 'GET',
          url: '/v2/pricing/web/product_offers?clear_cache=1',
          headers: { 'x-api-version': '3.9' },
        }),
        signup: await call(test, { method: 'POST', url: '/v2/signup', payload: signupBody() }),
        login: await call(test, {
          method: 'POST',
          url: '/v2/login',
          payload: { credentials: { email: customer.email, password: customer.password } },
        }),
        customer: await callAsCustomer(test, customer, { method: 'GET', url: '/v2/customer' }),
        cart: await callAsCustomer(test, customer, { method: 'GET', url: '/v2/cart' }),
      };
      for (const [what, answer] of Object.entries(answers)) {
        expectUnavailable(
          { status: answer.status, raw: answer.raw, retryAfter: answer.headers['retry-after'] as string },
          what,
        );
      }
      const ready = await test.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', checks: { database: 'failing' } });
    } finally {
      await test.close();
    }
  });
});
