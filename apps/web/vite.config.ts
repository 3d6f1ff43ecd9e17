import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { entryChunks } from './entry-chunks.ts';

// The browser build runs on Preact's React-compatible layer (decision 0078): React DOM alone was more
// than a third of the first load. The development server keeps React for Fast Refresh; the server's
// renderer and the unit tests use React too. The browser journeys (e2e/) run the build.
const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  {
    find: /^react-dom\/client$/,
    replacement: join(import.meta.dirname, 'src/lib/preact-client.ts'),
  },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

// In development every service lives on the Fairdraw server (npm start), one port away.
const apiTarget = 'http://localhost:3000';
const proxiedPrefixes = [
  '/discover',
  '/v2',
  '/cms',
  '/translation',
  '/customer-verify',
  '/social',
  '/gamify',
  '/recommend',
  '/rewards',
  '/health',
];

// `vite build --ssr` makes the server's page renderer (src/render-page.tsx, decision 0062) in
// dist-render/: the workspace packages are bundled in (they are TypeScript), the rest comes from
// node_modules when the server imports it.
const renderBuild = {
  plugins: [react()],
  ssr: { noExternal: [/^@fairdraw\//] },
  build: { outDir: 'dist-render', emptyOutDir: true, copyPublicDir: false },
};

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? renderBuild
    : {
        plugins: [
          react(),
          entryChunks(),
          // Every text file of the build also as .br and .gz, at the strongest settings, once: the server
          // sends the one the browser accepts (@fastify/static's preCompressed) and never compresses a file
          // per request.
          compression({
            include: /\.(js|css|svg|json|txt)$/,
            threshold: 1024,
            algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
          }),
        ],
        resolve: {
          // The browser build formats no ICU message at run time (the header's cart label uses Intl's plural
          // rules), so react-intl takes the parser's documented no-parser build: the same AST types and
          // formatting, and a `parse` that throws. The server's render build keeps the full parser.
          alias: [
            ...(command === 'build' ? preactForReact : []),
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
        server: {
          // Anchored patterns so /social does not swallow the /social-play page.
          proxy: Object.fromEntries(
            proxiedPrefixes.map((prefix) => [`^${prefix}(/|\\?|$)`, { target: apiTarget }]),
          ),
        },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // One stylesheet: the server puts the rules a drawn page uses in its head and links the file after
          // the markup (apps/server/src/plugins/critical-styles.ts).
          cssCodeSplit: false,
          rolldownOptions: {
            output: {
              // Every module the entry imports goes in the entry's own file (decision 0084). Left to
              // itself the bundler gave each module shared with a lazy route a file of its own: 15 more
              // requests on a first visit, some under 200 bytes.
              codeSplitting: {
                groups: [{ name: 'app', tags: ['$initial'] }],
              },
            },
            onwarn(warning, warn) {
              // react-router uses React 19's `use` and `useOptimistic` where React has them and works
              // without them, as on React 18; Preact's layer has neither.
              const fromRouter = warning.id?.includes('/node_modules/react-router/') ?? false;
              if (warning.code === 'IMPORT_IS_UNDEFINED' && fromRouter) return;
              warn(warning);
            },
          },
        },
      },
);
