// Cold start of `npm start`: time from launching it until /ready answers 200, in three situations:
//   first   – right after install: nothing built, empty data folder (builds, migrates, seeds)
//   fresh   – built, empty data folder (migrates, seeds, rolls the draw schedule)
//   restart – built, data folder from an earlier start
// Usage: npm run bench:cold-start [-- --runs 3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

async function timeStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  // Always the embedded database, whatever this shell has set.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/ready`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

function removeBuilds() {
  rmSync(path.join(root, 'apps/web/dist'), { recursive: true, force: true });
  rmSync(path.join(root, 'apps/server/dist'), { recursive: true, force: true });
}

const results = { first: [], fresh: [], restart: [] };
for (let run = 0; run < runs; run += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-bench-'));
  removeBuilds();
  results.first.push(await timeStart(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
  results.fresh.push(await timeStart(dataDir));
  results.restart.push(await timeStart(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`npm start → /ready, ${runs} runs each (median, min–max, seconds):`);
for (const [name, values] of Object.entries(results)) {
  const seconds = values.map((ms) => (ms / 1000).toFixed(2));
  console.log(
    `  ${name.padEnd(8)} ${(median(values) / 1000).toFixed(2)}  (${[...seconds].sort()[0]}–${[...seconds].sort().at(-1)})`,
  );
}
