import { defineProject } from 'vitest/config';

// Journeys in real Chromium against the real, built server (see e2e/global-setup.ts).
export default defineProject({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 60_000,
    // A journey's page waits on the network, the server and the browser's painting, on a machine busy with
    // the other tests: every wait that names no time of its own waits up to 15 s, not Vitest's 1 s.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
  },
});
