import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Files share one module graph per worker: loading the server's modules, argon2 and the password
    // dictionaries once per worker instead of once per file takes about a third off the project's CPU
    // time. Every file builds its own app and database, so nothing of one file's state reaches another.
    isolate: false,
    // The process tests run the built server.
    globalSetup: ['test/global-setup.ts'],
    // The ledger of every test app is audited after every test.
    setupFiles: ['test/setup-ledger-audit.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
