// Run by password-strength-memory.test.ts in a process of its own (node --expose-gc --import tsx), so no
// other test's copy of the dictionaries is in the heap it measures. Prints the heap in MB before the
// dictionaries are loaded, while they are held and after they are let go, as one line of JSON.
import { passwordStrengthProblem, releaseEstimator, wordListsLoaded } from './password-strength';

const exposedGc = (globalThis as { gc?: () => void }).gc;
if (!exposedGc) throw new Error('Run with --expose-gc');
const collectGarbage: () => void = exposedGc;

function heapUsedMb(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed / (1024 * 1024);
}

const before = heapUsedMb();
const refusal = await passwordStrengthProblem('Password123');
const held = heapUsedMb();
const loadedWhileHeld = wordListsLoaded();
releaseEstimator();
// V8 keeps a script it compiled in its compilation cache for a few collections before letting it age
// out, so the word lists' modules go a few collections later, as they would in a running server.
let released = heapUsedMb();
for (let round = 0; round < 8; round += 1) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  released = Math.min(released, heapUsedMb());
}
const loadedAfterRelease = wordListsLoaded();
const refusalAgain = await passwordStrengthProblem('Password123');
console.log(
  JSON.stringify({ before, held, released, loadedWhileHeld, loadedAfterRelease, refusal, refusalAgain }),
);
