// The password dictionaries are let go when idle (decision 0072); this checks the memory really comes back,
// not only that the estimator is dropped: their word lists once stayed reachable through the module map
// and about 8 MB of them outlived every release (decision 0076). Measured in a process of its own, since
// test files sharing a worker share require's cache and each other's heap.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

interface Measured {
  before: number;
  held: number;
  released: number;
  loadedWhileHeld: boolean;
  loadedAfterRelease: boolean;
  refusal: string | null;
  refusalAgain: string | null;
}

it('gives the dictionaries’ memory back when they are let go, and loads them again for the next check', () => {
  const child = fileURLToPath(new URL('./password-strength-memory.child.ts', import.meta.url));
  const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', child], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  const measured = JSON.parse(output.trim().split('\n').at(-1) ?? '') as Measured;

  expect(measured.loadedWhileHeld).toBe(true);
  // Loaded and ranked they are about 22 MB of heap.
  expect(measured.held - measured.before).toBeGreaterThan(10);
  expect(measured.loadedAfterRelease).toBe(false);
  expect(measured.released - measured.before).toBeLessThan(3);
  expect(measured.refusal).toContain('commonly used password');
  expect(measured.refusalAgain).toContain('commonly used password');
});
