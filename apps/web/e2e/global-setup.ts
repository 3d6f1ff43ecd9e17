// Builds what is stale, then starts the real Fairdraw server on a free port with its own fresh
// database: PGlite in a temporary folder, or a new database on DATABASE_URL's server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The journey server's operator token (bearer for /ops), e.g. to pay out a withdrawal. */
    opsToken: string;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitUntilReady(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server was not ready within ${timeoutMs} ms`);
}

/** A fresh database on the PostgreSQL server of DATABASE_URL, dropped afterwards. */
export async function freshPostgresDatabase(adminUrl: string) {
  const name = `fd_e2e_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('Building the shop failed');

  const port = await freePort();
  const opsToken = randomUUID() + randomUUID();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-e2e-'));
  const database = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
  // A production server never creates the demo customer the journeys sign in as: seed it beforehand.
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/test/seed-demo-shop.ts'), dataDir],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...(database ? { DATABASE_URL: database.url } : {}) },
    },
  );
  if (seeded.status !== 0) throw new Error('Seeding the demo shop failed');
  const server = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // Every journey signs in from 127.0.0.1, many times a minute: above the production limit.
        SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
        SEED_DEMO_DATA: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        REDIS_NAMESPACE: `fairdraw-e2e:${randomUUID()}:`,
        // Production refuses the development token secret and operator token.
        AUTH_TOKEN_SECRET: randomUUID() + randomUUID(),
        OPS_TOKEN: opsToken,
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, server, 60_000);
  project.provide('baseUrl', baseUrl);
  project.provide('opsToken', opsToken);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
