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
  },
});
