import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Rows of a raw SQL query. Both drivers answer `execute` with an object carrying `rows`
 * (pg's QueryResult, PGlite's Results); the common Drizzle type only knows it as unknown.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
