// Which chunks a page path needs beyond the entry, so the server can preload them in the page it sends
// (decision 0056): without this, a first visit fetches index.js, runs it, and only then asks for the
// route's lazy chunk, one more round trip before the page shows.
//
// The build reads the route files (src/app/*routes.tsx) for route objects with a `path` (or `index`) and
// a `lazy` loader, takes the modules the loader imports, and writes dist/entry-chunks.json:
// `{ "<route pattern>": ["/assets/<chunk>.js", "/assets/<style>.css", …] }`. routes.test.ts checks that
// every lazy route of the router is found here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

export const ROUTE_FILES = ['src/app/routes.tsx', 'src/app/account-routes.tsx', 'src/app/content-routes.tsx'];
export const ENTRY_CHUNKS_FILE = 'entry-chunks.json';

export interface LazyRoute {
  /** The route's pattern as the router has it ('' for the index route). */
  path: string;
  /** The specifiers its `lazy` loader imports, as written. */
  imports: string[];
}

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

function property(object: Node, name: string): Node | undefined {
  const properties = (object.properties ?? []) as Node[];
  const found = properties.find((prop) => prop.type === 'Property' && (prop.key as Node).name === name);
  return found?.value as Node | undefined;
}

const stringValue = (node: Node | undefined): string | undefined =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/** Every dynamic import under `node`, and those of the local helpers it calls (`contentPage()`). */
function importsUnder(node: Node, helpers: Map<string, string[]>): string[] {
  const found: string[] = [];
  const visit = (current: Node) => {
    if (current.type === 'ImportExpression') {
      const specifier = stringValue(current.source as Node);
      if (specifier) found.push(specifier);
    }
    if (current.type === 'CallExpression' && (current.callee as Node).type === 'Identifier')
      found.push(...(helpers.get((current.callee as Node).name as string) ?? []));
    children(current).forEach(visit);
  };
  visit(node);
  return found;
}

/**
 * The lazy routes of route files' sources. Paths are literals, `index: true`, or the `path` of
 * `['a', 'b'].map((path) => ({ path, lazy }))`.
 */
export function findLazyRoutes(sources: string[]): LazyRoute[] {
  const programs = sources.map((source) => parseAst(source, { lang: 'tsx' }) as unknown as Node);
  // Functions that import pages for several routes, by name, across the files.
  const helpers = new Map<string, string[]>();
  for (const program of programs)
    for (const statement of program.body as Node[]) {
      const declaration =
        statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
      if (declaration?.type === 'FunctionDeclaration')
        helpers.set((declaration.id as Node).name as string, importsUnder(declaration, new Map()));
    }
  const routes: LazyRoute[] = [];
  const visit = (node: Node, mappedPaths: string[]) => {
    if (node.type === 'ObjectExpression') {
      const lazy = property(node, 'lazy');
      const pathNode = property(node, 'path');
      const paths =
        stringValue(pathNode) !== undefined
          ? [stringValue(pathNode)!]
          : pathNode?.type === 'Identifier'
            ? mappedPaths
            : (property(node, 'index') as Node | undefined)?.value === true
              ? ['']
              : [];
      if (lazy)
        for (const routePath of paths) routes.push({ path: routePath, imports: importsUnder(lazy, helpers) });
    }
    // ['a', 'b'].map((path) => ({ path, … }))
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const list = callee.type === 'MemberExpression' ? (callee.object as Node) : undefined;
      if (list?.type === 'ArrayExpression' && (callee.property as Node).name === 'map') {
        const literals = (list.elements as Node[]).map(stringValue);
        if (literals.every((value) => value !== undefined)) {
          (node.arguments as Node[]).forEach((argument) => visit(argument, literals as string[]));
          return;
        }
      }
    }
    children(node).forEach((child) => visit(child, mappedPaths));
  };
  programs.forEach((program) => visit(program, []));
  return routes;
}

/** Writes dist/entry-chunks.json (see the top of this file). */
export function entryChunks(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'fairdraw-entry-chunks',
    apply: 'build',
    // After Vite has dropped the chunks that only carried CSS (their styles move to the importers).
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(
        chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk] as const] : [])),
      );
      // A chunk and everything it imports statically: what loading it fetches.
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        byFile.get(fileName)?.imports.forEach((imported) => closure(imported, seen));
        return seen;
      };
      // The page itself already loads the entry and what it imports.
      const loaded = new Set(
        chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]),
      );
      const table: Record<string, string[]> = {};
      // The route files sit side by side, so their specifiers resolve from any one of them.
      const importer = path.join(root, ROUTE_FILES[0]!);
      const sources = ROUTE_FILES.map((file) => readFileSync(path.join(root, file), 'utf8'));
      for (const route of findLazyRoutes(sources)) {
        const files = new Set<string>();
        for (const specifier of route.imports) {
          const resolved = await this.resolve(specifier, importer);
          const chunk = resolved ? byModule.get(resolved.id) : undefined;
          if (!chunk) continue;
          for (const fileName of closure(chunk.fileName)) {
            if (loaded.has(fileName) || !(fileName in bundle)) continue;
            files.add(fileName);
            byFile.get(fileName)?.viteMetadata?.importedCss.forEach((css) => files.add(css));
          }
        }
        if (files.size > 0) table[route.path] = [...files].map((fileName) => `${base}${fileName}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ENTRY_CHUNKS_FILE,
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };
}
