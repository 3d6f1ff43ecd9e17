// Holds the code to the table map (table-owners.ts): every table has one owning module, only the owner
// writes it, and another module's table is read only by a named read model. Read from the source, so
// a new query that reaches across modules fails here before it is ever run.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { READ_MODELS, TABLE_OWNERS } from './table-owners';

const here = path.dirname(fileURLToPath(import.meta.url));
const schemaDir = path.resolve(here, '../../../../packages/db/src/schema');

/** The schema's tables: the exported name the code uses → the table's name in SQL. */
function schemaTables(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of readdirSync(schemaDir).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(path.join(schemaDir, file), 'utf8');
    for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
      tables.set(match[1]!, match[2]!);
  }
  return tables;
}

interface Touch {
  /** `<module>/<file>`, relative to src/modules (jobs/ files are the `jobs` module). */
  file: string;
  module: string;
  reads: Set<string>;
  writes: Set<string>;
}

/** The tables one file reads and writes, by drizzle (`tx.insert(orders)`) or in sql`…` text. */
function touchesOf(file: string, module: string, text: string, tables: Map<string, string>): Touch {
  const names = new Set(tables.values());
  const reads = new Set<string>();
  const writes = new Set<string>();
  const imported = /import \{([^}]*)\} from '@fairdraw\/db'/.exec(text)?.[1] ?? '';
  for (const name of imported.match(/\w+/g) ?? []) {
    const table = tables.get(name);
    if (table) reads.add(table);
  }
  for (const match of text.matchAll(/\.(insert|update|delete)\((\w+)\)/g)) {
    const table = tables.get(match[2]!);
    if (table) writes.add(table);
  }
  for (const [, query = ''] of text.matchAll(/sql`([\s\S]*?)`/g)) {
    for (const match of query.matchAll(/\b(insert\s+into|update|delete\s+from|from|join)\s+([a-z_]+)/gi)) {
      const table = match[2]!.toLowerCase();
      if (!names.has(table)) continue;
      if (/^(insert|update|delete)/i.test(match[1]!)) writes.add(table);
      else reads.add(table);
    }
  }
  for (const table of writes) reads.delete(table);
  return { file, module, reads, writes };
}

function allTouches(): Touch[] {
  const tables = schemaTables();
  const sources: Array<{ file: string; module: string; full: string }> = [];
  for (const module of readdirSync(here, { withFileTypes: true }).filter((entry) => entry.isDirectory()))
    for (const name of readdirSync(path.join(here, module.name)))
      sources.push({
        file: `${module.name}/${name}`,
        module: module.name,
        full: path.join(here, module.name, name),
      });
  const jobsDir = path.resolve(here, '../jobs');
  for (const name of readdirSync(jobsDir))
    sources.push({ file: `../jobs/${name}`, module: 'jobs', full: path.join(jobsDir, name) });
  return sources
    .filter(({ file }) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map(({ file, module, full }) => touchesOf(file, module, readFileSync(full, 'utf8'), tables))
    .concat(functionTouches(tables))
    .filter((touch) => touch.reads.size > 0 || touch.writes.size > 0);
}

const migrationsDir = path.resolve(here, '../../../../packages/db/migrations');

/**
 * The database functions the migrations create or replace (a purchase's writes, decision 0061), each
 * belonging to the module its name starts with (`draws_take_stock` is the draws module's), as
 * `<migration>:<name>`.
 * Their bodies are scanned like sql`…` text, with the identifiers' quotes taken off.
 */
function functionTouches(tables: Map<string, string>): Touch[] {
  const modules = Object.keys(TABLE_OWNERS);
  return readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .flatMap((name) =>
      [
        ...readFileSync(path.join(migrationsDir, name), 'utf8').matchAll(
          /CREATE (?:OR REPLACE )?FUNCTION "(\w+)"[\s\S]*?\$\$([\s\S]*?)\$\$/g,
        ),
      ].map(([, fn = '', body = '']) => {
        const module = modules.find((candidate) => fn.startsWith(`${candidate.replace('-', '_')}_`)) ?? '?';
        return touchesOf(`${name}:${fn}`, module, `sql\`${body.replaceAll('"', '')}\``, tables);
      }),
    );
}

const ownerOf = new Map<string, string>(
  Object.entries(TABLE_OWNERS).flatMap(([module, owned]) => owned.map((table) => [table, module] as const)),
);
const touches = allTouches();

describe('tables and their owners', () => {
  it('gives every table of the schema exactly one owner', () => {
    const listed = Object.values(TABLE_OWNERS).flat();
    expect(listed.length, 'a table listed under two modules').toBe(new Set(listed).size);
    expect([...schemaTables().values()].filter((table) => !ownerOf.has(table)).sort()).toEqual([]);
  });

  it('sees the tables the code touches (the scan itself works)', () => {
    const checkout = touches.find((touch) => touch.file === '0026_purchase_writes.sql:orders_record');
    expect([...(checkout?.writes ?? [])].sort()).toEqual(['checkouts', 'order_draws', 'orders']);
    const stock = touches.find((touch) => touch.file === '0026_purchase_writes.sql:draws_take_stock');
    expect([...(stock?.writes ?? [])].sort()).toEqual(['raffle_draws', 'raffle_tickets', 'syndicate_draws']);
    const debit = touches.find((touch) => touch.file === '0026_purchase_writes.sql:ledger_post_wallet');
    expect([...(debit?.writes ?? [])].sort()).toEqual([
      'ledger_accounts',
      'ledger_entries',
      'ledger_transactions',
    ]);
  });

  it('names each database function after the module that owns what it writes', () => {
    const unowned = touches.filter((touch) => touch.file.includes('.sql:') && touch.module === '?');
    expect(unowned.map((touch) => touch.file)).toEqual([]);
  });

  it("lets only a table's owner write it", () => {
    const wrong = touches.flatMap((touch) =>
      [...touch.writes]
        .filter((table) => ownerOf.get(table) !== touch.module)
        .map((table) => `${touch.file} writes ${table}, owned by ${ownerOf.get(table) ?? 'nobody'}`),
    );
    expect(wrong).toEqual([]);
  });

  it("reads another module's table only in a named read model", () => {
    const wrong = touches.flatMap((touch) =>
      [...touch.reads]
        .filter((table) => ownerOf.get(table) !== touch.module)
        .filter((table) => !READ_MODELS[touch.file]?.reads.includes(table))
        .map((table) => `${touch.file} reads ${table}, owned by ${ownerOf.get(table) ?? 'nobody'}`),
    );
    expect(wrong).toEqual([]);
  });

  it('lists no read a read model does not make', () => {
    const stale = Object.entries(READ_MODELS).flatMap(([file, { reads }]) => {
      const touch = touches.find((candidate) => candidate.file === file);
      return reads.filter((table) => !touch?.reads.has(table)).map((table) => `${file}: ${table}`);
    });
    expect(stale).toEqual([]);
  });
});
