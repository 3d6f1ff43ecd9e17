import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { migrate, readMigrationFiles } from './migrate';
import { queryRows } from './sql-rows';
import { createTestDatabase, type TestDatabase } from './testing';

const opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.drop()));
});

async function emptyDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase({ migrate: false });
  opened.push(database);
  return database;
}

async function tableNames(database: TestDatabase): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe('migrate', () => {
  it('creates every table and records each migration once', async () => {
    const database = await emptyDatabase();
    const files = await readMigrationFiles();
    expect(files.length).toBeGreaterThan(0);

    const first = await migrate(database.db);
    expect(first.applied).toEqual(files.map((file) => file.name));
    expect(await tableNames(database)).toEqual(
      expect.arrayContaining([
        'segments',
        'pricings',
        'pricing_offers',
        'lotteries',
        'product_offers',
        'causes',
        'product_offer_causes',
        'draws',
        'raffle_draws',
        'raffle_offers',
        'syndicates',
        'scheduled_jobs',
        'schema_migrations',
      ]),
    );
  });

  it('applies nothing the second time', async () => {
    const database = await emptyDatabase();
    await migrate(database.db);
    const second = await migrate(database.db);
    expect(second.applied).toEqual([]);
    const recorded = await queryRows<{ name: string }>(database.db, sql`select name from schema_migrations`);
    expect(recorded).toHaveLength((await readMigrationFiles()).length);
  });

  it('applies each migration exactly once when two migrators start together', async () => {
    const database = await emptyDatabase();
    // On PostgreSQL the second migrator is another pool, as a second server process would be.
    const other = database.databaseUrl ? await openDatabase({ databaseUrl: database.databaseUrl }) : database;
    try {
      const results = await Promise.all([migrate(database.db), migrate(other.db)]);
      const files = (await readMigrationFiles()).map((file) => file.name);
      expect(results.flatMap((result) => result.applied).sort()).toEqual(files);
      const recorded = await queryRows<{ name: string }>(
        database.db,
        sql`select name from schema_migrations`,
      );
      expect(recorded.map((row) => row.name).sort()).toEqual(files);
    } finally {
      if (other !== database) await other.close();
    }
  });
});
