// A pre-migrated embedded database. PGlite's initdb is most of a new shop's first start (seconds), and
// every new database would then run the same migrations: the build does both once into a template
// folder, and a new data folder starts as a copy of it (decision 0057). The template is used only when
// it was made by this PGlite from exactly these migration files; otherwise the database is created and
// migrated from zero as before.
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openDatabase } from './client';
import { defaultMigrationsFolder, migrate, readMigrationFiles } from './migrate';

/** Written last into a finished template: what it was made from. */
const MANIFEST = 'fairdraw-template.json';
/** PGlite creates a new cluster unless this file exists, so it is copied last (see copyTemplate). */
const PG_VERSION = 'PG_VERSION';

export function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const manifest = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Names what a template holds: the PGlite version and every migration file's name and content. */
export async function templateKey(migrationsFolder: string = defaultMigrationsFolder): Promise<string> {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const file of await readMigrationFiles(migrationsFolder)) hash.update(file.name).update(file.hash);
  return hash.digest('hex').slice(0, 16);
}

/** Creates an embedded database in `folder`, migrated, closed cleanly; replaces whatever was there. */
export async function buildTemplate(
  folder: string,
  migrationsFolder: string = defaultMigrationsFolder,
): Promise<void> {
  // Built beside and renamed when complete, so nobody copies half a template.
  const partial = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ dataDir: partial });
  try {
    await migrate(database, { migrationsFolder });
  } finally {
    await database.close();
  }
  writeFileSync(join(partial, MANIFEST), JSON.stringify({ key: await templateKey(migrationsFolder) }));
  rmSync(folder, { recursive: true, force: true });
  renameSync(partial, folder);
}

/** 'copied': dataDir now holds the template; 'exists': it already held a database; else why not. */
export type TemplateUse = 'copied' | 'exists' | 'missing' | 'stale';

/**
 * Starts a new embedded database in `dataDir` as a copy of the template. A folder that already holds a
 * database is left alone, and so is a template made from other migrations or another PGlite ('stale').
 */
export async function copyTemplate(
  template: string,
  dataDir: string,
  migrationsFolder: string = defaultMigrationsFolder,
): Promise<TemplateUse> {
  if (existsSync(join(dataDir, PG_VERSION))) return 'exists';
  const manifest = join(template, MANIFEST);
  if (!existsSync(manifest)) return 'missing';
  const { key } = JSON.parse(readFileSync(manifest, 'utf8')) as { key?: string };
  if (key !== (await templateKey(migrationsFolder))) return 'stale';
  mkdirSync(dataDir, { recursive: true });
  // PG_VERSION last: a copy cut short leaves a folder without it, which the next start copies again.
  for (const entry of readdirSync(template)) {
    if (entry === MANIFEST || entry === PG_VERSION) continue;
    cpSync(join(template, entry), join(dataDir, entry), { recursive: true, force: true });
  }
  cpSync(join(template, PG_VERSION), join(dataDir, PG_VERSION));
  return 'copied';
}
