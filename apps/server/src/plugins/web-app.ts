// Serves the built web app: hashed assets with long caching, and index.html (with the runtime config
// the client signs requests with) for every page path, so deep links work. A visitor who is not signed in
// gets the page drawn by the web app's renderer from the start-up answers (decision 0062).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isEmbeddablePage, SESSION_COOKIES } from '@fairdraw/domain';
import {
  appFileOf,
  appFilesAfterFirstPaint,
  appFileTags,
  escapeAttribute,
  scriptSafe,
  type AppFile,
} from './app-files';
import { criticalStyles, type CriticalStyles } from './critical-styles';
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
  /**
   * Draws a page's markup from its start-up payload (decision 0062), for a visitor who is not signed in;
   * null (or a failure) sends the page without it, and the app draws it in the browser.
   */
  renderPage?: PageRenderer;
}

/** What the web app's server renderer takes (apps/web/src/render-page.tsx). */
export interface PageRequest {
  url: string;
  startUp: string;
  cookies: Record<string, string>;
  discoveryUrl: string;
}

export type PageRenderer = (request: PageRequest) => Promise<string | null>;

/**
 * The web app's page renderer from its build (`dist-render/render-page.js`), imported on the first page
 * it draws so the server starts without it; undefined when the web app was built without it.
 */
export function loadPageRenderer(file: string): PageRenderer | undefined {
  if (!existsSync(file)) return undefined;
  let loaded: Promise<PageRenderer> | null = null;
  return (request) => {
    loaded ??= import(pathToFileURL(file).href).then(
      (module: { renderPage: PageRenderer }) => module.renderPage,
    );
    return loaded.then((render) => render(request));
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The drawn markup inside `#root`, inert until the app replaces it: nothing on it can be clicked or
 * focused before the code that would answer is there.
 */
export function withServerMarkup(html: string, markup: string): string {
  return html.replace(
    ROOT_ELEMENT,
    () => `<div id="root"><div inert data-server-rendered>${markup}</div></div>`,
  );
}

/** The head's stylesheet link swapped for the rules the drawn markup uses. */
export function withCriticalStyles(html: string, styles: CriticalStyles, rules: string): string {
  return html.replace(styles.link, () => `<style>${rules}</style>`);
}

/** The start-up payload in a script the app reads at boot; `<` escaped so it cannot close the tag. */
export function startUpScript(payload: string): string {
  return `<script id="fairdraw-start-up" type="application/json">${scriptSafe(payload)}</script>`;
}

const CONFIG_PLACEHOLDER = '<!--fairdraw-config-->';

/** The app's script and the modules it preloads, as the build puts them in the head. */
const SCRIPT_TAGS = /[ \t]*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)\n?/g;

/** The page template with the runtime config in, and the app's own files, which each page names itself. */
export interface IndexPage {
  html: string;
  /** The app's script and the modules it preloads, loaded after the page's markup (app-files.ts). */
  appFiles: AppFile[];
}

/**
 * The page template with the runtime config in and the app's scripts taken out: each page names them
 * after its markup (app-files.ts), so a phone's slow link carries the markup first; the scripts change
 * nothing on screen until they have all arrived (module scripts run after the document is parsed anyway).
 */
export function renderIndexHtml(template: string, runtimeConfig: WebAppOptions['runtimeConfig']): IndexPage {
  const tag = `<script id="fairdraw-config" type="application/json">${scriptSafe(JSON.stringify(runtimeConfig))}</script>`;
  const html = template
    .replace(SCRIPT_TAGS, '')
    .replace(CONFIG_PLACEHOLDER, () => `${tag}\n    ${HEAD_PLACEHOLDER}`)
    .replace('</body>', () => `${BODY_PLACEHOLDER}\n  </body>`);
  return { html, appFiles: (template.match(SCRIPT_TAGS) ?? []).map(appFileOf) };
}

/** Where a page's own additions go: after its markup, before the app's scripts. */
const BODY_PLACEHOLDER = '<!--fairdraw-body-->';

const HEAD_PLACEHOLDER = '<!--fairdraw-head-->';

/** The page's title, description, Open Graph tags and canonical link in the served HTML. */
/** Every replacement below is a function: text with `$&` or `$$` in it is put in as it is written. */
export function withPageHead(html: string, head: PageHead, url: string | null): string {
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeAttribute(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(head.description)}" />`,
    ...(head.imageUrl ? [`<meta property="og:image" content="${escapeAttribute(head.imageUrl)}" />`] : []),
    ...(url
      ? [
          `<meta property="og:url" content="${escapeAttribute(url)}" />`,
          `<link rel="canonical" href="${escapeAttribute(url)}" />`,
        ]
      : []),
    ...(head.noIndex ? ['<meta name="robots" content="noindex" />'] : []),
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeAttribute(head.description)}" />`,
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
  const index = built ? renderIndexHtml(readFileSync(indexPath, 'utf8'), options.runtimeConfig) : null;
  const styles = index
    ? criticalStyles(index.html, options.distDir, (error) =>
        app.log.warn(
          { err: error },
          'style rules of a drawn page not worked out; it links the whole stylesheet',
        ),
      )
    : undefined;
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
        // Vite puts content-hashed files under assets/; they never change. Nor do the pictures under
        // images/: a redrawn one is a new file (scripts/make-images.ts). Other files are checked each time.
        const [folder] = path.relative(options.distDir, filePath).split(path.sep);
        if (folder === 'assets' || folder === 'images') {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  /** The page's markup when it is drawn here: only for visitors who are not signed in. */
  async function drawPage(request: FastifyRequest, payload: string): Promise<string | null> {
    const cookies = fastifyCookie.parse(request.headers.cookie ?? '');
    if (!options.renderPage || cookies[SESSION_COOKIES.customerId]) return null;
    try {
      return await options.renderPage({
        url: new URL(request.url, 'http://shop.invalid').href,
        startUp: payload,
        cookies,
        discoveryUrl: options.runtimeConfig.discoveryUrl,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'page not drawn on the server; the app draws it');
      return null;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !options.apiPrefixes.some((prefix) => request.url === prefix || request.url.startsWith(`${prefix}/`)) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!isPage) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!index) {
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
    let payload: string | null = null;
    if (options.startUpPayload) {
      try {
        payload = await options.startUpPayload();
      } catch (error) {
        // The app then asks the API itself, and shows the maintenance page if that fails too.
        request.log.warn({ err: error }, 'page served without its start-up payload');
      }
    }
    const markup = payload === null ? null : await drawPage(request, payload);
    if (isEmbeddablePage(pathname)) allowFraming(reply);
    let html = head ? withPageHead(index.html, head, url) : index.html.replace(HEAD_PLACEHOLDER, '');
    // After the markup: the start-up answers the app boots with, then the app's files: the whole
    // stylesheet when the head has only a drawing's rules, the page's own chunks, the app's scripts.
    const files = [...preloadsFor(pathname), ...index.appFiles];
    const extra = [payload === null ? '' : startUpScript(payload)];
    if (markup) {
      html = withServerMarkup(html, markup);
      const rules = await styles?.forMarkup(markup);
      if (styles && rules != null) {
        html = withCriticalStyles(html, styles, rules);
        files.unshift(styles.preload);
        extra.unshift(styles.withoutScripts);
      }
    }
    // A drawing is on screen before any of them runs: they wait for its first paint.
    extra.push(markup ? appFilesAfterFirstPaint(files) : appFileTags(files));
    reply
      .status(head?.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache');
    return sendPage(
      request,
      reply,
      html.replace(BODY_PLACEHOLDER, () => extra.filter(Boolean).join('\n    ')),
    );
  });
}

/**
 * A page leaves in brotli or gzip when the browser takes them. The compress plugin never sees it (it
 * compresses routes' answers, and pages are the not-found handler's), and a page is some 100 KB of text.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
  reply.header('vary', 'Accept-Encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ['br', 'gzip']) : null;
  if (encoding === 'br')
    return reply
      .header('content-encoding', 'br')
      .send(await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
}

/** Registered at the root so its 404 handler answers every path no service claims. */
export const webApp = fp(webAppPlugin, { name: 'fairdraw-web-app' });
