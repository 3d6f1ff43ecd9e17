import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { queryLogger, type Database, type Db, type Listening } from './database';
import { prepareStatementsByText } from './prepared-statements';
import * as schema from './schema/index';

export type { Database, Db, Engine, Listening, Queryable, Schema, Tx } from './database';

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

/** Shown in pg_stat_activity, so operators can tell the shop's connections apart. */
export const APPLICATION_NAME = 'fairdraw';

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  // Loaded only here: a server on PostgreSQL never loads the embedded engine.
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir, undefined, options.onQuery);
}

/**
 * Settings of every pooled connection, sent when it opens. Without JIT: the shop's statements are short,
 * and JIT only pays on long analytical queries. A planner that guesses many rows (a function reading a
 * JSON list) made PostgreSQL built with JIT compile a checkout query on every call, at 0.5 s each
 * (decisions 0082 and 0085).
 */
export const CONNECTION_SETTINGS = '-c jit=off';

/**
 * The URL with CONNECTION_SETTINGS added to its `options`: options in the URL win over the pool's own,
 * so an operator's (a search path, a statement timeout) are kept and ours appended.
 */
export function withConnectionSettings(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const own = url.searchParams.get('options');
  url.searchParams.set('options', own ? `${own} ${CONNECTION_SETTINGS}` : CONNECTION_SETTINGS);
  return url.toString();
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: withConnectionSettings(databaseUrl),
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
  pool.on('connect', (client) => {
    client.on('error', reportError);
    prepareStatementsByText(client);
  });
  pool.on('error', reportError);
  const db: Db = drizzleNodePg({ client: pool, schema, ...queryLogger(options.onQuery) });
  return {
    db,
    engine: 'postgres',
    listen: (channel, onNotification, onListening) =>
      listenOn(databaseUrl, channel, onNotification, onListening),
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

/** How long a lost listening connection waits before it connects again. */
const LISTEN_RETRY_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be lent to queries): notifications arrive only
 * on the connection that listens. When it is lost (PostgreSQL restarted, the backend was ended) it
 * connects and listens again every second until it is back.
 */
function listenOn(
  databaseUrl: string,
  channel: string,
  onNotification: (payload: string) => void,
  onListening: () => void,
): Listening {
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!closed) retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
  };
  async function connect() {
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: APPLICATION_NAME,
      keepAlive: true,
    });
    // A lost connection also ends it ('end' below); the error itself needs a listener, or it would
    // end the process.
    client.on('error', () => {});
    client.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload ?? '');
    });
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      again();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      await client.end().catch(() => undefined);
      again();
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    onListening();
  }
  void connect();
  return {
    listening: () => current !== null,
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
