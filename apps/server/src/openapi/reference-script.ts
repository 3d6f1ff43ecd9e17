// The API reference page's script: Scalar's standalone bundle, 4 MB of JavaScript. Its Fastify plugin
// keeps it as a string literal in its own source, so loading the plugin holds about 17 MB in every server
// process for a page few people open. The server never loads it: the first request for the script has
// a short-lived Node process register the plugin, take the script from its route and write it to a file
// in the temp folder (named by the plugin's version); the file is then sent from disk.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const PLUGIN = '@scalar/fastify-api-reference';

function pluginVersion(pluginEntry: string): string {
  // The entry is <package>/dist/index.js; its package.json is two folders up.
  const manifest = path.join(path.dirname(pluginEntry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** What the child runs: the plugin on a bare Fastify, its script route asked once, the body written. */
const EXTRACT = `
const [fastifyUrl, pluginUrl, target] = process.argv.slice(1);
const { default: Fastify } = await import(fastifyUrl);
const { default: reference } = await import(pluginUrl);
const { writeFileSync } = await import('node:fs');
const app = Fastify();
// Without a document to show the plugin adds no routes; any address does.
await app.register(reference, { routePrefix: '/reference', configuration: { url: '/openapi.json' } });
const answer = await app.inject({ method: 'GET', url: '/reference/js/scalar.js' });
if (answer.statusCode !== 200) throw new Error('the reference script answered ' + answer.statusCode);
writeFileSync(target, answer.body);
await app.close();
`;

const files = new Map<string, Promise<string>>();

/** The script's file in `folder`, written on the first call; a failed attempt is tried again on the next. */
export function referenceScriptFile(folder = tmpdir()): Promise<string> {
  const known = files.get(folder);
  if (known) return known;
  const file = (async () => {
    const pluginEntry = require.resolve(PLUGIN);
    const target = path.join(folder, `fairdraw-api-reference-${pluginVersion(pluginEntry)}.js`);
    if (existsSync(target)) return target;
    // Written under another name and renamed when complete: two servers may write it at once.
    const partial = `${target}.${process.pid}.part`;
    await run(process.execPath, [
      '--input-type=module',
      '--eval',
      EXTRACT,
      pathToFileURL(require.resolve('fastify')).href,
      pathToFileURL(pluginEntry).href,
      partial,
    ]);
    renameSync(partial, target);
    return target;
  })().catch((error: unknown) => {
    files.delete(folder);
    throw error;
  });
  files.set(folder, file);
  return file;
}
