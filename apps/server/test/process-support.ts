// Real server processes for tests that must cross a process boundary: start `src/server.ts` with its own
// port and data folder, wait until it is ready, stop it with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { signaturePayload } from '@fairdraw/contracts';
import { DEV_APP_KEY, DEV_APP_SECRET } from '../src/env';

export const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Running {
  process: ChildProcess;
  url: string;
  logLines: string[];
}

/**
 * A production-mode server on the embedded database in `dataDir`, without the caller's DATABASE_URL and
 * REDIS_URL unless `env` sets them.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      // Production refuses the development token secret and operator token.
      AUTH_TOKEN_SECRET: randomUUID() + randomUUID(),
      OPS_TOKEN: randomUUID() + randomUUID(),
      ...env,
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

export function stop(running: Running): Promise<number | null> {
  if (running.process.exitCode !== null) return Promise.resolve(running.process.exitCode);
  return new Promise((resolve) => {
    running.process.once('exit', (code) => resolve(code));
    running.process.kill('SIGTERM');
  });
}

/**
 * The headers the web client signs a request with (development key and secret): anonymous, or signed
 * with a customer's token (the caller adds their id and bearer token).
 */
export function devSignedHeaders(requestId: string, customerToken?: string): Record<string, string> {
  const timestamp = String(Date.now());
  const signature = createHmac('sha256', DEV_APP_SECRET)
    .update(signaturePayload(DEV_APP_KEY, timestamp, customerToken))
    .digest('hex');
  return {
    'x-app-key': DEV_APP_KEY,
    'x-timestamp': timestamp,
    'x-signature': signature,
    'x-request-id': requestId,
  };
}
