import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development every service lives on the Fairdraw server (npm start), one port away.
const apiTarget = 'http://localhost:3000';
const proxiedPrefixes = [
  '/discover',
  '/v2',
  '/cms',
  '/translation',
  '/customer-verify',
  '/social',
  '/gamify',
  '/recommend',
  '/rewards',
  '/health',
];

export default defineConfig({
  plugins: [react()],
  server: {
    // Anchored patterns so /social does not swallow the /social-play page.
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [`^${prefix}(/|\\?|$)`, { target: apiTarget }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
