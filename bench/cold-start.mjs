// Cold start of `npm start`: time from launching it until /ready answers 200, in three situations:
//   first    – right after install: nothing built, empty data folder (builds, makes the database template)
//   fresh    – built, empty data folder (copies the template, seeds, rolls the draw schedule)
//   restart  – built, data folder from an earlier start
// and the baseline, alternating with fresh in the same run: bench/bare-start.mjs opening a new PGlite in
// an empty folder behind a bare Fastify, timed the same way. Issue 18 asks for fresh ÷ baseline ≤ 1.5.
// Usage: npm run bench:cold-start [-- --runs 3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

async function timeStart(dataDir, command = ['npm', 'start']) {
  const port = await freePort();
  const started = performance.now();
  // Always the embedded database, whatever this shell has set.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
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
  rmSync(path.join(root, 'apps/web/dist-render'), { recursive: true, force: true });
  rmSync(path.join(root, 'apps/server/dist'), { recursive: true, force: true });
}

async function timeBaseline() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-bench-'));
  try {
    return await timeStart(dataDir, [process.execPath, path.join(root, 'bench/bare-start.mjs')]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loads = [loadavg()[0]];
const results = { first: [], fresh: [], restart: [], baseline: [] };
for (let run = 0; run < runs; run += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-bench-'));
  removeBuilds();
  results.first.push(await timeStart(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
  // The baseline and the fresh start take turns going first.
  if (run % 2 === 0) results.baseline.push(await timeBaseline());
  results.fresh.push(await timeStart(dataDir));
  if (run % 2 === 1) results.baseline.push(await timeBaseline());
  results.restart.push(await timeStart(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
  loads.push(loadavg()[0]);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`npm start → /ready, ${runs} runs each (median, min–max, seconds):`);
for (const [name, values] of Object.entries(results)) {
  // Sorted as numbers: as text, 11.32 would come before 8.27.
  const seconds = [...values].sort((a, b) => a - b).map((ms) => (ms / 1000).toFixed(2));
  console.log(`  ${name.padEnd(9)} ${(median(values) / 1000).toFixed(2)}  (${seconds[0]}–${seconds.at(-1)})`);
}
console.log(
  `fresh ÷ baseline: ${(median(results.fresh) / median(results.baseline)).toFixed(2)} (target ≤ 1.5)`,
);
console.log(
  `load average (1 min) before and after each run: ${loads.map((load) => load.toFixed(2)).join(', ')}`,
);
