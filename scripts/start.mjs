// `npm start`: builds whatever is missing or older than its sources, then runs the server in the
// foreground, passing SIGINT/SIGTERM through so it can shut down cleanly.
import { spawn } from 'node:child_process';
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

/** Stale when any output is missing or older than the newest source. */
function isStale(outputs, sources) {
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return sources.some((source) => newestMtime(source) > built);
}

const sharedSources = ['contracts', 'domain', 'client', 'db'].map((name) => at('packages', name, 'src'));
const targets = [
  {
    workspace: '@fairdraw/web',
    // The app the browser loads and, the build's last step, the page renderer (decision 0062): either
    // missing is a build to make.
    outputs: [at('apps/web/dist/index.html'), at('apps/web/dist-render/render-page.js')],
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
    outputs: [at('apps/server/dist/server.js'), at('apps/server/dist/db-template/fairdraw-template.json')],
    sources: [
      at('apps/server/src'),
      at('apps/server/build.mjs'),
      at('packages/db/migrations'),
      at('package-lock.json'),
      ...sharedSources,
    ],
  },
];

function build(workspace) {
  console.log(`Building ${workspace}…`);
  const child = spawn('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
    // A build is what production runs, even when a test run (NODE_ENV=test) asks for it: the page
    // renderer's JSX must match the React the server loads.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

/** Builds every stale target. The web app and the server share nothing, so they build side by side. */
export async function buildStale() {
  const codes = await Promise.all(
    targets
      .filter((target) => isStale(target.outputs, target.sources))
      .map((target) => build(target.workspace)),
  );
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildStale();
  if (process.argv.includes('--build-only')) process.exit(0);
  const server = spawn(
    process.execPath,
    ['--enable-source-maps', ...SERVER_NODE_FLAGS, at('apps/server/dist/server.js')],
    { cwd: root, stdio: 'inherit', env: serverEnvironment() },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
