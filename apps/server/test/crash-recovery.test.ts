// A server process killed with SIGKILL in the middle of paying, again and again (issue 6): afterwards
// every purchase a client was told about exists exactly once, a purchase retried with its key after a
// crash is bought at most once, and the ledger balances. Real processes on one PostgreSQL (an embedded
// database lives inside the process that is being killed, so this runs when DATABASE_URL is set).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, eq } from '@fairdraw/db';
import { createTestDatabase, type TestDatabase } from '@fairdraw/db/testing';
import { getWalletBalance } from '../src/modules/ledger/ledger.service';
import { lotteryBody } from './cart-support';
import { creditWallet } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import { offerOverHttp, sendAsCustomer, signUpOverHttp } from './http-customer';
import { startServer, stop, type Running } from './process-support';
import { liftShopSpendLimits } from './wallet-race-support';

const CLIENTS = 8;
const KILLS = 4;
const LOAD_BEFORE_KILL_MS = 1_500;
const WALLET_CENTS = 100_000_00;

describe.skipIf(!process.env.DATABASE_URL)('SIGKILL in the middle of purchases', () => {
  let database: TestDatabase;
  let server: Running | undefined;
  const folders: string[] = [];
  const env: Record<string, string> = {
    AUTH_TOKEN_SECRET: randomUUID() + randomUUID(),
    REQUESTS_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
    // Production seeds nothing by default; the purchases need the demo catalogue.
    SEED_DEMO_DATA: 'true',
  };
  const start = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-crash-'));
    folders.push(dataDir);
    server = await startServer(dataDir, env);
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    env.DATABASE_URL = database.databaseUrl ?? '';
    await start();
  }, 120_000);
  afterAll(async () => {
    if (server) await stop(server);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    await database?.drop();
  });

  it('keeps every acknowledged purchase, buys each key once, and the ledger balances', async () => {
    const url = () => server?.url ?? '';
    const customer = await signUpOverHttp(url());
    await creditWallet(database.db, customer.customer_id, WALLET_CENTS);
    await liftShopSpendLimits(database.db);
    const itemBody = lotteryBody(await offerOverHttp(url(), 'saturday_lotto'), 1, 1);

    let interrupted = 0;
    /** Sends until some process answers: a killed one answers nothing, the next one is started soon. */
    async function send(
      method: 'POST',
      path: string,
      payload: unknown,
      headers: Record<string, string> = {},
    ) {
      for (;;) {
        try {
          return await sendAsCustomer(url(), customer, { method, path, payload, headers });
        } catch {
          interrupted += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }

    let loading = true;
    const acknowledged = new Map<string, string>(); // Idempotency-Key → checkout id
    const failures: string[] = [];
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (loading) {
        const added = await send('POST', '/v2/cart/items', itemBody);
        if (added.status !== 201 || !added.location) {
          failures.push(`add ${added.status} ${added.raw.slice(0, 120)}`);
          continue;
        }
        const key = randomUUID();
        const body = {
          purchase_data: { payment_method: 'wallet' },
          cart_item_ids: [added.location.split('/').pop()],
        };
        // The same key until an answer comes back, from whichever process is up by then.
        const paid = await send('POST', '/v2/cart/purchase', body, { 'idempotency-key': key });
        if (paid.status !== 201 && paid.status !== 200) {
          failures.push(`purchase ${paid.status} ${paid.raw.slice(0, 120)}`);
          continue;
        }
        acknowledged.set(
          key,
          (JSON.parse(paid.raw) as { result: { checkout_id: string } }).result.checkout_id,
        );
      }
    });

    for (let kill = 0; kill < KILLS; kill += 1) {
      await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_KILL_MS));
      const victim = server!;
      victim.process.kill('SIGKILL');
      await new Promise((resolve) => victim.process.once('exit', resolve));
      await start();
    }
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_KILL_MS));
    loading = false;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    // The kills really did cut requests off.
    expect(interrupted).toBeGreaterThan(0);
    expect(acknowledged.size).toBeGreaterThan(KILLS);
    const stored = await database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.customerId, customer.customer_id));
    // Every acknowledged purchase exists, each key bought once, and nothing was bought unacknowledged.
    expect(new Set(acknowledged.values()).size).toBe(acknowledged.size);
    expect(stored.map((checkout) => checkout.id).sort()).toEqual([...acknowledged.values()].sort());
    const spent = stored.reduce((sum, checkout) => sum + checkout.totalCents, 0);
    expect(await getWalletBalance(database.db, customer.customer_id)).toBe(WALLET_CENTS - spent);
    await expectLedgerBalanced(database.db);
  }, 300_000);
});
