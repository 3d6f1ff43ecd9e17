import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row as the schema types it, keyed by the table's column names instead: the shape
 * `jsonb_populate_record` reads when a database function writes rows a caller built (migration 0026).
 * Fields left undefined are left out: the function reads them as null.
 */
export function byColumnName<T extends Table>(
  table: T,
  row: Partial<T['$inferInsert']>,
): Record<string, unknown> {
  const named: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    const value = (row as Record<string, unknown>)[field];
    if (value !== undefined) named[column.name] = value;
  }
  return named;
}

/**
 * The other way: a row a database function answered, keyed by column name, as the schema types it
 * (each value through its column's own mapping, so timestamps become dates and bigints numbers).
 */
export function fromColumnNames<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
