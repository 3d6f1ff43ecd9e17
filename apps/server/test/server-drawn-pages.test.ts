// Pages drawn on the server (decision 0062), as the server sends them: the web app's renderer draws the
// page from the start-up answers into #root, inert until the app takes over, ahead of the answers and the
// app's scripts; its head carries only the style rules the drawing uses (decision 0063); a signed-in
// visitor's page is not drawn; a drawing that fails or declines leaves the page as it was; and the page
// leaves compressed. The renderer here is a stand-in: the real one is tested
// with the web app (apps/web/src/render-page.test.tsx) and in the browser (e2e/shop-shell.spec.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIES } from '@fairdraw/domain';
import { createTestApp, makeWebDist, type TestApp } from './support';

const INDEX_HTML = `<!doctype html><html><head><title>Fairdraw</title><!--fairdraw-config-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/style-3.css">
  </head><body><div id="root"></div></body></html>`;

const STYLESHEET = `main h1 { color: #0b4f5c; }
.basket-drawer { position: fixed; }
@media (min-width: 48rem) { main p { font-size: 1.25rem; } .account-table { display: grid; } }
`;

const RENDERER = `export async function renderPage({ url, startUp, cookies, discoveryUrl }) {
  const { pathname, searchParams } = new URL(url);
  if (searchParams.get('drawing') === 'fails') throw new Error('the drawing failed');
  if (searchParams.get('drawing') === 'declined') return null;
  const carried = Object.keys(JSON.parse(startUp)).includes('config') ? 'config carried' : 'no config';
  return '<main><h1>Drawn ' + pathname + '</h1><p>' + carried + ', ' + discoveryUrl + ', ' +
    (cookies.fd_consent ?? 'no consent') + '</p></main>';
}
`;

let test: TestApp;
beforeAll(async () => {
  const dist = makeWebDist();
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'style-3.css'), STYLESHEET);
  mkdirSync(path.join(dist, '..', 'dist-render'));
  writeFileSync(path.join(dist, '..', 'dist-render', 'render-page.js'), RENDERER);
  test = await createTestApp({ envVars: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await test?.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers });

/** The files a drawn page's loader adds after the first paint, as [tag, href or src] in order. */
function filesAfterFirstPaint(html: string): string[][] {
  const list = /<script id="fairdraw-app-files" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const files = JSON.parse(list ?? '[]') as { tag: string; attributes: Record<string, string> }[];
  return files.map(({ tag, attributes }) => [tag, attributes.href ?? attributes.src ?? '']);
}

describe('a page drawn on the server', () => {
  it('arrives drawn inside #root, inert, ahead of the start-up answers and the app’s files', async () => {
    const response = await page('/lotto-tickets', { cookie: 'fd_consent=v1-p1-a0-m0' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<div id="root"><div inert data-server-rendered><main><h1>Drawn /lotto-tickets</h1>' +
        '<p>config carried, /discover, v1-p1-a0-m0</p></main></div></div>',
    );
    const drawn = html.indexOf('data-server-rendered');
    const answers = html.indexOf('<script id="fairdraw-start-up"');
    const files = html.indexOf('<script id="fairdraw-app-files"');
    expect(drawn).toBeGreaterThan(html.indexOf('</head>'));
    expect(answers).toBeGreaterThan(drawn);
    expect(files).toBeGreaterThan(answers);
  });

  it('names the app’s files only in a list, for a loader the content security policy allows', async () => {
    const response = await page('/');
    const html = response.body;
    // No tag the browser would fetch while it parses the page: the loader adds them, in this order.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(filesAfterFirstPaint(html)).toEqual([
      ['link', '/assets/style-3.css'],
      ['script', '/assets/index-1.js'],
      ['link', '/assets/react-2.js'],
    ]);
    const loader = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('requestAnimationFrame');
    const hash = createHash('sha256').update(loader).digest('base64');
    const policy = String(response.headers['content-security-policy']);
    expect(/script-src [^;]*/.exec(policy)?.[0]).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('carries in its head only the style rules its drawing uses, and the whole stylesheet after it', async () => {
    const html = (await page('/')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const rules = /<style>([^<]*)<\/style>/.exec(head)?.[1] ?? '';
    expect(rules).toContain('main h1{color:#0b4f5c}');
    expect(rules).toContain('main p{font-size:1.25rem}');
    expect(rules).not.toContain('basket-drawer');
    expect(rules).not.toContain('account-table');
    expect(head).not.toContain('rel="stylesheet"');
    // Preloaded with the app's files, so it holds up no paint; the app applies it (`data-page-stylesheet`).
    // Linked for a browser without scripts.
    const body = html.slice(html.indexOf('data-server-rendered'));
    expect(body).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/style-3.css"></noscript>',
    );
    const list = /<script id="fairdraw-app-files" type="application\/json">([^<]*)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(list ?? '[]')[0]).toEqual({
      tag: 'link',
      attributes: {
        rel: 'preload',
        as: 'style',
        'data-page-stylesheet': '',
        crossorigin: '',
        href: '/assets/style-3.css',
      },
    });
  });

  it('is not drawn for a signed-in visitor, who would be drawn signed out', async () => {
    const response = await page('/', { cookie: `${SESSION_COOKIES.customerId}=cus_1` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<script id="fairdraw-start-up"');
    // The app draws this page: its head links the whole stylesheet.
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/style-3.css">');
    expect(head).not.toContain('<style>');
    expect(response.body).not.toContain('data-page-stylesheet');
    // Nothing is drawn to wait for: the browser fetches the app's files as it parses the page.
    expect(response.body).toContain(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n    ' +
        '<link rel="modulepreload" crossorigin href="/assets/react-2.js">\n  </body>',
    );
    expect(response.body).not.toContain('fairdraw-app-files');
  });

  it('is sent undrawn when the drawing fails or declines, and the app draws it', async () => {
    for (const url of ['/?drawing=fails', '/?drawing=declined']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('<script type="module"');
    }
  });

  it('leaves in brotli or gzip when the browser takes them, and plain when it takes neither', async () => {
    const plain = await page('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await page('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });
});
