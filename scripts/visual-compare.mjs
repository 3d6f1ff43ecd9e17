// How the shop's main pages look on this working tree against another version (main by default), side
// by side in one run: both are built, each is started on a fresh demo database within the same minute, and
// every page below is photographed at 390 and 1280 px in Chromium on both and compared pixel by pixel.
// What differs whatever the code (countdowns, randomly drawn demo numbers) is hidden first. A page that differs is reported with a picture of the
// difference; the run fails when any does, so an unintended change is caught before it lands.
//
// Usage: node scripts/visual-compare.mjs [--base <git ref>] [--out <folder>] [--tolerance <share of pixels>]
// Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH). The base is checked out in a temporary worktree.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { chromium } from 'playwright-core';
import { startServer } from '../bench/shop-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const base = option('base', 'main');
const out = path.resolve(option('out', path.join(root, 'test-results/visual')));
/** The share of a page's pixels that may differ (anti-aliasing) before it counts as changed. */
const tolerance = Number(option('tolerance', '0.001'));

/** The pages a visitor and a customer see most; `signedIn` ones as the demo customer. */
const PAGES = [
  { path: '/' },
  { path: '/lotto-tickets' },
  { path: '/charity-tickets' },
  { path: '/syndicates' },
  { path: '/powerball' },
  { path: '/harbour-prize-home' },
  { path: '/lotto-results' },
  { path: '/login' },
  { path: '/cart', signedIn: true },
  { path: '/my-account', signedIn: true },
  { path: '/my-account/transactions', signedIn: true },
  { path: '/my-account/deposit', signedIn: true },
  { path: '/my-account/withdraw', signedIn: true },
  { path: '/my-account/spend-limits', signedIn: true },
];
const WIDTHS = [390, 1280];
/**
 * What differs whatever the code, hidden on both sides: countdowns, which tick, and the digits of drawn
 * numbers, which the demo results source draws at random for each database (the balls themselves stay).
 */
const UNSTABLE = `
  .jackpot-hero-close, .sales-countdown, .next-draw-facts dd { visibility: hidden !important; }
  .number-ball { color: transparent !important; }
`;
/**
 * A photograph of the whole page is taken beyond the screen, where the browser leaves the parts it
 * draws only near the screen undrawn (`content-visibility: auto`, decision 0083): draw them all.
 */
const WHOLE_PAGE = '* { content-visibility: visible !important; }';

/** Runs a step quietly; its output is shown only when it fails. */
function run(command, args, cwd) {
  try {
    execFileSync(command, args, { cwd, stdio: 'pipe' });
  } catch (error) {
    process.stderr.write(error.stderr ?? '');
    throw error;
  }
}

/**
 * A browser context per shop, width and visitor, opened once: the consent answered, and for the customer
 * signed in once (sign-in is rate limited, as it should be).
 */
function contexts(browser) {
  const open = new Map();
  return {
    async get(url, width, signedIn) {
      const key = `${url} ${width} ${signedIn}`;
      if (!open.has(key)) open.set(key, openContext(browser, url, width, signedIn));
      return open.get(key);
    },
    async closeAll() {
      await Promise.all([...open.values()].map(async (context) => (await context).close()));
    },
  };
}

async function openContext(browser, url, width, signedIn) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    reducedMotion: 'reduce',
  });
  const tab = await context.newPage();
  await tab.goto(`${url}/login`);
  await tab.getByRole('button', { name: 'Essential only' }).click();
  if (signedIn) {
    await tab.getByLabel('Email').fill('demo@fairdraw.test');
    await tab.getByLabel('Password', { exact: true }).fill('Fairdraw-demo-1');
    await tab.getByRole('button', { name: /^(Log in|Sign in)$/ }).click();
    await tab.waitForURL((address) => !address.pathname.startsWith('/login'), { waitUntil: 'commit' });
  }
  await tab.close();
  return context;
}

async function photograph(context, url, page, file) {
  const tab = await context.newPage();
  try {
    await tab.goto(`${url}${page.path}`, { waitUntil: 'networkidle' });
    await tab.addStyleTag({ content: UNSTABLE + WHOLE_PAGE });
    await tab.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  } catch (error) {
    console.error(`${url}${page.path} could not be photographed: ${error.message}`);
    throw error;
  } finally {
    await tab.close();
  }
}

/** The share of pixels that differ; the difference drawn into `diffFile` when any do. */
function compare(baseFile, headFile, diffFile) {
  const before = PNG.sync.read(readFileSync(baseFile));
  const after = PNG.sync.read(readFileSync(headFile));
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const padded = (image) => {
    const canvas = new PNG({ width, height, fill: true });
    PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
    return canvas;
  };
  const diff = new PNG({ width, height });
  const changed = pixelmatch(padded(before).data, padded(after).data, diff.data, width, height, {
    threshold: 0.1,
  });
  if (changed > 0) writeFileSync(diffFile, PNG.sync.write(diff));
  return { share: changed / (width * height), heights: [before.height, after.height] };
}

const baseTree = mkdtempSync(path.join(tmpdir(), 'fairdraw-visual-base-'));
const servers = [];
let failed = false;
try {
  console.log(`Building ${base} and this working tree…`);
  run('git', ['worktree', 'add', '--detach', baseTree, base], root);
  run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], baseTree);
  run(process.execPath, ['scripts/start.mjs', '--build-only'], baseTree);
  run(process.execPath, ['scripts/start.mjs', '--build-only'], root);
  const [baseShop, headShop] = await Promise.all([
    startServer({ LOG_LEVEL: 'warn' }, { root: baseTree }),
    startServer({ LOG_LEVEL: 'warn' }),
  ]);
  servers.push(baseShop, headShop);
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const visitors = contexts(browser);
  const rows = [];
  for (const page of PAGES)
    for (const width of WIDTHS) {
      const name = `${page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}`;
      const files = ['base', 'head', 'diff'].map((side) => path.join(out, `${name}.${side}.png`));
      rmSync(files[2], { force: true });
      for (const [shop, file] of [
        [baseShop, files[0]],
        [headShop, files[1]],
      ])
        await photograph(await visitors.get(shop.url, width, page.signedIn ?? false), shop.url, page, file);
      const { share, heights } = compare(...files);
      const changed = share > tolerance;
      failed ||= changed;
      rows.push({
        page: page.path,
        width,
        'pixels changed': `${(share * 100).toFixed(2)} %`,
        height: heights[0] === heights[1] ? `${heights[1]}` : `${heights[0]} → ${heights[1]}`,
        verdict: changed ? `changed: ${path.relative(root, files[2])}` : 'same',
      });
    }
  await visitors.closeAll();
  await browser.close();
  console.table(rows);
  console.log(failed ? `Pages look different from ${base}.` : `Every page looks as it does on ${base}.`);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  run('git', ['worktree', 'remove', '--force', baseTree], root);
}
process.exit(failed ? 1 : 0);
