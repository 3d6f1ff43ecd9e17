// What both engines give the shop, in a module of its own so the PostgreSQL client (client.ts) and the
// embedded engine (pglite.ts) share it without importing each other.
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;

/** The Drizzle database both engines give: PGlite (embedded) and node-postgres (a real server). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction on a `Db`. Inside one, always query through the transaction (PGlite has one connection). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** What a repository queries through: the database, or the transaction its caller opened. */
export type Queryable = Db | Tx;

export type Engine = 'pglite' | 'postgres';

/** A channel heard over a connection of its own (`Database.listen`). */
export interface Listening {
  /** Whether the connection is up and listening now. */
  listening(): boolean;
  close(): Promise<void>;
}

export interface Database {
  db: Db;
  engine: Engine;
  /**
   * PostgreSQL only: hears the notifications (`pg_notify`) sent on `channel` by any connection to this
   * database, over a connection of its own that reconnects by itself. `onListening` is told each time it
   * starts listening; notifications sent while it was away are lost, so a listener starts afresh then.
   * The embedded engine belongs to one process, which has nobody else to hear.
   */
  listen?(channel: string, onNotification: (payload: string) => void, onListening: () => void): Listening;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Drizzle's logger option, when a caller wants to be told each statement. */
export const queryLogger = (onQuery?: (statement: string) => void) =>
  onQuery ? { logger: { logQuery: (statement: string) => onQuery(statement) } } : {};
