// Reads the tables of one PostgreSQL schema from pg_catalog into a DatabaseShape. The same reader serves
// the migrated database (schema public) and the Drizzle schema's probe copy (see schema-shape.ts), so the
// two are written by one deparser and compare like for like. Works on PostgreSQL 15+ and PGlite.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { queryRows } from '../sql-rows';
import { emptyTable, type DatabaseShape, type ReferentialAction, type TableShape } from './shape';

const actions: Record<string, ReferentialAction> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

const identities = { a: 'always', d: 'by default' } as const;

interface ColumnRow extends Record<string, unknown> {
  table_name: string;
  column_name: string;
  type: string;
  not_null: boolean;
  default_expr: string | null;
  identity: string;
  generated: string;
}

interface ConstraintRow extends Record<string, unknown> {
  table_name: string;
  name: string;
  kind: 'p' | 'u' | 'f' | 'c';
  definition: string;
  columns: string[] | null;
  foreign_table: string | null;
  foreign_columns: string[] | null;
  on_delete: string;
  on_update: string;
  nulls_not_distinct: boolean | null;
}

interface IndexRow extends Record<string, unknown> {
  table_name: string;
  name: string;
  is_unique: boolean;
  definition: string;
}

/** The ordinary and partitioned tables of `schemaName`, with their columns, constraints and indexes. */
export async function readCatalog(db: Db | Tx, schemaName: string): Promise<DatabaseShape> {
  const shape: DatabaseShape = new Map();
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select c.relname as table_name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schemaName} and c.relkind in ('r', 'p')`,
  );
  for (const { table_name } of tables) shape.set(table_name, emptyTable());
  const table = (name: string): TableShape => {
    const found = shape.get(name);
    if (!found) throw new Error(`pg_catalog named a table ${name} it did not list`);
    return found;
  };

  for (const row of await readColumns(db, schemaName)) {
    const generated = row.generated === 's';
    table(row.table_name).columns.set(row.column_name, {
      type: row.type,
      notNull: row.not_null,
      default: generated ? null : row.default_expr,
      identity: identities[row.identity as keyof typeof identities] ?? null,
      generated: generated ? row.default_expr : null,
    });
  }

  for (const row of await readConstraints(db, schemaName)) {
    const target = table(row.table_name);
    const columns = row.columns ?? [];
    if (row.kind === 'p') target.primaryKey = { name: row.name, columns };
    else if (row.kind === 'u') {
      target.uniques.push({ name: row.name, columns, nullsNotDistinct: row.nulls_not_distinct === true });
    } else if (row.kind === 'f') {
      target.foreignKeys.push({
        name: row.name,
        columns,
        foreignTable: row.foreign_table ?? '?',
        foreignColumns: row.foreign_columns ?? [],
        onDelete: actions[row.on_delete] ?? 'no action',
        onUpdate: actions[row.on_update] ?? 'no action',
      });
    } else target.checks.set(row.name, row.definition);
  }

  for (const row of await readIndexes(db, schemaName)) {
    // Keep what the index is, not what it is called or where it lives: the probe copy of a table sits in
    // another schema, and the name is the map's key.
    const using = row.definition.indexOf(' USING ');
    const body = using >= 0 ? row.definition.slice(using + 1) : row.definition;
    table(row.table_name).indexes.set(row.name, row.is_unique ? `UNIQUE ${body}` : body);
  }
  return shape;
}

function readColumns(db: Db | Tx, schemaName: string): Promise<ColumnRow[]> {
  return queryRows<ColumnRow>(
    db,
    sql`select c.relname as table_name, a.attname as column_name,
          format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
          pg_get_expr(d.adbin, d.adrelid) as default_expr,
          a.attidentity::text as identity, a.attgenerated::text as generated
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname = ${schemaName} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
  );
}

function readConstraints(db: Db | Tx, schemaName: string): Promise<ConstraintRow[]> {
  return queryRows<ConstraintRow>(
    db,
    sql`select c.relname as table_name, con.conname as name, con.contype::text as kind,
          pg_get_constraintdef(con.oid) as definition,
          (select array_agg(a.attname::text order by k.ord)
             from unnest(con.conkey) with ordinality as k(attnum, ord)
             join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
          case when fn.nspname = ${schemaName} then fc.relname::text
               else fn.nspname || '.' || fc.relname end as foreign_table,
          (select array_agg(a.attname::text order by k.ord)
             from unnest(con.confkey) with ordinality as k(attnum, ord)
             join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as foreign_columns,
          con.confdeltype::text as on_delete, con.confupdtype::text as on_update,
          i.indnullsnotdistinct as nulls_not_distinct
        from pg_constraint con
        join pg_class c on c.oid = con.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_class fc on fc.oid = con.confrelid
        left join pg_namespace fn on fn.oid = fc.relnamespace
        left join pg_index i on i.indexrelid = con.conindid and con.contype in ('p', 'u')
        where n.nspname = ${schemaName} and con.contype in ('p', 'u', 'f', 'c')
        order by c.relname, con.conname`,
  );
}

function readIndexes(db: Db | Tx, schemaName: string): Promise<IndexRow[]> {
  return queryRows<IndexRow>(
    db,
    sql`select t.relname as table_name, ic.relname as name, i.indisunique as is_unique,
          pg_get_indexdef(i.indexrelid) as definition
        from pg_index i
        join pg_class ic on ic.oid = i.indexrelid
        join pg_class t on t.oid = i.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = ${schemaName} and t.relkind in ('r', 'p')
          and not exists (
            select 1 from pg_constraint con
            where con.conindid = i.indexrelid and con.conrelid = i.indrelid and con.contype in ('p', 'u', 'x')
          )
        order by t.relname, ic.relname`,
  );
}
