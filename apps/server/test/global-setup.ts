// The process tests start the built server, as `npm start` runs it (decision 0093): build whatever is
// missing or older than its sources first. After `npm run build` this only compares file times.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export default function setup(): void {
  const root = path.resolve(import.meta.dirname, '../../..');
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('Building the shop (scripts/start.mjs --build-only) failed');
}
