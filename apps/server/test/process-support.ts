// Real server processes for tests that must cross a process boundary: start the built server (what
// `npm start` runs; the project's global setup builds it when stale, decision 0093) with its own port and
// data folder, wait until it is ready, stop it with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signaturePayload } from '@fairdraw/contracts';
import { createTestDatabase } from '@fairdraw/db/testing';
import { DEV_APP_KEY, DEV_APP_SECRET } from '../src/env';

export const serverEntry = path.resolve(import.meta.dirname, '../dist/server.js');

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
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
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
  // Not left running behind the failed test.
  child.kill('SIGKILL');
  throw new Error(`server did not become ready: ${logLines.join('\n')}`);
}

export interface ServerStore {
  /** The server's DATA_DIR. */
  dataDir: string;
  /** What startServer needs on top: DATABASE_URL on PostgreSQL, nothing on the embedded database. */
  env: Record<string, string>;
  /** Removes the folder and, on PostgreSQL, the database. */
  remove(): Promise<void>;
}

/**
 * An empty store for a production-mode server on the run's engine: a new PostgreSQL database (not
 * migrated: the server does that) when DATABASE_URL is set, else an empty folder for the embedded
 * database, which the server starts as a copy of the build's template, as a first start of `npm start`
 * does. `emptyFolder` gives the server no template, for the test of a start from nothing.
 */
export async function newServerStore(options: { emptyFolder?: boolean } = {}): Promise<ServerStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-process-'));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const database = await createTestDatabase({ migrate: false });
    return {
      dataDir,
      env: { DATABASE_URL: database.databaseUrl ?? '' },
      remove: async () => {
        removeFolder();
        await database.drop();
      },
    };
  }
  const env: Record<string, string> = options.emptyFolder
    ? { DATABASE_TEMPLATE_DIR: path.join(dataDir, 'no-template') }
    : {};
  return { dataDir, env, remove: async () => removeFolder() };
}

export interface ServerGroup {
  servers: Running[];
  /** Stops every process and removes their folders. */
  stop(): Promise<void>;
}

/**
 * `count` production-mode server processes on one PostgreSQL database, as behind a load balancer: they
 * accept each other's access tokens, carry the demo catalogue, and only the first runs the jobs. Started
 * one after another, so only the first seeds the empty database.
 */
export async function startServerGroup(
  databaseUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<ServerGroup> {
  const shared = {
    DATABASE_URL: databaseUrl,
    AUTH_TOKEN_SECRET: randomUUID() + randomUUID(),
    REQUESTS_PER_MINUTE: '1000000',
    // Production seeds nothing by default; these tests buy from the demo catalogue.
    SEED_DEMO_DATA: 'true',
    // A log line per request would be most of the work here.
    LOG_LEVEL: 'warn',
    ...env,
  };
  const servers: Running[] = [];
  const folders: string[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map(stop));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < count; index += 1) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-process-'));
      folders.push(dataDir);
      servers.push(await startServer(dataDir, { ...shared, RUN_JOBS: index === 0 ? 'true' : 'false' }));
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { servers, stop: stopAll };
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
