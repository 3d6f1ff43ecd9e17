// The password dictionaries are let go when idle (decision 0072); this checks the memory really comes back,
// not only that the estimator is dropped: their word lists once stayed reachable through require's module
// tree and about 8 MB of them outlived every release (decision 0076). A file of its own, so nothing else
// has loaded the dictionaries before the first measurement.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it, vi } from 'vitest';
import { ESTIMATOR_IDLE_MS, passwordStrengthProblem, wordListsLoaded } from './password-strength';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const MB = 1024 * 1024;

function heapUsedMb(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed / MB;
}

it('gives the dictionaries’ memory back when no password was checked for a while', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const before = heapUsedMb();
    expect(await passwordStrengthProblem('Password123')).toContain('commonly used password');
    const held = heapUsedMb();
    expect(wordListsLoaded()).toBe(true);
    // Loaded and ranked they are about 22 MB of heap.
    expect(held - before).toBeGreaterThan(10);

    vi.advanceTimersByTime(ESTIMATOR_IDLE_MS);
    expect(wordListsLoaded()).toBe(false);
    expect(heapUsedMb() - before).toBeLessThan(3);

    // And the next check loads them again.
    expect(await passwordStrengthProblem('Password123')).toContain('commonly used password');
  } finally {
    vi.useRealTimers();
  }
});
