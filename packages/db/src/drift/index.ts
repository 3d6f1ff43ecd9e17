// Schema drift: where the migrated database and the Drizzle schema disagree (docs/decisions/0034).
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client';
import * as schema from '../schema/index';
import { readCatalog } from './catalog';
import { compareShapes } from './compare';
import { schemaShape, tablesOf } from './schema-shape';

/** Tables the database has on purpose that no Drizzle table describes: the migrator's own record. */
const notInSchema = ['schema_migrations'];

/**
 * One line per difference between the tables of the database's public schema and the Drizzle tables
 * (by default every table the schema exports), e.g.
 * `carts.created_at nullability: database says null, schema says not null`. Empty when they agree.
 */
export async function findSchemaDrift(db: Db | Tx, tables: PgTable[] = tablesOf(schema)): Promise<string[]> {
  const database = await readCatalog(db, 'public');
  for (const name of notInSchema) database.delete(name);
  const expected = await schemaShape(db, tables);
  return [...expected.refused, ...compareShapes(database, expected.shape)];
}
