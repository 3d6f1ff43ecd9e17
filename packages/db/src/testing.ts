// A fresh, migrated database per test file, on whichever engine the run targets:
// PostgreSQL when DATABASE_URL is set (a new database on that server), PGlite in memory otherwise.
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from './client';
import { wrapPglite } from './pglite';
import { migrate } from './migrate';
import { templateKey } from './template';

export interface TestDatabase extends Database {
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
  /** Connection string of the test database (PostgreSQL only), e.g. to open a second pool. */
  databaseUrl?: string;
}

export interface TestDatabaseOptions {
  /** Apply the migrations first (default true). */
  migrate?: boolean;
  /** Told each statement sent through the database (see OpenDatabaseOptions.onQuery). */
  onQuery?: (statement: string) => void;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const migrated = options.migrate ?? true;
  if (serverUrl) return createPostgresTestDatabase(serverUrl, migrated, options.onQuery);
  return migrated
    ? createPgliteFromTemplate(options.onQuery)
    : withDrop(wrapPglite(await PGlite.create(), options.onQuery));
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function createPostgresTestDatabase(
  serverUrl: string,
  migrated: boolean,
  onQuery?: (statement: string) => void,
): Promise<TestDatabase> {
  const name = `fd_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), ...(onQuery ? { onQuery } : {}) });
  if (migrated) await migrate(database.db);
  return {
    ...database,
    databaseUrl: url.toString(),
    async drop() {
      await database.close();
      // FORCE ends connections a failed test may have left behind (PostgreSQL 13+).
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

function withDrop(database: Database): TestDatabase {
  return { ...database, drop: () => database.close() };
}

// A fresh PGlite takes seconds to start and migrate; restoring a dumped data directory takes a
// fraction of that. The dump is kept in the OS temp folder, keyed by the migrations and the PGlite
// version, so every test file (each in its own module scope) and later runs share it.
let templatePath: Promise<string> | undefined;

async function templateFile(): Promise<string> {
  return join(tmpdir(), `fairdraw-pglite-template-${await templateKey()}.tar`);
}

async function createPgliteFromTemplate(onQuery?: (statement: string) => void): Promise<TestDatabase> {
  templatePath ??= templateFile();
  const path = await templatePath;
  const dump = await readFile(path).catch(() => undefined);
  if (dump) {
    const restored = await PGlite.create({ loadDataDir: new Blob([dump]) }).catch(() => undefined);
    if (restored) return withDrop(wrapPglite(restored, onQuery));
  }

  // No template yet: migrate this one, save it for the next files, and hand it out.
  const client = await PGlite.create();
  const database = wrapPglite(client, onQuery);
  await migrate(database.db);
  const tarball = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  // Write then rename, so a file racing to read never sees half a template.
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, tarball);
  await rename(partial, path);
  return withDrop(database);
}
