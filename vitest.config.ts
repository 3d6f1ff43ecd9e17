import { defineConfig } from 'vitest/config';

// One run for every workspace; each workspace keeps its own vitest.config.ts (environment, setup).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'apps/*/vitest.e2e.config.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
