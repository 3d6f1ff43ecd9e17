export * from './schema/index';
export type {
  BrandColours,
  GameTypeData,
  NumberSetData,
  RegionBrandOverride,
  SyndicateTicketData,
} from './schema/types';
export { APPLICATION_NAME, openDatabase } from './client';
export { isDatabaseUnavailable } from './unavailable';
export type { Database, Db, Engine, Listening, OpenDatabaseOptions, Queryable, Schema, Tx } from './client';
export { migrate, readMigrationFiles, defaultMigrationsFolder } from './migrate';
export { seedDemoData } from './seed';
export { buildTemplate, copyTemplate, templateKey, type TemplateUse } from './template';
export { commitWithoutWaiting, queryRows } from './sql-rows';
export { byColumnName, fromColumnNames } from './columns';
// The server reaches drizzle-orm only through here, so there is one copy of it.
export {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  or,
  sql,
} from 'drizzle-orm';
export type { SQL } from 'drizzle-orm';
export { seedDemoContent } from './seed-content';
