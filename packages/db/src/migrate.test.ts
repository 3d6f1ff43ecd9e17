import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultMigrationsFolder, migrate, readMigrationFiles } from './migrate';
import { draws, lotteries, productOffers, syndicateDraws } from './schema/index';
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

  it('moves a syndicate’s shares sold to its next open draw when shares become per draw', async () => {
    const database = await emptyDatabase();
    const files = await readMigrationFiles();
    const before = await mkdtemp(join(tmpdir(), 'fairdraw-migrations-'));
    try {
      for (const file of await readdir(defaultMigrationsFolder))
        if (file.endsWith('.sql') && file < '0025')
          await copyFile(join(defaultMigrationsFolder, file), join(before, file));
      await migrate(database.db, { migrationsFolder: before });
      await database.db.insert(lotteries).values({
        key: 'powerball',
        name: 'Powerball',
        kind: 'lottery',
        drawDays: 8,
        drawTimeLocal: '20:30',
        stopMinutesBefore: 60,
        numberSets: [],
        brandColours: { primary: '#000000', secondary: '#ffffff', text: '#ffffff' },
        logoText: 'Powerball',
      });
      await database.db.insert(productOffers).values({
        key: 'powerball_syndicate',
        lotteryKey: 'powerball',
        type: 'syndicate_share',
        name: 'Powerball Syndicate',
        description: '',
        url: '/powerball-syndicate',
        displayCategory: 'syndicate',
        recurringPurchaseType: 'autoplay',
        recurringPurchaseAvailability: 'never',
        analyticsProductType: 'syndicate',
        gameTypes: [],
      });
      const drawAt = (day: number) => new Date(Date.UTC(2026, 6, day, 10, 30));
      const [, open] = await database.db
        .insert(draws)
        .values([
          { lotteryKey: 'powerball', drawNo: 1, drawAt: drawAt(2), stopAt: drawAt(2), state: 'DRAW_CLOSED' },
          { lotteryKey: 'powerball', drawNo: 2, drawAt: drawAt(9), stopAt: drawAt(9) },
        ])
        .returning({ id: draws.id });
      await database.db.execute(
        sql`insert into syndicates (product_offer_key, size, shares_sold, cost_per_share_cents, encoded_id, tickets)
            values ('powerball_syndicate', 50, 12, 1250, 'PBS-1', '[]')`,
      );

      expect((await migrate(database.db)).applied).toEqual(
        files.map((file) => file.name).filter((name) => name >= '0025'),
      );
      // The shares were being sold for draw 2 (draw 1 had closed): they move there, and only there.
      expect(await database.db.select().from(syndicateDraws)).toEqual([
        expect.objectContaining({ drawId: open!.id, size: 50, sharesSold: 12, games: null }),
      ]);
      const columns = await queryRows<{ column_name: string }>(
        database.db,
        sql`select column_name from information_schema.columns where table_name = 'syndicates'`,
      );
      expect(columns.map((column) => column.column_name)).not.toContain('shares_sold');
    } finally {
      await rm(before, { recursive: true, force: true });
    }
  });
});
