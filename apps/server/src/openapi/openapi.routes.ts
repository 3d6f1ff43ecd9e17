// The wire contract's public documents: GET /openapi.json (generated from the endpoint table) and the
// reference page at /docs/api (Scalar). Outside the signed service scopes: anyone may read them.
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { renderApiReference } from '@scalar/client-side-rendering';
import { buildOpenApiDocument } from './document';
import { referenceScriptFile } from './reference-script';

export const OPENAPI_PATH = '/openapi.json';
export const API_REFERENCE_PATH = '/docs/api';

// The reference page starts from an inline script; this page alone may run it. It shows no one's data.
const REFERENCE_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

export async function openApiRoutes(scope: FastifyInstance): Promise<void> {
  // Built on the first request: starting a server does not wait for it.
  let body: string | undefined;

  scope.get(OPENAPI_PATH, async (_request, reply) => {
    body ??= JSON.stringify(buildOpenApiDocument({ docsUrl: 'docs/api.md' }));
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(body);
  });

  await scope.register(async (reference) => {
    reference.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', REFERENCE_PAGE_CSP);
    });
    const page = renderApiReference({
      pageTitle: 'Fairdraw API',
      // The script comes from this server (reference-script.ts), never a CDN.
      cdn: 'js/scalar.js',
      config: {
        url: OPENAPI_PATH,
        // No fonts from a CDN: the page loads only from this server.
        withDefaultFonts: false,
        // A reference page only: no hosted assistant, MCP server, toolbar, telemetry or "try it" client
        // (which could not sign a request anyway; docs/api.md says how).
        agent: { disabled: true },
        mcp: { disabled: true },
        showDeveloperTools: 'never',
        telemetry: false,
        hideClientButton: true,
      },
    });
    // The script's address is relative to the page, so the page lives at /docs/api/.
    reference.get(API_REFERENCE_PATH, async (_request, reply) =>
      reply.redirect(`${API_REFERENCE_PATH}/`, 301),
    );
    reference.get(`${API_REFERENCE_PATH}/`, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(page),
    );
    reference.get(`${API_REFERENCE_PATH}/js/scalar.js`, async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(await referenceScriptFile())),
    );
  });
}
