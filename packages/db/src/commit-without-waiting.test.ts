// `commitWithoutWaiting` (decision 0082) must end with the statement that selects it: a pooled
// connection that kept it would let a later purchase, deposit or prize commit without waiting for the
// disk. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { commitWithoutWaiting, queryRows } from './sql-rows';
import { createTestDatabase, type TestDatabase } from './testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const setting = async (): Promise<string | undefined> => {
  const [row] = await queryRows<{ value: string }>(
    database.db,
    sql`select current_setting('synchronous_commit') as value`,
  );
  return row?.value;
};

it('lets only its own statement commit without waiting', async () => {
  const [inside] = await queryRows<{ value: string }>(
    database.db,
    sql`select ${commitWithoutWaiting}, current_setting('synchronous_commit') as value`,
  );
  expect(inside?.value).toBe('off');
  // Every connection of the pool, used by such a statement, is back to waiting for the disk after it.
  await Promise.all(
    Array.from({ length: 20 }, () => database.db.execute(sql`select ${commitWithoutWaiting}`)),
  );
  expect(await Promise.all(Array.from({ length: 20 }, setting))).toEqual(Array(20).fill('on'));
});
