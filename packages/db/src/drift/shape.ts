// The shape of a database's tables as the schema drift test compares them (docs/decisions/0034). Both
// sides are brought to this one shape: the migrated database read from pg_catalog, and the Drizzle schema
// read from its table config.

export interface ColumnShape {
  /** As PostgreSQL's format_type writes it, e.g. `timestamp with time zone`, `text[]`. */
  type: string;
  notNull: boolean;
  /** The default expression as PostgreSQL deparses it, e.g. `now()`, `'[]'::jsonb`; null for none. */
  default: string | null;
  identity: 'always' | 'by default' | null;
  /** The expression of a stored generated column. */
  generated: string | null;
}

export interface PrimaryKeyShape {
  name: string;
  columns: string[];
}

export interface UniqueShape {
  name: string;
  columns: string[];
  nullsNotDistinct: boolean;
}

export type ReferentialAction = 'no action' | 'restrict' | 'cascade' | 'set null' | 'set default';

export interface ForeignKeyShape {
  name: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
  onDelete: ReferentialAction;
  onUpdate: ReferentialAction;
}

export interface TableShape {
  columns: Map<string, ColumnShape>;
  primaryKey: PrimaryKeyShape | null;
  uniques: UniqueShape[];
  foreignKeys: ForeignKeyShape[];
  /** Check constraints by name: `CHECK (...)` as pg_get_constraintdef writes it. */
  checks: Map<string, string>;
  /**
   * Indexes that back no primary key or unique constraint, by name: `[UNIQUE ]USING method (...)` as
   * pg_get_indexdef writes it, without the index and table names.
   */
  indexes: Map<string, string>;
}

/** Tables by name. */
export type DatabaseShape = Map<string, TableShape>;

export function emptyTable(): TableShape {
  return {
    columns: new Map(),
    primaryKey: null,
    uniques: [],
    foreignKeys: [],
    checks: new Map(),
    indexes: new Map(),
  };
}
