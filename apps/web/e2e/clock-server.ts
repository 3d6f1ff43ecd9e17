// A shop server of a journey's own, on the test clock (NODE_ENV=test, POST /ops/clock), for journeys that
// move time: the shared journey server's time never moves. It has its own database (a fresh PostgreSQL
// database when DATABASE_URL is set), and its results come from the operator, never the demo source.
// Every page of such a journey installs a browser clock moved by the same amount (`shiftMs`), so signed
// requests still agree with the server's time.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { freePort, freshPostgresDatabase, waitUntilReady } from './global-setup';

const root = path.resolve(import.meta.dirname, '../../..');

/** What the operator enters as a Powerball draw's dividends: Division 1 pays $150,000 a game. */
export const POWERBALL_DIVIDENDS = {
  1: '150000.00',
  2: '9000.00',
  3: '3000.00',
  4: '400.00',
  5: '200.00',
  6: '60.00',
  7: '40.00',
  8: '20.00',
  9: '10.00',
};

export interface ClockServer {
  baseUrl: string;
  /** A POST to the operator API. */
  ops(url: string, body?: unknown): Promise<{ status: number; result: unknown }>;
  /** Moves the server's clock on. */
  moveClock(advanceMs: number): Promise<void>;
  /** How far the server's clock has been moved so far. */
  shiftMs(): number;
}

/** Starts the server before the file's tests and stops it (and drops its database) after them. */
export function clockServerForFile(): () => ClockServer {
  const opsToken = randomUUID() + randomUUID();
  let server: ChildProcess | undefined;
  let shift = 0;
  let cleanUp: () => Promise<void> = async () => {};
  let clockServer: ClockServer | undefined;

  beforeAll(async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-e2e-clock-'));
    const database = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
    server = spawn(
      process.execPath,
      ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DEMO_RESULTS: 'false',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          REDIS_NAMESPACE: `fairdraw-e2e-clock:${randomUUID()}:`,
          AUTH_TOKEN_SECRET: randomUUID() + randomUUID(),
          OPS_TOKEN: opsToken,
          ...(database ? { DATABASE_URL: database.url } : {}),
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const baseUrl = `http://127.0.0.1:${port}`;
    cleanUp = async () => {
      if (server && server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server?.once('exit', resolve));
      }
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
    await waitUntilReady(baseUrl, server, 90_000);

    async function ops(url: string, body?: unknown) {
      const response = await fetch(`${baseUrl}/ops${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${opsToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
      const json = (await response.json()) as { result: unknown };
      return { status: response.status, result: json.result };
    }
    clockServer = {
      baseUrl,
      ops,
      async moveClock(advanceMs) {
        const moved = await ops('/clock', { advance_ms: advanceMs });
        expect(moved.status).toBe(200);
        shift += advanceMs;
      },
      shiftMs: () => shift,
    };
  });

  afterAll(async () => {
    await cleanUp();
  });

  return () => {
    if (!clockServer) throw new Error('The clock server starts in beforeAll');
    return clockServer;
  };
}

/**
 * The customer comes back when the server's clock says, as a new visit: the shop's open page is left
 * first, since a page left open all that time would rightly end the session at its next timer tick, and
 * then the browser's clock is moved to agree with the server's.
 */
export async function comeBackLater(page: Page, server: ClockServer): Promise<void> {
  await page.goto('about:blank');
  await page.context().clock.install({ time: Date.now() + server.shiftMs() });
}
