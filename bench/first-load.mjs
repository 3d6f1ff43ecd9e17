// What a phone downloads on its first visit to the home page: every script and stylesheet response of a
// cold load of `/` in Chromium, over the wire (encoded bytes) and as code (decoded bytes), with the
// browser's usual Accept-Encoding (over plain HTTP Chromium offers gzip, never brotli), and, as the
// baseline in the same run, with encodings refused (`Accept-Encoding: identity`). What the same scripts
// weigh in brotli, as a browser over HTTPS gets them, is fetched beside the page. The page-load timing of
// issue 18 (LCP on a throttled phone) is to come.
// Usage: npm run build && node bench/first-load.mjs [-- --runs 3] [--scripts: each script's brotli size]
import { get } from 'node:http';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startServer } from './shop-server.mjs';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

/** One cold load of `/` in a new browser context; totals of its script and stylesheet responses. */
async function firstLoad(browser, url, acceptEncoding) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (acceptEncoding)
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  const kinds = new Map();
  const totals = { scripts: 0, scriptWire: 0, scriptCode: 0, cssWire: 0, cssCode: 0, scriptUrls: [] };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    kinds.set(requestId, type);
    if (type === 'Script') totals.scriptUrls.push(response.url);
  });
  const sizes = new Map();
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) =>
    sizes.set(requestId, (sizes.get(requestId) ?? 0) + dataLength),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const kind = kinds.get(requestId);
    const code = sizes.get(requestId) ?? 0;
    if (kind === 'Script') {
      totals.scripts += 1;
      totals.scriptWire += encodedDataLength;
      totals.scriptCode += code;
    } else if (kind === 'Stylesheet') {
      totals.cssWire += encodedDataLength;
      totals.cssCode += code;
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return totals;
}

/** The body of `url` in brotli, as sent: its bytes are not decoded. */
function brotliBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const results = { compressed: [], identity: [] };
  for (let run = 0; run < runs; run += 1) {
    // Alternating, so both see the same machine.
    results.compressed.push(await firstLoad(browser, server.url, null));
    results.identity.push(await firstLoad(browser, server.url, 'identity'));
  }
  const scriptUrls = results.compressed[0].scriptUrls;
  const brotliSizes = await Promise.all(scriptUrls.map(brotliBytes));
  const brotliWire = brotliSizes.reduce((sum, bytes) => sum + bytes, 0);
  const pick = (list, key) => median(list.map((totals) => totals[key]));
  const compressedWire = pick(results.compressed, 'scriptWire');
  const identityWire = pick(results.identity, 'scriptWire');
  console.log(`first load of / (${runs} cold loads each, load average ${loadavg()[0].toFixed(1)})`);
  console.log(`  scripts: ${pick(results.compressed, 'scripts')}`);
  console.log(`  JavaScript code: ${kb(pick(results.compressed, 'scriptCode'))}`);
  console.log(`  JavaScript over the wire, gzip (plain HTTP): ${kb(compressedWire)}`);
  console.log(`  JavaScript bodies in brotli (as over HTTPS): ${kb(brotliWire)}`);
  console.log(`  JavaScript over the wire, no encoding (baseline): ${kb(identityWire)}`);
  console.log(`  ratio gzip ÷ baseline: ${(compressedWire / identityWire).toFixed(3)}`);
  console.log(`  ratio brotli ÷ baseline: ${(brotliWire / identityWire).toFixed(3)}`);
  console.log(
    `  CSS over the wire: ${kb(pick(results.compressed, 'cssWire'))} compressed, ${kb(pick(results.identity, 'cssWire'))} baseline`,
  );
  // Which scripts the weight is in, heaviest first.
  if (process.argv.includes('--scripts'))
    for (const [bytes, url] of brotliSizes
      .map((bytes, i) => [bytes, scriptUrls[i]])
      .sort((a, b) => b[0] - a[0]))
      console.log(`    ${kb(bytes).padStart(7)}  ${new URL(url).pathname}`);
} finally {
  await browser.close();
  await server.stop();
}
