// Serves the built web app: hashed assets with long caching, and index.html (with the runtime config
// the client signs requests with) for every page path, so deep links work.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export interface WebAppOptions {
  distDir: string;
  runtimeConfig: { discoveryUrl: string; appKey: string; appSecret: string };
  /** Path prefixes that belong to services, never to the web app. */
  apiPrefixes: readonly string[];
}

const CONFIG_PLACEHOLDER = '<!--fairdraw-config-->';

/** JSON inside <script> must not be able to close the tag. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function renderIndexHtml(template: string, runtimeConfig: WebAppOptions['runtimeConfig']): string {
  const tag = `<script id="fairdraw-config" type="application/json">${scriptSafeJson(runtimeConfig)}</script>`;
  return template.replace(CONFIG_PLACEHOLDER, tag);
}

async function webAppPlugin(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexPath = path.join(options.distDir, 'index.html');
  const built = existsSync(indexPath);
  const indexHtml = built ? renderIndexHtml(readFileSync(indexPath, 'utf8'), options.runtimeConfig) : null;

  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        // Vite puts content-hashed files under assets/; they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !options.apiPrefixes.some((prefix) => request.url === prefix || request.url.startsWith(`${prefix}/`)) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!isPage) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The Fairdraw web app is not built yet. Run `npm run build`, or start with `npm start`.');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}

/** Registered at the root so its 404 handler answers every path no service claims. */
export const webApp = fp(webAppPlugin, { name: 'fairdraw-web-app' });
