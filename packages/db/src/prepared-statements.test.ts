import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import { queryRows } from './sql-rows';
import { createTestDatabase, type TestDatabase } from './testing';

// On PostgreSQL a statement with parameters is parsed and planned once per connection (issue 18). A
// connection of one is used so every statement meets the ones before it.

const opened: { test: TestDatabase; database: Database }[] = [];
afterEach(async () => {
  for (const { test, database } of opened.splice(0)) {
    await database.close();
    await test.drop();
  }
});

async function oneConnection(): Promise<Database> {
  const test = await createTestDatabase({ migrate: false });
  const database = await openDatabase({ databaseUrl: test.databaseUrl, maxConnections: 1 });
  opened.push({ test, database });
  return database;
}

const prepared = (database: Database, like: string) =>
  queryRows<{ statement: string }>(
    database.db,
    sql`select statement from pg_prepared_statements where statement like ${like}`,
  );

describe.skipIf(!process.env.DATABASE_URL)('statements prepared by their text', () => {
  it('prepares a statement with parameters once, however often it runs with other values', async () => {
    const database = await oneConnection();
    for (const n of [1, 2, 3])
      expect(await queryRows<{ doubled: number }>(database.db, sql`select ${n}::int * 2 as doubled`)).toEqual(
        [{ doubled: n * 2 }],
      );
    await queryRows(database.db, sql`select ${'x'}::text || 'y' as joined`);
    expect(await prepared(database, 'select $1::int * 2%')).toHaveLength(1);
    expect(await prepared(database, 'select $1::text%')).toHaveLength(1);
  });

  it('keeps working after a statement fails, inside a transaction or not', async () => {
    const database = await oneConnection();
    const broken = (n: number) => queryRows(database.db, sql`select 1 / ${n}::int as share`);
    await expect(broken(0)).rejects.toThrow();
    expect(await broken(1)).toEqual([{ share: 1 }]);
    await expect(
      database.db.transaction(async (tx) => {
        await queryRows(tx, sql`select 1 / ${0}::int as share`);
      }),
    ).rejects.toThrow();
    // A statement first parsed in a transaction that rolled back is still prepared for the next one.
    await expect(
      database.db.transaction(async (tx) => {
        await queryRows(tx, sql`select ${5}::int + 1 as next`);
        throw new Error('changed our mind');
      }),
    ).rejects.toThrow('changed our mind');
    expect(await queryRows(database.db, sql`select ${5}::int + 1 as next`)).toEqual([{ next: 6 }]);
    expect(await broken(2)).toEqual([{ share: 0 }]);
  });
});
