// The Drizzle schema's side of the drift test: what the TypeScript code believes the tables are.
//
// Names, nullability, keys and foreign keys are read straight from getTableConfig. Types, defaults,
// check constraints and indexes are SQL, which PostgreSQL writes back in its own normal form
// (`kind in ('a', 'b')` comes back as `(kind = ANY (ARRAY['a'::text, 'b'::text]))`), so they are compared
// after the database has parsed both sides: every Drizzle table is created once more, bare, in a scratch
// schema inside a transaction that is rolled back, with the schema's types, defaults, checks and indexes,
// and that copy is read by the same catalog reader as the real tables.
import { is, SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import {
  getTableConfig,
  PgDialect,
  PgTable,
  uniqueKeyName,
  type IndexedColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client';
import { readCatalog } from './catalog';
import { emptyTable, type DatabaseShape, type TableShape } from './shape';

/** The scratch schema of the probe copy; it only ever exists inside a rolled-back transaction. */
const PROBE_SCHEMA = 'drift_probe';

const dialect = new PgDialect();

export interface SchemaShapeResult {
  shape: DatabaseShape;
  /** SQL of the Drizzle schema that PostgreSQL refused, e.g. a check naming a column that is not there. */
  refused: string[];
}

/** Every table among a module's exports (e.g. `import * as schema from './schema/index'`). */
export function tablesOf(module: Record<string, unknown>): PgTable[] {
  return Object.values(module).filter((value): value is PgTable => is(value, PgTable));
}

export async function schemaShape(db: Db | Tx, tables: PgTable[]): Promise<SchemaShapeResult> {
  const shape: DatabaseShape = new Map();
  for (const table of tables) shape.set(getTableConfig(table).name, fromConfig(table));
  const refused: string[] = [];
  const probe = await probeCopy(db, tables, refused);
  for (const [name, table] of shape) {
    const copy = probe.get(name);
    if (!copy) continue;
    for (const [columnName, column] of table.columns) {
      const parsed = copy.columns.get(columnName);
      if (!parsed) continue;
      column.type = parsed.type;
      column.default = parsed.default;
      column.generated = parsed.generated;
    }
    // A check or index PostgreSQL refused keeps Drizzle's own text (and is reported as refused).
    for (const [checkName, check] of copy.checks) table.checks.set(checkName, check);
    for (const [indexName, index] of copy.indexes) table.indexes.set(indexName, index);
  }
  return { shape, refused };
}

/** What getTableConfig says, with the SQL parts as Drizzle renders them (the probe replaces those). */
function fromConfig(table: PgTable): TableShape {
  const config = getTableConfig(table);
  const shape = emptyTable();
  const [compositeKey] = config.primaryKeys;
  const keyColumns = new Set(compositeKey?.columns.map((column) => column.name) ?? []);
  for (const column of config.columns) {
    shape.columns.set(column.name, {
      type: column.getSQLType(),
      notNull: column.notNull || keyColumns.has(column.name),
      default: defaultSql(column),
      identity: column.generatedIdentity
        ? column.generatedIdentity.type === 'always'
          ? 'always'
          : 'by default'
        : null,
      generated: generatedSql(column),
    });
    if (column.primary) shape.primaryKey = { name: `${config.name}_pkey`, columns: [column.name] };
    if (column.isUnique) {
      shape.uniques.push({
        name: column.uniqueName ?? uniqueKeyName(table, [column.name]),
        columns: [column.name],
        nullsNotDistinct: column.uniqueType === 'not distinct',
      });
    }
  }
  if (compositeKey) {
    shape.primaryKey = { name: compositeKey.getName(), columns: compositeKey.columns.map((c) => c.name) };
  }
  for (const unique of config.uniqueConstraints) {
    const columns = unique.columns.map((column) => column.name);
    shape.uniques.push({
      name: unique.getName() ?? uniqueKeyName(table, columns),
      columns,
      nullsNotDistinct: unique.nullsNotDistinct,
    });
  }
  for (const foreignKey of config.foreignKeys) {
    const reference = foreignKey.reference();
    const [firstForeign] = reference.foreignColumns;
    shape.foreignKeys.push({
      name: foreignKey.getName(),
      columns: reference.columns.map((column) => column.name),
      foreignTable: firstForeign ? getTableConfig(firstForeign.table).name : '?',
      foreignColumns: reference.foreignColumns.map((column) => column.name),
      onDelete: foreignKey.onDelete ?? 'no action',
      onUpdate: foreignKey.onUpdate ?? 'no action',
    });
  }
  for (const check of config.checks) shape.checks.set(check.name, `CHECK (${render(check.value)})`);
  for (const index of config.indexes) shape.indexes.set(index.config.name ?? '?', indexSql(index.config));
  return shape;
}

/** SQL text of a Drizzle SQL fragment, parameters written inline. */
function render(value: SQL, invokeSource?: 'indexes'): string {
  return dialect.sqlToQuery(sql`${value}`.inlineParams(), invokeSource).sql;
}

function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/** The column's SQL default as Drizzle declares it; a JS-side `$defaultFn` is not a database default. */
function defaultSql(column: PgColumn): string | null {
  const value: unknown = column.default;
  if (value === undefined) return null;
  if (value === null) return 'null';
  if (is(value, SQL)) return render(value);
  return literal(column.mapToDriverValue(value));
}

function generatedSql(column: PgColumn): string | null {
  const generated = column.generated;
  if (!generated) return null;
  const as: unknown = typeof generated.as === 'function' ? generated.as() : generated.as;
  return is(as, SQL) ? render(as) : literal(as);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

type IndexConfig = ReturnType<typeof getTableConfig>['indexes'][number]['config'];

function indexSql(config: IndexConfig): string {
  const columns = config.columns.map((column) => {
    if (is(column, SQL)) return `(${render(column, 'indexes')})`;
    const indexed = column as Partial<IndexedColumn>;
    const { opClass, order = 'asc', nulls = 'last' } = indexed.indexConfig ?? {};
    const name = quote(indexed.name ?? '');
    return [name, opClass, order.toUpperCase(), `NULLS ${nulls.toUpperCase()}`].filter(Boolean).join(' ');
  });
  const options = Object.entries(config.with ?? {}).map(([key, value]) => `${key} = ${literal(value)}`);
  return [
    config.unique ? 'UNIQUE ' : '',
    `USING ${config.method ?? 'btree'} (${columns.join(', ')})`,
    options.length > 0 ? ` WITH (${options.join(', ')})` : '',
    config.where ? ` WHERE ${render(config.where, 'indexes')}` : '',
  ].join('');
}

interface ProbeStatement {
  /** What the statement declares, e.g. `carts check carts_token_hash_check`. */
  what: string;
  statement: string;
}

/** Per table: its bare create table, then the defaults, checks and indexes the schema gives it. */
function probeStatements(table: PgTable): ProbeStatement[] {
  const config = getTableConfig(table);
  const target = `${PROBE_SCHEMA}.${quote(config.name)}`;
  const columns = config.columns.map((column) => {
    const generated = generatedSql(column);
    const expression = generated === null ? '' : ` generated always as (${generated}) stored`;
    return `${quote(column.name)} ${column.getSQLType()}${expression}`;
  });
  const statements = [{ what: config.name, statement: `create table ${target} (${columns.join(', ')})` }];
  for (const column of config.columns) {
    const value = defaultSql(column);
    if (value === null) continue;
    statements.push({
      what: `${config.name}.${column.name} default`,
      statement: `alter table ${target} alter column ${quote(column.name)} set default ${value}`,
    });
  }
  for (const check of config.checks) {
    statements.push({
      what: `${config.name} check ${check.name}`,
      statement: `alter table ${target} add constraint ${quote(check.name)} check (${render(check.value)})`,
    });
  }
  for (const index of config.indexes) {
    const name = index.config.name ?? '?';
    const body = indexSql(index.config).replace(/^UNIQUE /, '');
    const unique = index.config.unique ? 'unique ' : '';
    statements.push({
      what: `${config.name} index ${name}`,
      statement: `create ${unique}index ${quote(name)} on ${target} ${body}`,
    });
  }
  return statements;
}

/**
 * Creates the tables once more in the probe schema with the schema's types, defaults, checks and
 * indexes, reads them back, and rolls it all back. All statements are tried together first; if
 * PostgreSQL refuses one, they are run again one by one, each refusal is reported, and the probe goes on
 * without it (a table it cannot create, without its defaults, checks and indexes).
 */
async function probeCopy(db: Db | Tx, tables: PgTable[], refused: string[]): Promise<DatabaseShape> {
  const perTable = tables.map(probeStatements);
  let copy: DatabaseShape = new Map();
  const attempt = async (tx: Tx, { what, statement }: ProbeStatement) => {
    try {
      await tx.transaction((savepoint) => savepoint.execute(sql.raw(statement)));
      return true;
    } catch (error) {
      const reason = error instanceof Error ? ((error.cause as Error | undefined) ?? error).message : error;
      refused.push(`${what}: PostgreSQL refuses the schema's SQL (${statement}): ${String(reason)}`);
      return false;
    }
  };
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`create schema ${PROBE_SCHEMA}`));
      const allAtOnce = await tx
        .transaction(async (savepoint) => {
          for (const { statement } of perTable.flat()) await savepoint.execute(sql.raw(statement));
        })
        .then(
          () => true,
          () => false,
        );
      if (!allAtOnce) {
        for (const [create, ...rest] of perTable) {
          if (!create || !(await attempt(tx, create))) continue;
          for (const statement of rest) await attempt(tx, statement);
        }
      }
      copy = await readCatalog(tx, PROBE_SCHEMA);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return copy;
}
