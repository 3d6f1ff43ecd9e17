// The pre-migrated embedded database a new data folder starts from (decision 0057): it must be exactly
// what migrating from zero gives, and a template made from other migrations must never be used. Always
// on PGlite, whatever DATABASE_URL says: the template exists only for the embedded database.
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import { openPglite } from './pglite';
import { readCatalog } from './drift/catalog';
import { compareShapes } from './drift/compare';
import { defaultMigrationsFolder, migrate, readMigrationFiles } from './migrate';
import { queryRows } from './sql-rows';
import { buildTemplate, copyTemplate, templateKey } from './template';

let folder: string;
let template: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'fairdraw-template-test-'));
  template = join(folder, 'template');
  await buildTemplate(template);
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** What a database holds besides its tables' shape: the migrations recorded, functions, rows per table. */
async function contents(database: Database) {
  const migrations = await queryRows<{ name: string; hash: string }>(
    database.db,
    sql`select name, hash from schema_migrations order by name`,
  );
  const functions = await queryRows<{ name: string; body: string }>(
    database.db,
    sql`select p.proname as name, p.prosrc as body from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1, 2`,
  );
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables) {
    const [counted] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    rows[name] = Number(counted?.n);
  }
  return { migrations, functions, rows };
}

describe('database template', () => {
  it('starts a new data folder as the template, the same database as migrating from zero', async () => {
    const dataDir = join(folder, 'new-shop');
    expect(await copyTemplate(template, dataDir)).toBe('copied');
    const copied = await openDatabase({ dataDir });
    const fromZero = await openPglite();
    try {
      expect((await migrate(fromZero)).applied).toHaveLength((await readMigrationFiles()).length);
      // The migration runner finds the copy up to date.
      expect((await migrate(copied)).applied).toEqual([]);

      const differences = compareShapes(
        await readCatalog(copied.db, 'public'),
        await readCatalog(fromZero.db, 'public'),
      );
      expect(differences, differences.join('\n')).toEqual([]);
      expect(await contents(copied)).toEqual(await contents(fromZero));
    } finally {
      await copied.close();
      await fromZero.close();
    }
    // A folder that already holds a database is never overwritten.
    expect(await copyTemplate(template, dataDir)).toBe('exists');
  });

  it('ignores a template made before the latest migration, and a folder that is not a template', async () => {
    const older = join(folder, 'older-migrations');
    const files = (await readdir(defaultMigrationsFolder)).filter((file) => file.endsWith('.sql')).sort();
    await mkdir(older);
    for (const file of files.slice(0, -1))
      await copyFile(join(defaultMigrationsFolder, file), join(older, file));
    const stale = join(folder, 'stale');
    await buildTemplate(stale, older);
    expect(await templateKey(older)).not.toBe(await templateKey());

    const dataDir = join(folder, 'after-a-new-migration');
    expect(await copyTemplate(stale, dataDir)).toBe('stale');
    expect(await copyTemplate(join(folder, 'nothing-here'), dataDir)).toBe('missing');
    // Nothing was copied: the server's PGlite creates the database and migrates it from zero.
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
  }, 60_000);
});
