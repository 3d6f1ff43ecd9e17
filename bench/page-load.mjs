// How soon a phone sees a page: Largest Contentful Paint of `/` and `/lotto-tickets` on a throttled phone
// (Chromium over CDP: 150 ms latency, 1.6 Mbps down, 750 kbps up, CPU ×4, 412 × 823, cache off), each
// divided by the LCP of a static page with the same hero from a tiny server, the baseline, loaded the
// same way in the same run, alternating (issue 18 asks for ≤ 1.5). Also what the shop's page asked of the
// API before it was done, and the JavaScript it downloaded.
// Usage: npm run build && node bench/page-load.mjs [-- --runs 9 --cpu-slowdown 4]
// `--cpu-slowdown` changes the phone's processor (4 by default, the issue's); a larger one stands in for a
// slower machine of the same kind, to see how the ratio moves with the processor alone.
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { freePort } from './free-port.mjs';
import { startServer } from './shop-server.mjs';

const runsArg = process.argv.indexOf('--runs');
// Single loads of one page spread over 2–3× on these shared machines, and the median of five moved by a
// quarter between runs minutes apart; of nine, by a fifth (bench/README.md).
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 9;
const slowdownArg = process.argv.indexOf('--cpu-slowdown');
const cpuSlowdown = slowdownArg > 0 ? Number(process.argv[slowdownArg + 1]) : 4;
if (!(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown takes a number, 1 or more');

const STATIC_PAGE = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Fairdraw</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f5f7f7;color:#132a2e}
header{height:52px;border-bottom:1px solid #d5dcdd;background:#fff}
section{margin:16px;padding:24px;border-radius:16px;background:#0b4f5c;color:#fff}
h1{font-size:2rem;line-height:1.15;margin:0 0 16px}p{font-size:1rem;line-height:1.5}</style></head>
<body><header></header><main><section><h1>Official lotteries and raffles that give back</h1>
<p>Play Powerball, Oz Lotto and Saturday Lotto online, join a syndicate, or win a prize home while
supporting Australian causes. Prizes paid to your wallet, automatically.</p></section></main></body></html>`;

async function startStaticServer() {
  const port = await freePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(STATIC_PAGE);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** One cold, throttled load: its LCP in ms, the API calls it made and its JavaScript over the wire. */
async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) | 0,
    uploadThroughput: (750e3 / 8) | 0,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const kinds = new Map();
  let scriptBytes = 0;
  const apiCalls = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    kinds.set(requestId, type);
    const { pathname } = new URL(response.url);
    if (type === 'Fetch' || type === 'XHR') apiCalls.push(pathname);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (kinds.get(requestId) === 'Script') scriptBytes += encodedDataLength;
  });
  // Runs in the page: the last largest-contentful-paint entry before the load settles is the LCP.
  await page.addInitScript(() => {
    globalThis.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const inFlight = new Set();
  let lastSettled = Date.now();
  const settle = ({ requestId }) => {
    inFlight.delete(requestId);
    lastSettled = Date.now();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId }) => inFlight.add(requestId));
  cdp.on('Network.loadingFinished', settle);
  cdp.on('Network.loadingFailed', settle);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  if (await page.$('[data-server-rendered]')) {
    // A drawn page asks for the app's files only after its first paint (decision 0087); on a slow phone
    // that can come after the network has been idle for the 500 ms `networkidle` waits. Wait for the app
    // to take the page over and its files to settle, so every load counts the same scripts.
    await page.waitForFunction(() => !globalThis.document.querySelector('[data-server-rendered]'), null, {
      timeout: 120_000,
    });
    const deadline = Date.now() + 60_000;
    while ((inFlight.size > 0 || Date.now() - lastSettled < 500) && Date.now() < deadline) {
      await page.waitForTimeout(100);
    }
  }
  // The first paint too: when it is the largest, what delays the LCP is what delays any paint.
  const [lcp, firstPaint] = await page.evaluate(() => [
    globalThis.__lcp,
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  ]);
  await context.close();
  return { lcp, firstPaint, apiCalls, scriptBytes };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const shop = await startServer();
const baseline = await startStaticServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const pages = ['/', '/lotto-tickets'];
  const figures = Object.fromEntries(pages.map((path) => [path, []]));
  const firstPaints = Object.fromEntries(pages.map((path) => [path, []]));
  const staticLcp = [];
  const firstLoads = {};
  // A shop that has served a page since it started: the first page a server draws loads its renderer
  // (about a second, once per process; bench:cold-start counts the start).
  for (const path of pages) await fetch(`${shop.url}${path}`).then((response) => response.text());
  for (let run = 0; run < runs; run += 1) {
    staticLcp.push((await load(browser, baseline.url)).lcp);
    for (const path of pages) {
      const result = await load(browser, `${shop.url}${path}`);
      figures[path].push(result.lcp);
      firstPaints[path].push(result.firstPaint);
      firstLoads[path] ??= result;
    }
  }
  const base = median(staticLcp);
  console.log(
    `page load on a throttled phone (CPU ×${cpuSlowdown}, ${runs} cold loads each, load average ${loadavg()[0].toFixed(1)})`,
  );
  const baseSpread = `${Math.min(...staticLcp).toFixed(0)}–${Math.max(...staticLcp).toFixed(0)} ms`;
  console.log(`  static page with the same hero (baseline): LCP ${base.toFixed(0)} ms (${baseSpread})`);
  for (const path of pages) {
    const lcp = median(figures[path]);
    const { apiCalls, scriptBytes } = firstLoads[path];
    const spread = `${Math.min(...figures[path]).toFixed(0)}–${Math.max(...figures[path]).toFixed(0)} ms`;
    // Each load against the static page's load just before it too: a slow minute of the machine then
    // slows both sides of the ratio.
    const paired = median(figures[path].map((value, run) => value / staticLcp[run]));
    console.log(
      `  ${path}: LCP ${lcp.toFixed(0)} ms (${spread}), ratio ${(lcp / base).toFixed(2)} (load by load ${paired.toFixed(2)})`,
    );
    const sameAsFirst = figures[path].filter((value, run) => value === firstPaints[path][run]).length;
    console.log(
      `    first paint ${median(firstPaints[path]).toFixed(0)} ms; the largest paint was the first in ${sameAsFirst} of ${runs} loads`,
    );
    console.log(
      `    JavaScript ${(scriptBytes / 1024).toFixed(0)} KB over the wire; API calls: ${apiCalls.join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await baseline.stop();
  await shop.stop();
}
