import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** A named set of capability flags; visitors get the default segment. */
export const segments = pgTable(
  'segments',
  {
    name: text('name').primaryKey(),
    capabilities: text('capabilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isDefault: boolean('is_default').notNull().default(false),
  },
  // At most one default; the seed makes `visitor` that one.
  (t) => [
    uniqueIndex('segments_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);
