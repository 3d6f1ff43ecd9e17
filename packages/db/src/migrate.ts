import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database, Db, Tx } from './client';
import { queryRows } from './sql-rows';

/** The folder drizzle-kit writes migrations into (see drizzle.config.ts). */
export const defaultMigrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Any fixed number works; every process that migrates must use the same one. ("FDMG") */
const MIGRATION_LOCK = 0x46444d47;

export interface MigrationFile {
  /** File name without .sql, e.g. 0000_catalogue. */
  name: string;
  statements: string[];
  /** sha256 of the file, recorded so a changed applied migration can be spotted. */
  hash: string;
}

/** The .sql files of a folder in name order, split on drizzle-kit's statement breakpoints. */
export async function readMigrationFiles(folder: string = defaultMigrationsFolder): Promise<MigrationFile[]> {
  const names = (await readdir(folder)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (file) => {
      const text = await readFile(join(folder, file), 'utf8');
      return {
        name: file.slice(0, -'.sql'.length),
        statements: text
          .split('--> statement-breakpoint')
          .map((statement) => statement.trim())
          .filter((statement) => statement.length > 0),
        hash: createHash('sha256').update(text).digest('hex'),
      };
    }),
  );
}

// Serialises migrators across processes until this transaction ends. Concurrent
// `CREATE TABLE IF NOT EXISTS` can still collide in PostgreSQL, so it too runs under the lock.
async function lockAndEnsureTable(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
  await tx.execute(
    sql.raw(`create table if not exists schema_migrations (
      name text primary key,
      hash text not null,
      applied_at timestamptz not null default now()
    )`),
  );
}

/**
 * Applies the migrations not yet recorded in schema_migrations, one transaction per file, each
 * under an advisory lock: two processes starting together apply every file exactly once.
 * Takes the Drizzle database or the `Database` from openDatabase. Returns the names applied by this call.
 */
export async function migrate(
  target: Db | Database,
  options: { migrationsFolder?: string } = {},
): Promise<{ applied: string[] }> {
  const db = 'engine' in target ? target.db : target;
  const files = await readMigrationFiles(options.migrationsFolder);
  const applied: string[] = [];
  for (const file of files) {
    const ran = await db.transaction(async (tx) => {
      await lockAndEnsureTable(tx);
      const done = await queryRows<{ name: string }>(
        tx,
        sql`select name from schema_migrations where name = ${file.name}`,
      );
      if (done.length > 0) return false;
      for (const statement of file.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into schema_migrations (name, hash) values (${file.name}, ${file.hash})`);
      return true;
    });
    if (ran) applied.push(file.name);
  }
  return { applied };
}
