import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run for every workspace; each workspace keeps its own vitest.config.ts (environment, setup).
export default defineConfig({
  test: {
    // Vitest leaves one core idle by default; the tests wait on databases and browsers as much as they
    // compute, so every core runs a worker (decision 0027).
    maxWorkers: availableParallelism(),
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'apps/*/vitest.e2e.config.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
