// Bundles the server into one ESM file and the chunks it loads on demand. Workspace packages (TypeScript sources) are bundled in;
// everything from node_modules stays external and is loaded at run time. Then makes the pre-migrated
// embedded database a new data folder starts from (dist/db-template, decision 0057).
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const BUNDLED = ['@fairdraw', 'drizzle-orm'];

await build({
  entryPoints: ['src/server.ts', 'src/build-db-template.ts'],
  outdir: 'dist',
  bundle: true,
  // Modules loaded with import() become chunks of their own, so what only some servers
  // use (the embedded engine, the development mailbox) is never loaded by the others. They sit beside
  // server.js, so paths taken from import.meta.url (migrations, the web build) hold in every chunk.
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      name: 'external-node-modules',
      setup(pluginBuild) {
        // Bare specifiers are packages loaded at run time, except our own TypeScript (@fairdraw/*) and
        // drizzle-orm, which npm installs under packages/db where dist/server.js cannot resolve it.
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          BUNDLED.some((name) => args.path === name || args.path.startsWith(`${name}/`))
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});

execFileSync(process.execPath, ['dist/build-db-template.js'], { stdio: 'inherit' });
