// The real server process: starts, logs JSON with request ids, stops cleanly on SIGTERM, and keeps its
// data across a restart without seeding it twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signaturePayload } from '@fairdraw/contracts';
import { DEV_APP_KEY, DEV_APP_SECRET } from '../src/env';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Running {
  process: ChildProcess;
  url: string;
  logLines: string[];
}

async function startServer(): Promise<Running> {
  const port = await freePort();
  // Always the embedded database: this test is about the process, not the engine.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      // Production refuses the development token secret and operator token.
      AUTH_TOKEN_SECRET: randomUUID() + randomUUID(),
      OPS_TOKEN: randomUUID() + randomUUID(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logLines: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  child.stderr?.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${logLines.join('\n')}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) return { process: child, url, logLines };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become ready');
}

function stop(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    running.process.once('exit', (code) => resolve(code));
    running.process.kill('SIGTERM');
  });
}

async function offerCount(url: string): Promise<number> {
  const timestamp = String(Date.now());
  const signature = createHmac('sha256', DEV_APP_SECRET)
    .update(signaturePayload(DEV_APP_KEY, timestamp))
    .digest('hex');
  const response = await fetch(`${url}/v2/pricing/web/product_offers`, {
    headers: {
      'x-app-key': DEV_APP_KEY,
      'x-timestamp': timestamp,
      'x-signature': signature,
      'x-request-id': 'process-test',
    },
  });
  const body = (await response.json()) as { result: { offers: unknown[] } };
  return body.result.offers.length;
}

describe('server process', () => {
  it('starts with demo data, logs JSON with request ids, and stops cleanly on SIGTERM', async () => {
    const first = await startServer();
    const offers = await offerCount(first.url);
    expect(offers).toBeGreaterThan(10);

    // The log line travels through a pipe and may arrive after the response: wait for it.
    const loggedRequest = () =>
      first.logLines.some((line) => {
        try {
          const entry = JSON.parse(line) as { reqId?: string };
          return entry.reqId === 'process-test';
        } catch {
          return false;
        }
      });
    await expect.poll(loggedRequest, { timeout: 5_000 }).toBe(true);
    expect(await stop(first)).toBe(0);

    // Same data folder: the data is kept and nothing is seeded twice.
    const second = await startServer();
    expect(await offerCount(second.url)).toBe(offers);
    expect(await stop(second)).toBe(0);
  });

  it('refuses to start with a clear message when configuration is wrong', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: path.join(dataDir, randomUUID()) },
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
