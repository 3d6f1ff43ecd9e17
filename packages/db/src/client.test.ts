import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { APPLICATION_NAME, openDatabase, withConnectionSettings, type Database } from './client';
import { migrate } from './migrate';
import { seedDemoData } from './seed';
import { queryRows } from './sql-rows';
import { createTestDatabase } from './testing';
import { isDatabaseUnavailable } from './unavailable';

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

  it.skipIf(!process.env.DATABASE_URL)(
    "opens every pooled connection without JIT, keeping the URL's own options",
    async () => {
      const test = await createTestDatabase();
      const url = new URL(test.databaseUrl ?? '');
      url.searchParams.set('options', '-c statement_timeout=7000');
      const database = await openDatabase({ databaseUrl: url.toString(), maxConnections: 3 });
      try {
        // Three at once, so three connections answer.
        const answers = await Promise.all(
          [1, 2, 3].map(() =>
            queryRows<{ jit: string; timeout: string; pid: number }>(
              database.db,
              sql`select current_setting('jit') as jit, current_setting('statement_timeout') as timeout,
              pg_backend_pid() as pid from pg_sleep(0.05)`,
            ),
          ),
        );
        const settings = answers.flat();
        expect(new Set(settings.map((row) => row.pid)).size).toBe(3);
        for (const row of settings) expect(row).toMatchObject({ jit: 'off', timeout: '7s' });
      } finally {
        await database.close();
        await test.drop();
      }
    },
  );

  it("adds its settings to a URL's options, or gives it some", () => {
    expect(
      new URL(withConnectionSettings('postgres://shop@db:5432/fairdraw')).searchParams.get('options'),
    ).toBe('-c jit=off');
    const withOwn = withConnectionSettings(
      'postgres://shop@db/fairdraw?options=-c%20search_path%3Dshop&sslmode=require',
    );
    expect(new URL(withOwn).searchParams.get('options')).toBe('-c search_path=shop -c jit=off');
    expect(new URL(withOwn).searchParams.get('sslmode')).toBe('require');
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
      await expect.poll(() => errors.length, { timeout: 5_000 }).toBeGreaterThan(0);
      // The pool replaces the dead connection.
      await database.ping();
    } finally {
      await database.close();
      await test.drop();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'fails a transaction whose backend is terminated mid-way as unavailable, keeps none of it, and recovers',
    async () => {
      const test = await createTestDatabase();
      const errors: Error[] = [];
      const database = await openDatabase({
        databaseUrl: test.databaseUrl,
        onPoolError: (error) => errors.push(error),
      });
      const admin = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
      const terminateShopBackends = () =>
        queryRows(
          admin.db,
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = ${new URL(test.databaseUrl ?? '').pathname.slice(1)}
                and application_name = ${APPLICATION_NAME}`,
        );
      try {
        await database.db.execute(sql`create table notes (body text not null)`);
        // The backend dies while the transaction is checked out but between two queries: the client
        // emits 'error' with no query to reject, which ended the process before every client had a
        // listener of its own.
        const failed = await database.db
          .transaction(async (tx) => {
            await tx.execute(sql`insert into notes values ('half-done')`);
            await terminateShopBackends();
            await expect.poll(() => errors.length, { timeout: 5_000 }).toBeGreaterThan(0);
            await tx.execute(sql`insert into notes values ('never')`);
          })
          .then(
            () => null,
            (error: unknown) => error,
          );
        expect(isDatabaseUnavailable(failed)).toBe(true);
        // Nothing half-done was kept, and the pool answers again with a fresh connection.
        expect(await queryRows(database.db, sql`select body from notes`)).toEqual([]);
      } finally {
        await admin.close();
        await database.close();
        await test.drop();
      }
    },
  );
});

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

  it.each([
    ['the server was shut down or the backend terminated', withCode('57P01')],
    ['the database was dropped', withCode('3D000')],
    ['too many connections', withCode('53300')],
    ['the connection was refused', withCode('ECONNREFUSED')],
    ['the connection was cut', new Error('Connection terminated unexpectedly')],
    ['the pool had no connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'a wrapped driver error',
      Object.assign(new Error('Failed query: select 1'), { cause: withCode('08006') }),
    ],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('is true when %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a NUL in text', withCode('22021')],
    ['a bad uuid', withCode('22P02')],
    ['a serialization failure', withCode('40001')],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['no error at all', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('is true for a query on a closed embedded database', async () => {
    const database: Database = await openDatabase({ dataDir: 'memory://' });
    await database.close();
    const failed = await database.ping().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failed).not.toBeNull();
    expect(isDatabaseUnavailable(failed)).toBe(true);
  });
});
