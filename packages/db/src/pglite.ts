// The embedded engine (PGlite), in a module of its own: openDatabase loads it only when no DATABASE_URL
// is set, so a server on PostgreSQL never loads PGlite or its driver.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { queryLogger, type Database, type Db } from './database';
import * as schema from './schema/index';

/** Opens PGlite on a data directory, 'memory://', or a dumped data directory (tests). */
export async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
  onQuery?: (statement: string) => void,
): Promise<Database> {
  if (dataDir && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return wrapPglite(client, onQuery);
}

export function wrapPglite(client: PGlite, onQuery?: (statement: string) => void): Database {
  const db: Db = drizzlePglite({ client, schema, ...queryLogger(onQuery) });
  return {
    db,
    engine: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
