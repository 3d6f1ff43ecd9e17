// Serves the built web app: hashed assets with long caching, and index.html (with the runtime config
// the client signs requests with) for every page path, so deep links work.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isEmbeddablePage } from '@fairdraw/domain';
import { entryPreloads, readEntryChunks } from './entry-chunks';

/** What a page path is (modules/site-pages): a page with its words for search results, or a wrong turn. */
export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  imageUrl?: string;
  noIndex?: boolean;
}

export interface WebAppOptions {
  distDir: string;
  runtimeConfig: { discoveryUrl: string; appKey: string; appSecret: string };
  /** Path prefixes that belong to services, never to the web app. */
  apiPrefixes: readonly string[];
  /** Names the page at a path; without it (or when it fails) every page path is a 200 with the defaults. */
  describePage?: (pathname: string) => Promise<PageHead>;
  /** The shop's public address, for canonical and Open Graph URLs. */
  publicUrl?: string;
  /**
   * The start-up payload as JSON text (decision 0055), carried in the page so a first visit renders
   * without waiting for the API. When it cannot be made the page loads without it.
   */
  startUpPayload?: () => Promise<string>;
}

/** The start-up payload in a script the app reads at boot; `<` escaped so it cannot close the tag. */
export function startUpScript(payload: string): string {
  return `<script id="fairdraw-start-up" type="application/json">${payload.replace(/</g, '\\u003c')}</script>`;
}

const CONFIG_PLACEHOLDER = '<!--fairdraw-config-->';

/** JSON inside <script> must not be able to close the tag. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function renderIndexHtml(template: string, runtimeConfig: WebAppOptions['runtimeConfig']): string {
  const tag = `<script id="fairdraw-config" type="application/json">${scriptSafeJson(runtimeConfig)}</script>`;
  return template.replace(CONFIG_PLACEHOLDER, () => `${tag}\n    ${HEAD_PLACEHOLDER}`);
}

const HEAD_PLACEHOLDER = '<!--fairdraw-head-->';

function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The page's title, description, Open Graph tags and canonical link in the served HTML. */
/** Every replacement below is a function: text with `$&` or `$$` in it is put in as it is written. */
export function withPageHead(html: string, head: PageHead, url: string | null): string {
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${attribute(head.title)}" />`,
    `<meta property="og:description" content="${attribute(head.description)}" />`,
    ...(head.imageUrl ? [`<meta property="og:image" content="${attribute(head.imageUrl)}" />`] : []),
    ...(url
      ? [
          `<meta property="og:url" content="${attribute(url)}" />`,
          `<link rel="canonical" href="${attribute(url)}" />`,
        ]
      : []),
    ...(head.noIndex ? ['<meta name="robots" content="noindex" />'] : []),
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${attribute(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${attribute(head.description)}" />`,
    )
    .replace(HEAD_PLACEHOLDER, () => tags.join('\n    '));
}

/**
 * Lets any site frame this answer. Only for pages with nothing to click but links that open the shop in
 * the whole window, so a framing site can trick nobody into an action (clickjacking).
 */
function allowFraming(reply: FastifyReply): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  }
  reply.removeHeader('x-frame-options');
}

async function webAppPlugin(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexPath = path.join(options.distDir, 'index.html');
  const built = existsSync(indexPath);
  const indexHtml = built ? renderIndexHtml(readFileSync(indexPath, 'utf8'), options.runtimeConfig) : null;
  const preloadsFor = entryPreloads(built ? readEntryChunks(options.distDir) : {});

  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each text file (vite.config.ts): the one the browser accepts
      // is sent as it is, with Vary: Accept-Encoding.
      preCompressed: true,
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
    const pathname = (request.url.split('?')[0] ?? '/').replace(/\/{2,}/g, '/');
    let head: PageHead | null = null;
    if (options.describePage) {
      try {
        head = await options.describePage(pathname);
      } catch (error) {
        // The page still loads (the app shows its own state); only its search words are the defaults.
        request.log.warn({ err: error }, 'page not described; served with the default head');
      }
    }
    const url =
      options.publicUrl && head?.status === 200
        ? new URL(pathname.slice(1), options.publicUrl).toString()
        : null;
    let startUp = '';
    if (options.startUpPayload) {
      try {
        startUp = startUpScript(await options.startUpPayload());
      } catch (error) {
        // The app then asks the API itself, and shows the maintenance page if that fails too.
        request.log.warn({ err: error }, 'page served without its start-up payload');
      }
    }
    if (isEmbeddablePage(pathname)) allowFraming(reply);
    const html = head ? withPageHead(indexHtml, head, url) : indexHtml.replace(HEAD_PLACEHOLDER, '');
    // The page's own chunks ahead of the start-up answers, so the browser asks for them first.
    const extra = [preloadsFor(pathname), startUp].filter(Boolean).join('\n    ');
    return reply
      .status(head?.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(extra ? html.replace('</head>', () => `  ${extra}\n  </head>`) : html);
  });
}

/** Registered at the root so its 404 handler answers every path no service claims. */
export const webApp = fp(webAppPlugin, { name: 'fairdraw-web-app' });
