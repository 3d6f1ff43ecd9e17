import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;

/** The Drizzle database both engines give: PGlite (embedded) and node-postgres (a real server). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction on a `Db`. Inside one, always query through the transaction (PGlite has one connection). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** What a repository queries through: the database, or the transaction its caller opened. */
export type Queryable = Db | Tx;

export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… of a PostgreSQL server; when set it wins over dataDir. */
  databaseUrl?: string;
  /** PGlite data directory (created if missing) or 'memory://'; in memory when neither is given. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * Told about connection errors outside a query (the server restarted, a backend was terminated, the
   * network dropped), whether the connection was idle in the pool or checked out; they never crash the
   * process. The query that was using the connection fails on its own.
   */
  onPoolError?: (error: Error) => void;
  /** How long a request waits for a pooled connection before it fails as unavailable (ms). */
  connectionTimeoutMs?: number;
  /** Told each statement the shop sends (not BEGIN and COMMIT): tests count a call's database cost. */
  onQuery?: (statement: string) => void;
}

const queryLogger = (onQuery?: (statement: string) => void) =>
  onQuery ? { logger: { logQuery: (statement: string) => onQuery(statement) } } : {};

/** Shown in pg_stat_activity, so operators can tell the shop's connections apart. */
export const APPLICATION_NAME = 'fairdraw';

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir, undefined, options.onQuery);
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
    application_name: APPLICATION_NAME,
    // A database that does not answer fails the request as unavailable instead of queueing it forever.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    keepAlive: true,
  });
  const reportError = (error: Error) => options.onPoolError?.(error);
  // The pool listens to its idle clients only. A client checked out by a transaction whose backend is
  // terminated between two queries emits 'error' with nobody listening, which would end the process:
  // every client gets a listener of its own for its whole life. The pool drops the broken client when it
  // is released (it is no longer queryable), and the next request opens a fresh one.
  pool.on('connect', (client) => client.on('error', reportError));
  pool.on('error', reportError);
  const db: Db = drizzleNodePg({ client: pool, schema, ...queryLogger(options.onQuery) });
  return {
    db,
    engine: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

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
