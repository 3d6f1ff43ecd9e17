// The migrated database and the Drizzle schema must agree, table by table: columns (type, nullability,
// default, identity), primary keys, unique constraints, foreign keys, checks and indexes
// (docs/decisions/0034-schema-drift-test.md). Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import type { Tx } from './client';
import { findSchemaDrift } from './drift/index';
import { tablesOf } from './drift/schema-shape';
import * as schema from './schema/index';
import { createTestDatabase, inRolledBackTransaction, type TestDatabase } from './testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** The drift between the migrated database and the schema, found once per file. */
let found: Promise<string[]> | undefined;
const migrationsDrift = () => (found ??= findSchemaDrift(database.db));

/**
 * The drift `work` makes, beyond any the migrations already have (the first test reports those): `work`
 * changes the database in a transaction that is rolled back, and returns the drift it then sees.
 */
async function driftMadeBy(work: (tx: Tx) => Promise<string[]>): Promise<string[]> {
  const before = new Set(await migrationsDrift());
  const after = await inRolledBackTransaction(database.db, work);
  return after.filter((line) => !before.has(line));
}

describe('schema drift', () => {
  it('finds the database after every migration as the Drizzle schema describes it', async () => {
    const drift = await migrationsDrift();
    expect(drift, `The migrations and the Drizzle schema disagree:\n${drift.join('\n')}\n`).toEqual([]);
  });

  it('says which column differs and how', async () => {
    const drift = await driftMadeBy(async (tx) => {
      await tx.execute(sql`alter table carts alter column created_at drop not null`);
      await tx.execute(sql`alter table cart_items alter column num_draws set default 2`);
      await tx.execute(sql`alter table cart_items drop constraint cart_items_quantity_check`);
      await tx.execute(sql`drop index cart_items_cart_idx`);
      return findSchemaDrift(tx);
    });
    expect(drift).toEqual([
      'cart_items.num_draws default: database says 2, schema says 1',
      'cart_items check cart_items_quantity_check: database says (none), schema says CHECK ((quantity > 0))',
      'cart_items index cart_items_cart_idx: database says (none), schema says USING btree (cart_id, created_at)',
      'carts.created_at nullability: database says null, schema says not null',
    ]);
  });

  it('counts a table on one side only as drift, and schema SQL the database refuses', async () => {
    const ghosts = pgTable('ghosts', { id: text('id').primaryKey() }, () => [
      check('ghosts_name_check', sql`name <> ''`),
    ]);
    const drift = await driftMadeBy(async (tx) => {
      await tx.execute(sql`create table strays (id integer)`);
      return findSchemaDrift(tx, [...tablesOf(schema), ghosts]);
    });
    expect(drift).toEqual([
      expect.stringMatching(
        /^ghosts check ghosts_name_check: PostgreSQL refuses .*column "name" does not exist/,
      ),
      'ghosts: database says (none), schema says table (id)',
      'strays: database says table (id), schema says (none)',
    ]);
  });
});
