// A fresh database for a test file, plus a way to reach it from many connections at once: on
// PostgreSQL a second pool with room for real concurrency, on PGlite its one connection.
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '@fairdraw/db';
import { createTestDatabase, type TestDatabase } from '@fairdraw/db/testing';
import { auditAfterEachTest } from './ledger-audit';

export interface ConcurrentTestDatabase {
  readonly database: TestDatabase;
  readonly clients: Database;
}

/** Registers the file's set-up and tear-down; read the fields inside tests. */
export function useConcurrentTestDatabase(): ConcurrentTestDatabase {
  let database: TestDatabase | undefined;
  let clients: Database | undefined;
  let stopAuditing: (() => void) | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    stopAuditing = auditAfterEachTest(database.db);
    clients = database.databaseUrl
      ? await openDatabase({ databaseUrl: database.databaseUrl, maxConnections: 20 })
      : database;
  });
  afterAll(async () => {
    stopAuditing?.();
    if (clients && clients !== database) await clients.close();
    await database?.drop();
  });
  return {
    get database() {
      if (!database) throw new Error('The test database is not open yet');
      return database;
    },
    get clients() {
      if (!clients) throw new Error('The test database is not open yet');
      return clients;
    },
  };
}
