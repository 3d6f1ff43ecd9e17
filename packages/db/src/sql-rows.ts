import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Rows of a raw SQL query. Both drivers answer `execute` with an object carrying `rows`
 * (pg's QueryResult, PGlite's Results); the common Drizzle type only knows it as unknown.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Selected along with a statement that runs on its own, outside any transaction: that statement's
 * commit does not wait for the write-ahead log to reach the disk (decision 0082). For writes a crash
 * may lose without harm, such as a line added to a cart or an idempotency key claimed before any work:
 * a later commit that waits (a purchase) flushes everything written before it, these included. It
 * lasts until the transaction ends, so it must never be selected inside one that moves money.
 */
export const commitWithoutWaiting = sql`set_config('synchronous_commit', 'off', true)`;
