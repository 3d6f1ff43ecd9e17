// Compares two DatabaseShapes and says, one line per difference, what the database says and what the
// schema says, e.g. `carts.created_at nullability: database says null, schema says not null`.
import type {
  ColumnShape,
  DatabaseShape,
  ForeignKeyShape,
  PrimaryKeyShape,
  TableShape,
  UniqueShape,
} from './shape';

const NONE = '(none)';

export function compareShapes(database: DatabaseShape, schema: DatabaseShape): string[] {
  const differences: string[] = [];
  const say = (what: string, inDatabase: string | undefined, inSchema: string | undefined) => {
    if (inDatabase !== inSchema) {
      differences.push(`${what}: database says ${inDatabase ?? NONE}, schema says ${inSchema ?? NONE}`);
    }
  };
  for (const name of union(database.keys(), schema.keys())) {
    const inDatabase = database.get(name);
    const inSchema = schema.get(name);
    if (!inDatabase || !inSchema) {
      say(name, inDatabase && describeTable(inDatabase), inSchema && describeTable(inSchema));
      continue;
    }
    compareTables(name, inDatabase, inSchema, say);
  }
  return differences;
}

type Say = (what: string, inDatabase: string | undefined, inSchema: string | undefined) => void;

function compareTables(table: string, database: TableShape, schema: TableShape, say: Say): void {
  for (const name of union(database.columns.keys(), schema.columns.keys())) {
    const inDatabase = database.columns.get(name);
    const inSchema = schema.columns.get(name);
    const what = `${table}.${name}`;
    if (!inDatabase || !inSchema) {
      say(what, inDatabase && describeColumn(inDatabase), inSchema && describeColumn(inSchema));
      continue;
    }
    say(`${what} type`, inDatabase.type, inSchema.type);
    say(`${what} nullability`, nullability(inDatabase), nullability(inSchema));
    say(`${what} default`, inDatabase.default ?? undefined, inSchema.default ?? undefined);
    say(`${what} identity`, inDatabase.identity ?? undefined, inSchema.identity ?? undefined);
    say(`${what} generated as`, inDatabase.generated ?? undefined, inSchema.generated ?? undefined);
  }

  say(
    `${table} primary key`,
    database.primaryKey ? describeKey(database.primaryKey) : undefined,
    schema.primaryKey ? describeKey(schema.primaryKey) : undefined,
  );
  compareKeyed(`${table} unique`, database.uniques, schema.uniques, describeUnique, say);
  compareKeyed(`${table} foreign key`, database.foreignKeys, schema.foreignKeys, describeForeignKey, say);
  for (const name of union(database.checks.keys(), schema.checks.keys())) {
    say(`${table} check ${name}`, database.checks.get(name), schema.checks.get(name));
  }
  for (const name of union(database.indexes.keys(), schema.indexes.keys())) {
    say(`${table} index ${name}`, database.indexes.get(name), schema.indexes.get(name));
  }
}

/** Unique constraints and foreign keys are matched by their columns, so a rename reads as one line. */
function compareKeyed<T extends { columns: string[] }>(
  label: string,
  database: T[],
  schema: T[],
  describe: (item: T) => string,
  say: Say,
): void {
  const byColumns = (items: T[]) => {
    const grouped = new Map<string, string[]>();
    for (const item of items) {
      const key = `(${item.columns.join(', ')})`;
      grouped.set(key, [...(grouped.get(key) ?? []), describe(item)].sort());
    }
    return grouped;
  };
  const inDatabase = byColumns(database);
  const inSchema = byColumns(schema);
  for (const columns of union(inDatabase.keys(), inSchema.keys())) {
    say(`${label} ${columns}`, inDatabase.get(columns)?.join(' and '), inSchema.get(columns)?.join(' and '));
  }
}

function union(a: Iterable<string>, b: Iterable<string>): string[] {
  return [...new Set([...a, ...b])].sort();
}

const nullability = (column: ColumnShape) => (column.notNull ? 'not null' : 'null');

function describeColumn(column: ColumnShape): string {
  return [
    `column ${column.type} ${nullability(column)}`,
    column.default === null ? '' : ` default ${column.default}`,
    column.identity === null ? '' : ` generated ${column.identity} as identity`,
    column.generated === null ? '' : ` generated always as (${column.generated})`,
  ].join('');
}

function describeTable(table: TableShape): string {
  return `table (${[...table.columns.keys()].join(', ')})`;
}

const describeKey = (key: PrimaryKeyShape) => `${key.name} (${key.columns.join(', ')})`;

const describeUnique = (unique: UniqueShape) =>
  `${unique.name}${unique.nullsNotDistinct ? ' nulls not distinct' : ''}`;

const describeForeignKey = (key: ForeignKeyShape) =>
  `${key.name} references ${key.foreignTable} (${key.foreignColumns.join(', ')})` +
  ` on delete ${key.onDelete} on update ${key.onUpdate}`;
