import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom and one module graph per worker instead of per file: each test renders its own app with
    // its own query client and session, and the setup file clears the DOM and storage after every test.
    isolate: false,
    // A page test loads lazy route chunks and waits up to 5 s for them (waitLongerForLazyPages); while the
    // database tests share the cores that can take most of the default 5 s, so a test gets 15.
    testTimeout: 15_000,
    // The component tests wait more than they compute (lazy route chunks, debounces, the main process's
    // transforms): alone they keep about half of two cores busy. Twice as many workers as cores, in a
    // group of their own after the other projects (Vitest needs one per worker count; decision 0090).
    maxWorkers: 2 * availableParallelism(),
    sequence: { groupOrder: 1 },
  },
});
