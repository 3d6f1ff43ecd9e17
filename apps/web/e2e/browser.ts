// Real Chromium for the journeys: Debian's build, driven by playwright-core (no browser downloads).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import axe from 'axe-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const screenshotDir = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** One browser for a journey file: launched before its tests, closed after them. */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  // A journey that fails says what its pages showed, as a person watching would: a wait that timed out
  // says only that it did.
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      if (browser) await describeOpenPages(browser, task.name);
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser has not started');
    return browser;
  };
}

/** Each open page's address and visible words, printed, and photographed as `failed-…`. */
async function describeOpenPages(browser: Browser, testName: string): Promise<void> {
  const pages = browser.contexts().flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    // The page's own part, or the whole body where there is no main region (an error screen).
    const hasMain =
      (await page
        .locator('main')
        .count()
        .catch(() => 0)) > 0;
    const words = await page
      .locator(hasMain ? 'main' : 'body')
      .first()
      .innerText({ timeout: 2_000 })
      .catch((error: unknown) => `(could not be read: ${String(error)})`);
    const name = `failed-${testName.replace(/\W+/g, '-').slice(0, 60)}-${index + 1}`;
    console.error(
      `Page ${index + 1} of "${testName}" at ${page.url()} (${name}.png):\n${words.slice(0, 2_000)}`,
    );
    mkdirSync(screenshotDir, { recursive: true });
    await page
      .screenshot({ path: path.join(screenshotDir, `${name}.png`), timeout: 5_000 })
      .catch(() => undefined);
  }
}

/**
 * What "Essential only" leaves (`fd_consent`, lib/consent.ts): a journey starts as a visitor who has
 * answered the cookie banner, which otherwise lies over the bottom of the screen. The shop-shell journey
 * answers it itself.
 */
const COOKIES_ANSWERED = { name: 'fd_consent', value: 'v1-p0-a0-m0', domain: '127.0.0.1', path: '/' };

/** A page in its own context (axe needs one). Close it with `closePage`, which closes both. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  { cookiesAnswered = true } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-AU', timezoneId: 'Australia/Sydney' });
  if (cookiesAnswered) await context.addCookies([COOKIES_ANSWERED]);
  return context.newPage();
}

export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

export async function screenshot(page: Page, name: string, { drawing = false } = {}): Promise<void> {
  if (!drawing) await appIsIn(page);
  mkdirSync(screenshotDir, { recursive: true });
  await withEveryPartDrawn(page, () =>
    page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true }),
  );
}

/**
 * Runs `work` on the page with every part drawn. The browser leaves the parts it draws only near the
 * screen (`content-visibility: auto`, decision 0083) undrawn elsewhere, and both a photograph of the
 * whole page and the colour-contrast check go by what was drawn; a visitor sees each part drawn, in the
 * same colours, once it comes near the screen.
 */
async function withEveryPartDrawn<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const drawAll = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  try {
    return await work();
  } finally {
    await drawAll.evaluate((style) => (style as Element).remove());
  }
}

/**
 * Until the app is in, a first page is the server's drawing (decision 0062), inert and out of the
 * accessibility tree: what is checked or photographed is the app's page.
 */
export async function appIsIn(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-server-rendered]').count()).toBe(0);
}

/**
 * No serious or critical accessibility violations on the page as it stands, once the app is in.
 *
 * axe-core is loaded once into each document of the page (its frames too: axe checks a frame from
 * inside it) and run there with every rule (decision 0093). Only the violations come back whole: for
 * the other outcomes axe keeps one example each, which nothing here reads.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await appIsIn(page);
  const violations = await withEveryPartDrawn(page, async () => {
    for (const frame of page.frames())
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
    return page.evaluate(async () => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      return (await inPage.run(document, { resultTypes: ['violations'] })).violations;
    });
  });
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  expect(blocking).toEqual([]);
}

/** Collects page errors and failed API calls so a journey fails loudly on them. */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} from ${response.url()}`);
  });
  return problems;
}
