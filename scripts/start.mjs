// `npm start`: builds whatever is missing or older than its sources, then runs the server in the
// foreground, passing SIGINT/SIGTERM through so it can shut down cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS, serverEnvironment } from './server-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

const sharedSources = ['contracts', 'domain', 'client', 'db'].map((name) => at('packages', name, 'src'));
const targets = [
  {
    workspace: '@fairdraw/web',
    // The build's last step: the page renderer (decision 0062).
    output: at('apps/web/dist-render/render-page.js'),
    sources: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      at('apps/web/entry-chunks.ts'),
      ...sharedSources,
    ],
  },
  {
    workspace: '@fairdraw/server',
    // The build's last step: the pre-migrated embedded database, made from the migrations and the
    // installed PGlite (decision 0057).
    output: at('apps/server/dist/db-template/fairdraw-template.json'),
    sources: [
      at('apps/server/src'),
      at('apps/server/build.mjs'),
      at('packages/db/migrations'),
      at('package-lock.json'),
      ...sharedSources,
    ],
  },
];

export function buildStale() {
  for (const target of targets) {
    if (!isStale(target.output, target.sources)) continue;
    console.log(`Building ${target.workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
      // A build is what production runs, even when a test run (NODE_ENV=test) asks for it: the page
      // renderer's JSX must match the React the server loads.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildStale();
  if (process.argv.includes('--build-only')) process.exit(0);
  const server = spawn(
    process.execPath,
    ['--enable-source-maps', ...SERVER_NODE_FLAGS, at('apps/server/dist/server.js')],
    { cwd: root, stdio: 'inherit', env: serverEnvironment() },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
