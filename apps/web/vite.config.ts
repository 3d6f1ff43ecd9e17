import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { entryChunks } from './entry-chunks';

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
  plugins: [
    react(),
    entryChunks(),
    // Every text file of the build also as .br and .gz, at the strongest settings, once: the server
    // sends the one the browser accepts (@fastify/static's preCompressed) and never compresses a file
    // per request.
    compression({
      include: /\.(js|css|svg|json|txt)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
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
