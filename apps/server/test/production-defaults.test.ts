// Production defaults (issue 14): a production shop starts with no demo catalogue unless asked, and never
// with the demo customer, whose password is public; one left by an earlier start is closed. On the run's
// engine: PostgreSQL when DATABASE_URL is set, as production runs, else the embedded database.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../src/modules/accounts/demo-customer';
import { devSignedHeaders, newServerStore, startServer, stop, type ServerStore } from './process-support';

const stores: ServerStore[] = [];
afterAll(async () => {
  for (const store of stores) await store.remove();
});
async function newStore(): Promise<ServerStore> {
  const store = await newServerStore();
  stores.push(store);
  return store;
}

async function offers(url: string): Promise<{ status: number; count: number }> {
  const response = await fetch(`${url}/v2/pricing/web/product_offers`, {
    headers: devSignedHeaders(randomUUID()),
  });
  const body = (await response.json()) as { result?: { offers?: unknown[] } };
  return { status: response.status, count: body.result?.offers?.length ?? 0 };
}

async function demoSignIn(url: string): Promise<number> {
  const response = await fetch(`${url}/v2/login`, {
    method: 'POST',
    headers: {
      ...devSignedHeaders(randomUUID()),
      'content-type': 'application/json',
      'x-api-version': '3.2',
    },
    body: JSON.stringify({ credentials: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD } }),
  });
  return response.status;
}

describe('a production server', () => {
  it('seeds no catalogue and no demo customer by default', async () => {
    const store = await newStore();
    const server = await startServer(store.dataDir, { ...store.env, RUN_JOBS: 'false' });
    try {
      expect((await offers(server.url)).count).toBe(0);
      expect(await demoSignIn(server.url)).toBe(401);
      // A shop with no catalogue loaded is not open yet: 503 for the web app's start-up, not a 500.
      const config = await fetch(`${server.url}/v2/config`, { headers: devSignedHeaders(randomUUID()) });
      expect(config.status).toBe(503);
      expect(config.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await config.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
      await expect
        .poll(() => server.logLines.join('\n'))
        .toContain('load the catalogue (SEED_DEMO_DATA=true)');
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 120_000);

  it('closes a demo customer a development start left', async () => {
    const store = await newStore();
    const development = await startServer(store.dataDir, {
      ...store.env,
      NODE_ENV: 'development',
      RUN_JOBS: 'false',
      // Weeks of past draws are a third of a development start and have nothing to do with the customer.
      DEMO_RESULTS: 'false',
    });
    try {
      expect(await demoSignIn(development.url)).toBe(200);
    } finally {
      await stop(development);
    }
    const production = await startServer(store.dataDir, { ...store.env, RUN_JOBS: 'false' });
    try {
      expect(await demoSignIn(production.url)).toBe(401);
      expect(production.logLines.join('\n')).toContain('the demo customer was found in production');
    } finally {
      expect(await stop(production)).toBe(0);
    }
  }, 180_000);

  it('seeds the catalogue when asked, but never creates the demo customer', async () => {
    const store = await newStore();
    const server = await startServer(store.dataDir, {
      ...store.env,
      SEED_DEMO_DATA: 'true',
      RUN_JOBS: 'false',
    });
    try {
      expect((await offers(server.url)).count).toBeGreaterThan(10);
      expect(await demoSignIn(server.url)).toBe(401);
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 120_000);
});
