import { defineProject } from 'vitest/config';

// Journeys in real Chromium against the real, built server (see e2e/global-setup.ts).
export default defineProject({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
