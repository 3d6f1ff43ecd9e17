// The demo customer wins Division 1: buys a Powerball ticket with chosen numbers, the draw closes at
// its stop time, the operator enters those very numbers, the draw is scored and paid, and the win
// shows under past tickets, in the notifications feed, on the ticket page and in the header balance.
// Moving time needs a server on the test clock (NODE_ENV=test, POST /ops/clock), so this journey
// starts its own server and database: the shared journey server's time never moves. The browser's
// clock is moved by the same amount, so signed requests still agree with the server's time.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, closePage, expectAccessible, newPage, screenshot, watchForErrors } from './browser';
import { goToCartFromDrawer, headerBalanceCents } from './journey';
import { freePort, freshPostgresDatabase, waitUntilReady } from './global-setup';

const root = path.resolve(import.meta.dirname, '../../..');
const DAY = 24 * 3_600_000;
// Past the first open Powerball draw whenever the journey runs: draws are a week apart.
const ADVANCE_MS = 8 * DAY;
const MAIN = [3, 11, 19, 24, 28, 30, 35];
const POWERBALL = 9;
const DIVISION_1_CENTS = 150_000_00;
const DIVIDENDS = {
  1: '150000.00',
  2: '9000.00',
  3: '3000.00',
  4: '400.00',
  5: '200.00',
  6: '60.00',
  7: '40.00',
  8: '20.00',
  9: '10.00',
};

const opsToken = randomUUID() + randomUUID();
let baseUrl = '';
let server: ChildProcess | undefined;
let cleanUp: () => Promise<void> = async () => {};

beforeAll(async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-e2e-win-'));
  const database = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
  server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // Results come from the operator in this journey, never from the demo source.
      DEMO_RESULTS: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REDIS_NAMESPACE: `fairdraw-e2e-win:${randomUUID()}:`,
      AUTH_TOKEN_SECRET: randomUUID() + randomUUID(),
      OPS_TOKEN: opsToken,
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  baseUrl = `http://127.0.0.1:${port}`;
  cleanUp = async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  await waitUntilReady(baseUrl, server, 90_000);
});

afterAll(async () => {
  await cleanUp();
});

async function ops(url: string, body?: unknown): Promise<{ status: number; result: unknown }> {
  const response = await fetch(`${baseUrl}/ops${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${opsToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const json = (await response.json()) as { result: unknown };
  return { status: response.status, result: json.result };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const browser = browserForFile();

describe('winning a draw', () => {
  it('has no clock to move on a server that is not under test', async () => {
    // The shared journey server runs in production mode: the route does not exist at all, even for an
    // operator. A stranger is told nothing about which operator routes exist.
    const moveClock = (headers: Record<string, string>) =>
      fetch(`${inject('baseUrl')}/ops/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ advance_ms: DAY }),
      });
    expect((await moveClock({ authorization: `Bearer ${inject('opsToken')}` })).status).toBe(404);
    expect((await moveClock({})).status).toBe(401);
  });

  it('buys chosen numbers, the draw is drawn with them, and the win is shown and paid', async () => {
    const page = await newPage(browser(), { width: 360, height: 780 });
    const problems = watchForErrors(page);

    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill('demo@fairdraw.test');
    await page.getByLabel('Password').fill('Fairdraw-demo-1');
    await page.getByLabel('Password').press('Enter');
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${baseUrl}/`);

    // One game, every number chosen by hand.
    await page.goto(`${baseUrl}/powerball`);
    const grid = page.getByRole('group', { name: 'Pick 7 numbers from 1 to 35' });
    await expect.poll(() => grid.isVisible(), { timeout: 15_000 }).toBe(true);
    // A hand-picked ticket starts with a single game.
    expect(await page.getByRole('button', { name: 'Remove game 2' }).count()).toBe(0);
    for (const n of MAIN) await grid.getByRole('button', { name: `Number ${n}`, exact: true }).click();
    await page
      .getByRole('group', { name: 'Pick 1 Powerball from 1 to 20' })
      .getByRole('button', { name: `Powerball ${POWERBALL}`, exact: true })
      .click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await goToCartFromDrawer(page);

    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/cart');
    const pay = page.getByRole('button', { name: 'Pay $1.75 from your wallet' });
    await expect.poll(() => pay.isVisible(), { timeout: 15_000 }).toBe(true);
    await pay.click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/receipt\/.+/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Thank you' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    const balanceAfterPaying = await headerBalanceCents(page);
    expect(balanceAfterPaying).not.toBeNaN();

    // The draw the ticket plays, from its upcoming-ticket page.
    await page.goto(`${baseUrl}/my-account/upcoming-tickets`);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Powerball\b/ })
      .first()
      .click();
    const drawLabel = page.getByRole('main').getByText(/^Draw \d+$/);
    await expect.poll(() => drawLabel.count(), { timeout: 15_000 }).toBe(1);
    const drawNo = Number(/\d+/.exec((await drawLabel.textContent()) ?? '')?.[0]);
    expect(drawNo).toBeGreaterThan(0);

    // A week on: sales stop, the operator enters the ticket's own numbers, the draw is scored and paid.
    const moved = await ops('/clock', { advance_ms: ADVANCE_MS });
    expect(moved.status).toBe(200);
    expect((await ops('/lifecycle/run')).status).toBe(200);
    const entered = await ops(`/draws/powerball/${drawNo}/results`, {
      winning: { numbers: MAIN, powerball: [POWERBALL] },
      supplementary: [],
      dividends: DIVIDENDS,
      entered_by: 'Journey operator',
    });
    expect([200, 201]).toContain(entered.status);
    expect((await ops('/lifecycle/run')).status).toBe(200);

    // The customer comes back a week later too: the browser's clock agrees with the server's.
    await page.context().clock.install({ time: Date.now() + ADVANCE_MS });
    await page.goto(`${baseUrl}/my-account/past-tickets`);
    const ticketLink = page.getByRole('main').getByRole('link', { name: /^Powerball\b.*drawn/ });
    await expect.poll(() => ticketLink.count(), { timeout: 20_000 }).toBe(1);
    await expect
      .poll(() => headerBalanceCents(page), { timeout: 15_000 })
      .toBe(balanceAfterPaying + DIVISION_1_CENTS);
    await expectAccessible(page);
    await screenshot(page, 'past-tickets-mobile');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    // The header's bell says a card is unread; the prize card leads to the ticket.
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect.poll(() => bell.count(), { timeout: 15_000 }).toBe(1);
    await bell.click();
    const prizeCard = page
      .getByRole('dialog')
      // Chromium names it "See your ticket : You won …": the hidden part is a separate inline box.
      .getByRole('link', {
        name: new RegExp(`^See your ticket ?: You won \\$150,000\\.00 in Powerball draw ${drawNo}$`),
      });
    await expect.poll(() => prizeCard.count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'notifications-prize-mobile');
    await prizeCard.click();
    await expect
      .poll(() => page.getByText('Total won', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.locator('dt:text-is("Total won") + dd').textContent()).toBe('$150,000.00');
    const game = page.getByRole('list', { name: 'Game 1 numbers' });
    for (const n of MAIN) expect(await game.getByRole('listitem', { name: `${n}, matched` }).count()).toBe(1);
    expect(
      await page
        .getByRole('list', { name: 'Game 1 Powerball' })
        .getByRole('listitem', { name: `${POWERBALL}, matched` })
        .count(),
    ).toBe(1);
    expect(await page.getByText('Division 1 · $150,000.00').count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'past-ticket-won-mobile');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    // The ticket checker scores a System 8 holding the same numbers and one more (decision 0047): of
    // its 8 games, 1 has all seven and the Powerball (Division 1), 7 have six and it (Division 3).
    await page.goto(`${baseUrl}/ticket-checker`);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Lottery' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('combobox', { name: 'Lottery' }).selectOption('powerball');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Draw' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Add a numbers box to game 1' }).click();
    const systemNumbers = [...MAIN, 1];
    for (const [index, n] of systemNumbers.entries())
      await page.getByRole('textbox', { name: `Game 1, Numbers ${index + 1} of 8` }).fill(String(n));
    await page.getByRole('textbox', { name: 'Game 1, Powerball 1 of 1' }).fill(String(POWERBALL));
    await page.getByRole('button', { name: 'Check my numbers' }).click();
    await expect
      .poll(() => page.getByText(/an entry of 8 games/).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByText(/^Division 1 × 1 \(7 winning numbers \+ the Powerball\)/).count()).toBe(1);
    expect(await page.getByText(/^Division 3 × 7 \(6 winning numbers \+ the Powerball\)/).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'ticket-checker-system-mobile');

    expect(problems).toEqual([]);
    await closePage(page);
  });
});
