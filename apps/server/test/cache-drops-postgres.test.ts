// Without Redis, server processes on one PostgreSQL tell each other what they removed from their caches
// through the database's notifications (decision 0081). Two pools on one test database stand for two
// processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, sql, type Database } from '@fairdraw/db';
import { createTestDatabase, type TestDatabase } from '@fairdraw/db/testing';
import { CACHE_DROPS_CHANNEL, createPostgresDropsCache, type Cache } from '../src/lib/cache';

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!process.env.DATABASE_URL)('cache removals over PostgreSQL', () => {
  let database: TestDatabase;
  let otherPool: Database;
  let first: Cache;
  let second: Cache;
  const heardBySecond: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    otherPool = await openDatabase({ databaseUrl: database.databaseUrl ?? '' });
    first = createPostgresDropsCache(database);
    second = createPostgresDropsCache(otherPool);
    second.onDrop((prefix) => heardBySecond.push(prefix));
    await until(() => first.dropsReachEveryProcess() && second.dropsReachEveryProcess(), 'both listening');
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await otherPool?.close();
    await database?.drop();
  });

  it('drops what one process removes in the other, and only that', async () => {
    await first.set('offers:web', { price: 1 }, 60_000);
    await second.set('offers:web', { price: 1 }, 60_000);
    await second.set('content:home', { title: 'Hello' }, 60_000);

    await first.deletePrefix('offers:');

    await until(() => heardBySecond.includes('offers:'), 'the other process hears the removal');
    expect(await second.get('offers:web')).toBeUndefined();
    expect(await second.get('content:home')).toEqual({ title: 'Hello' });
    expect(await first.get('offers:web')).toBeUndefined();
  });

  it('says it is not heard while its connection is lost, and drops everything when it is back', async () => {
    await second.set('content:home', { title: 'Hello' }, 60_000);
    heardBySecond.length = 0;
    // PostgreSQL ends both listening connections, as a restart would.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN "${CACHE_DROPS_CHANNEL}"`}`,
    );
    await until(() => !second.dropsReachEveryProcess(), 'the lost connection is noticed');

    // Removals sent meanwhile are missed, so everything kept goes once it listens again.
    await until(() => second.dropsReachEveryProcess(), 'listening again');
    await until(() => heardBySecond.includes(''), 'everything dropped on return');
    expect(await second.get('content:home')).toBeUndefined();

    await first.deletePrefix('sign-ins:cus_1');
    await until(() => heardBySecond.includes('sign-ins:cus_1'), 'removals heard again');
  });
});
