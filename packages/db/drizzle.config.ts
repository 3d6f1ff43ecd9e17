import Module, { register } from 'node:module';
import { delimiter, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// Run from the repository root: `npm run db:generate`. Paths are relative to the working directory.
//
// drizzle-orm is installed under packages/db only (the server reaches it through @fairdraw/db), but
// drizzle-kit lives at the root and loads drizzle-orm itself, by `import` and by `require`. Point both
// lookups at packages/db's copy so the schema and drizzle-kit share one drizzle-orm.
register(pathToFileURL(resolve('packages/db/drizzle-kit-resolve.mjs')));
process.env.NODE_PATH = [resolve('packages/db/node_modules'), process.env.NODE_PATH]
  .filter(Boolean)
  .join(delimiter);
(Module as unknown as { _initPaths(): void })._initPaths();

export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/index.ts',
  out: './packages/db/migrations',
});
