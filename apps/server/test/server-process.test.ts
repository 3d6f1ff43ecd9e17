// The real server process: starts, logs JSON with request ids, stops cleanly on SIGTERM, and keeps its
// data across a restart without seeding it twice. On PostgreSQL when DATABASE_URL is set; else from an
// empty folder, the one process test that pays for the embedded database's initdb.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devSignedHeaders,
  newServerStore,
  serverEntry,
  startServer,
  stop,
  type ServerStore,
} from './process-support';

let store: ServerStore;
beforeAll(async () => {
  store = await newServerStore({ emptyFolder: true });
});
afterAll(() => store?.remove());

interface Offer {
  key: string;
  draws: unknown[];
}

async function offerCount(url: string): Promise<number> {
  const response = await fetch(`${url}/v2/pricing/web/product_offers`, {
    headers: devSignedHeaders('process-test'),
  });
  const body = (await response.json()) as { result: { offers: unknown[] } };
  return body.result.offers.length;
}

describe('server process', () => {
  it('starts with demo data, logs JSON with request ids when asked, and stops cleanly on SIGTERM', async () => {
    const first = await startServer(store.dataDir, {
      ...store.env,
      SEED_DEMO_DATA: 'true',
      LOG_REQUESTS: 'true',
    });
    const offers = await offerCount(first.url);
    expect(offers).toBeGreaterThan(10);

    const loggedRequest = (lines: string[]) =>
      lines.some((line) => {
        try {
          const entry = JSON.parse(line) as { reqId?: string };
          return entry.reqId === 'process-test';
        } catch {
          return false;
        }
      });
    // The log line travels through a pipe and may arrive after the response: wait for it.
    await expect.poll(() => loggedRequest(first.logLines), { timeout: 5_000 }).toBe(true);
    expect(await stop(first)).toBe(0);

    // Same data folder: the data is kept and nothing is seeded twice. By default a request that goes
    // well writes no log line.
    const second = await startServer(store.dataDir, { ...store.env, SEED_DEMO_DATA: 'true' });
    expect(await offerCount(second.url)).toBe(offers);
    expect(await stop(second)).toBe(0);
    expect(second.logLines.length).toBeGreaterThan(0);
    expect(loggedRequest(second.logLines)).toBe(false);
    // Two process starts: more than the default 30 s when the machine is busy.
  }, 120_000);

  it('listens as soon as the shop sells, from the database template, and adds the past draws after', async () => {
    const fresh = await newServerStore();
    try {
      const server = await startServer(fresh.dataDir, {
        ...fresh.env,
        SEED_DEMO_DATA: 'true',
        DEMO_RESULTS: 'true',
      });
      // At the first ready answer every lottery already sells its coming draws (the schedule is rolled
      // forward before listening), whatever the past draws' progress.
      const response = await fetch(`${server.url}/v2/pricing/web/product_offers?num_draws=6`, {
        headers: devSignedHeaders('process-test'),
      });
      const { offers } = ((await response.json()) as { result: { offers: Offer[] } }).result;
      const saturday = offers.find((offer) => offer.key === 'saturday_lotto');
      expect(saturday?.draws).toHaveLength(6);

      const logged = (message: string) =>
        server.logLines.findIndex((line) => line.includes(`"msg":"${message}`));
      await expect.poll(() => logged('demo history added'), { timeout: 30_000 }).toBeGreaterThan(-1);
      expect(logged('Fairdraw is ready')).toBeGreaterThan(-1);
      expect(logged('Fairdraw is ready')).toBeLessThan(logged('demo history added'));
      // The embedded database started as a copy of the template; PostgreSQL has none.
      const ready = server.logLines[logged('Fairdraw is ready')]!;
      if (!fresh.env.DATABASE_URL) expect(ready).toContain('"databaseTemplate":"copied"');
      expect(await stop(server)).toBe(0);
    } finally {
      await fresh.remove();
    }
  }, 120_000);

  it('refuses to start with a clear message when configuration is wrong', async () => {
    const child = spawn(process.execPath, [serverEntry], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: path.join(store.dataDir, randomUUID()) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT');
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  });
});
