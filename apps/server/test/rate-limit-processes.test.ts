// The sign-in rate limit across two real server processes sharing one Redis (decision 0019): a burst of
// login attempts spread over both is counted once, so going from one process to the other gains nothing.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { devSignedHeaders, startServer, stop, type Running } from './process-support';

const running: Running[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(running.map(stop));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// The production limit: 10 sign-in attempts a minute from one address (app.ts).
const LIMIT = 10;

describe.skipIf(!process.env.REDIS_URL)('sign-in rate limit across processes', () => {
  it('counts login attempts on both processes together and refuses the eleventh on either', async () => {
    const namespace = `fairdraw-test-processes:${randomUUID()}:`;
    for (let index = 0; index < 2; index += 1) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-limit-'));
      folders.push(dataDir);
      running.push(
        await startServer(dataDir, {
          REDIS_URL: process.env.REDIS_URL ?? '',
          REDIS_NAMESPACE: namespace,
          RUN_JOBS: 'false',
        }),
      );
    }
    const attempt = (server: Running) =>
      fetch(`${server.url}/v2/login`, {
        method: 'POST',
        headers: {
          ...devSignedHeaders(randomUUID()),
          'content-type': 'application/json',
          'x-api-version': '3.2',
        },
        // A new address each time: the per-account brake (login-brake.ts) is not what this test is about.
        body: JSON.stringify({
          credentials: { email: `nobody.${randomUUID()}@example.com`, password: 'not a password 1' },
        }),
      });
    const statuses: number[] = [];
    for (let index = 0; index < LIMIT; index += 1) statuses.push((await attempt(running[index % 2]!)).status);
    expect(statuses).toEqual(Array(LIMIT).fill(401));
    expect((await attempt(running[0]!)).status).toBe(429);
    expect((await attempt(running[1]!)).status).toBe(429);
  }, 120_000);
});
