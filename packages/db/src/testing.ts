// A fresh, migrated database per test file, on whichever engine the run targets:
// PostgreSQL when DATABASE_URL is set (a new database on that server), PGlite in memory otherwise.
import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { TransactionRollbackError } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type Db, type Tx } from './client';
import { wrapPglite } from './pglite';
import { defaultMigrationsFolder, migrate } from './migrate';
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
    : withDrop(wrapPglite(await PGlite.create(TEST_PGLITE), options.onQuery));
}

/**
 * A new database migrated up to, not including, the migration whose name starts with `before`: a
 * migration's own test writes what a shop held before it, then applies the rest with `migrate`.
 */
export async function createTestDatabaseBefore(before: string): Promise<TestDatabase> {
  const folder = await mkdtemp(join(tmpdir(), 'fairdraw-migrations-'));
  try {
    const earlier = (await readdir(defaultMigrationsFolder)).filter(
      (name) => name < before && name.endsWith('.sql'),
    );
    for (const name of earlier) await copyFile(join(defaultMigrationsFolder, name), join(folder, name));
    const database = await createTestDatabase({ migrate: false });
    await migrate(database.db, { migrationsFolder: folder });
    return database;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Runs `work` in a transaction that is always rolled back, and answers what it returned: a test can
 * break the database on purpose (switch a guard off, spoil a total) and leave it as it was.
 */
export async function inRolledBackTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  let answer: { value: T } | undefined;
  try {
    await db.transaction(async (tx) => {
      answer = { value: await work(tx) };
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (!answer) throw new Error('the rolled-back transaction did not run');
  return answer.value;
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
  const template = migrated ? await postgresTemplate(serverUrl) : undefined;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = databaseUrlFor(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, ...(onQuery ? { onQuery } : {}) });
  return {
    ...database,
    databaseUrl: url,
    async drop() {
      await database.close();
      // FORCE ends connections a failed test may have left behind (PostgreSQL 13+).
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Migrating a new database on PostgreSQL takes about a second; copying a migrated one (CREATE DATABASE
// ... TEMPLATE) about a tenth of that. The first file to need one migrates a database under a name of its
// own and renames it to the template's name, which holds the migrations' key: a run with other
// migrations makes its own, and drops the ones left by earlier migrations.
let postgresTemplateName: Promise<string> | undefined;

function postgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplateName ??= makePostgresTemplate(serverUrl).catch((error: unknown) => {
    postgresTemplateName = undefined;
    throw error;
  });
  return postgresTemplateName;
}

async function makePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `fd_template_${await templateKey()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const existing = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'fd\\_template\\_%'`,
    );
    if (existing.rows.some((row) => row.datname === name)) return name;
    const partial = `fd_partial_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${partial}`);
    try {
      const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, partial) });
      try {
        await migrate(database.db);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${partial} rename to ${name}`);
    } catch (error) {
      await admin.query(`drop database if exists ${partial} with (force)`);
      // Another worker finished the same template first: use theirs.
      const raced = await admin.query(`select 1 from pg_database where datname = $1`, [name]);
      if (raced.rowCount === 0) throw error;
      return name;
    }
    for (const row of existing.rows) {
      await admin.query(`drop database if exists ${row.datname} with (force)`).catch(() => undefined);
    }
    return name;
  } finally {
    await admin.end();
  }
}

function withDrop(database: Database): TestDatabase {
  return { ...database, drop: () => database.close() };
}

// A test database holds a few hundred rows, and every test file starts at least one. PGlite zeroes its
// shared memory on every start, and with the 128 MB of shared buffers that initdb writes into
// postgresql.conf that was most of a start's CPU. Test databases start with 16 MB, and with room for 5
// connections instead of 100 (PGlite serves one); a start takes under half the CPU (decision 0086). A
// shop's own embedded database keeps PostgreSQL's settings.
const TEST_PGLITE = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=5'],
};

// A fresh PGlite takes seconds to start and migrate; restoring a dumped data directory takes a
// fraction of that. The dump is kept in the OS temp folder, keyed by the migrations and the PGlite
// version, so every test file (each in its own module scope) and later runs share it. A worker reads it
// once: PGlite only reads the Blob, so every database of the worker restores from the same one.
let templatePath: Promise<string> | undefined;
let templateDump: Promise<Blob | undefined> | undefined;

async function templateFile(): Promise<string> {
  return join(tmpdir(), `fairdraw-pglite-template-${await templateKey()}.tar`);
}

async function createPgliteFromTemplate(onQuery?: (statement: string) => void): Promise<TestDatabase> {
  templatePath ??= templateFile();
  const path = await templatePath;
  templateDump ??= readFile(path).then(
    (dump) => new Blob([dump]),
    () => undefined,
  );
  const dump = await templateDump;
  if (dump) {
    const restored = await PGlite.create({ ...TEST_PGLITE, loadDataDir: dump }).catch(() => undefined);
    if (restored) return withDrop(wrapPglite(restored, onQuery));
  }
  // No template yet (or one this PGlite cannot read): migrate this one, save it for the next files, and
  // hand it out. The next database reads the new file.
  templateDump = undefined;
  const client = await PGlite.create(TEST_PGLITE);
  const database = wrapPglite(client, onQuery);
  await migrate(database.db);
  const tarball = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  // Write then rename, so a file racing to read never sees half a template.
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, tarball);
  await rename(partial, path);
  return withDrop(database);
}
