// The routes outside the endpoint table, each with why: pages, files, redirects and probes that are not
// JSON calls of the wire contract. test/endpoint-table.test.ts fails on any other route without an entry.
export const ENDPOINT_EXCEPTIONS: Readonly<Record<string, string>> = {
  'GET /health': 'liveness probe for load balancers, outside the signed API',
  'GET /ready': 'readiness probe for load balancers, outside the signed API',
  'GET /public/draws/:productOfferKey/:drawNo/entries.txt':
    "a sealed draw's entry list as plain text, the exact bytes its hash covers",
  'GET /sitemap.xml': 'the sitemap for search engines (XML)',
  'GET /robots.txt': 'the rules for search engines (plain text)',
  'GET /cms/assets/:id': "a content picture's bytes, loaded by <img> without signed headers",
  'GET /dev/mailbox': 'the development mailbox page (HTML); a 404 in production',
  'GET /dev/mailbox/*': 'the development mailbox; a 404 in production',
  'GET /dev/mailbox/messages': "the development mailbox's messages for tools; never in production",
  'GET /v2/customer/verification/pdf-form': 'the blank verification form, a PDF',
  'GET /v2/customer/verification/documents/:id': "a customer's own uploaded document, a file",
  'GET /ops/verification/documents/:id': 'an uploaded document for review, a file',
  'GET /payment-gateway/sandbox/challenge/:paymentId': "the sandbox bank's 3-D Secure page (HTML)",
  'POST /payment-gateway/sandbox/challenge/:paymentId': "the sandbox bank's form answer, a redirect",
  'GET /payment-gateway/sandbox/wallet/:paymentId': "the sandbox wallet's page (HTML)",
  'POST /payment-gateway/sandbox/wallet/:paymentId': "the sandbox wallet's form answer, a redirect",
  'GET /3ds/notify': "the browser's return from the bank, a redirect",
  'GET /payments/return': "the browser's return from a wallet, a redirect",
  'POST /payments/webhooks/sandbox':
    "the gateway's webhook: its own raw signed body, not the shop's envelope",
  'GET /openapi.json': 'the OpenAPI document generated from the table itself',
  // Listed without its trailing slash, like every prefix root: /docs/api redirects to /docs/api/.
  'GET /docs/api': 'the API reference page (HTML)',
  'GET /docs/api/js/scalar.js': "the API reference page's script",
};

/** Files of the built web app: @fastify/static adds one route per file. */
export const isWebAppFile = (url: string, apiPrefixes: readonly string[]) =>
  /\.[A-Za-z0-9]+$/.test(url) &&
  !apiPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
