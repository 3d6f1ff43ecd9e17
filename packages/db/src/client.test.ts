import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { seedDemoData } from './seed';
import { queryRows } from './sql-rows';
import { createTestDatabase } from './testing';

const now = new Date('2026-07-01T02:00:00Z');

describe('openDatabase', () => {
  it('keeps a PGlite data directory across restarts without seeding twice', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'fairdraw-db-')), 'nested', 'data');
    try {
      const first = await openDatabase({ dataDir });
      expect(first.engine).toBe('pglite');
      await migrate(first);
      expect(await seedDemoData(first.db, now)).toEqual({ seeded: true });
      await first.close();

      const second = await openDatabase({ dataDir });
      await second.ping();
      expect((await migrate(second)).applied).toEqual([]);
      expect(await seedDemoData(second.db, now)).toEqual({ seeded: false });
      await second.close();
    } finally {
      rmSync(join(dataDir, '..', '..'), { recursive: true, force: true });
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('survives PostgreSQL dropping an idle pooled connection', async () => {
    const test = await createTestDatabase();
    const errors: Error[] = [];
    const database = await openDatabase({
      databaseUrl: test.databaseUrl,
      onPoolError: (error) => errors.push(error),
    });
    try {
      await database.ping(); // leaves an idle connection in the pool
      // Kill every connection to the test database, as a server restart would.
      const admin = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
      const url = new URL(test.databaseUrl ?? '');
      await queryRows(
        admin.db,
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${url.pathname.slice(1)}`,
      );
      await admin.close();
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      // The pool replaces the dead connection.
      await database.ping();
    } finally {
      await database.close();
      await test.drop();
    }
  });
});
