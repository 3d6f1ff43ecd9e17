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
  /** Told about errors of idle pooled connections (e.g. the server restarted); they never crash the process. */
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir);
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.maxConnections ?? 10 });
  // Without a listener an idle client's error (server restart, network blip) is an uncaught 'error' event.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db: Db = drizzleNodePg({ client: pool, schema });
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
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): Database {
  const db: Db = drizzlePglite({ client, schema });
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
