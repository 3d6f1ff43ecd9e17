import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // The ledger of every test app is audited after every test.
    setupFiles: ['test/setup-ledger-audit.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
