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
import { goToCartFromDrawer, headerBalanceCents, visible } from './journey';
import { freePort, freshPostgresDatabase, waitUntilReady } from './global-setup';

const root = path.resolve(import.meta.dirname, '../../..');
const DAY = 24 * 3_600_000;
// Past the first open Powerball draw whenever the journey runs: draws are a week apart.
const ADVANCE_MS = 8 * DAY;
const MAIN = [3, 11, 19, 24, 28, 30, 35];
const POWERBALL = 9;
// The second journey's numbers: a PowerPik with three Powerballs and a multi-week entry share them.
const MAIN_2 = [2, 7, 13, 18, 21, 26, 33];
const POWERBALL_2 = 14;
const POWERPIK_BALLS = [5, POWERBALL_2, 17];
// Lotto Strike boxed: picked in one order, drawn in another.
const STRIKE = [4, 15, 29, 38];
const STRIKE_DRAWN = [29, 4, 38, 15];
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

/** How far the server's clock has been moved: every page's clock must agree, or signatures fail. */
let serverClockShiftMs = 0;

async function moveServerClock(advanceMs: number): Promise<void> {
  const moved = await ops('/clock', { advance_ms: advanceMs });
  expect(moved.status).toBe(200);
  serverClockShiftMs += advanceMs;
}

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

async function signInAsDemo(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill('demo@fairdraw.test');
  await page.getByLabel('Password').fill('Fairdraw-demo-1');
  await page.getByLabel('Password').press('Enter');
  await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${baseUrl}/`);
}

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

    await signInAsDemo(page);

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
    await moveServerClock(ADVANCE_MS);
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
    await page.context().clock.install({ time: Date.now() + serverClockShiftMs });
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

  it('scores a PowerPik, a multi-week entry, a Super Combo and a boxed Lotto Strike entry when drawn', async () => {
    const page = await newPage(browser());
    const problems = watchForErrors(page);
    // The server's clock has moved: the browser's agrees from the start.
    await page.context().clock.install({ time: Date.now() + serverClockShiftMs });
    await signInAsDemo(page);
    const addAndStay = async () => {
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await visible(() => page.getByRole('dialog', { name: 'Added to your cart' }).isVisible());
    };
    const pick = async (group: string, label: (n: number) => string, numbers: readonly number[]) => {
      const grid = page.getByRole('group', { name: group });
      await visible(() => grid.isVisible());
      for (const n of numbers) await grid.getByRole('button', { name: label(n), exact: true }).click();
    };
    const number = (n: number) => `Number ${n}`;

    // PowerPik with 3 Powerballs: the same 7 numbers with each Powerball, 3 games.
    await page.goto(`${baseUrl}/powerball/powerpik`);
    await page.getByRole('radio', { name: 'PowerPik 3 Powerballs: 3 games, $5.25 an entry' }).check();
    await pick('Pick 7 numbers from 1 to 35', number, MAIN_2);
    await pick('Pick 3 Powerballs from 1 to 20', (n) => `Powerball ${n}`, POWERPIK_BALLS);
    await addAndStay();

    // Two weeks of one chosen game: every Powerball draw of the next two weeks.
    await page.goto(`${baseUrl}/powerball/subscriptions`);
    await visible(() =>
      page.getByText(/Plays every draw for 2 weeks from the chosen draw: 2 draws/).isVisible(),
    );
    await pick('Pick 7 numbers from 1 to 35', number, MAIN_2);
    await pick('Pick 1 Powerball from 1 to 20', (n) => `Powerball ${n}`, [POWERBALL_2]);
    await addAndStay();

    // A Super Combo pack comes filled with quick picks and is bought whole.
    await page.goto(`${baseUrl}/powerball/super-combos`);
    await visible(() => page.getByText('4 entries × 8 games × $1.75 × 1 draw').isVisible());
    await addAndStay();

    // Lotto Strike boxed: four numbers in all 24 orders.
    await page.goto(`${baseUrl}/lotto-strike/boxed`);
    await pick('Pick 4 numbers from 1 to 45', number, STRIKE);
    await addAndStay();

    await page.goto(`${baseUrl}/cart`);
    const pay = page.getByRole('button', { name: 'Pay $91.15 from your wallet' });
    await visible(() => pay.isVisible());
    await pay.click();
    await visible(() => page.getByRole('heading', { level: 1, name: 'Thank you' }).isVisible());

    // Each ticket's page, and the draw each one plays first.
    await page.goto(`${baseUrl}/my-account/upcoming-tickets`);
    const ticketOf = async (description: RegExp) => {
      const link = page.locator('li.order-row').filter({ hasText: description }).getByRole('link');
      await visible(async () => (await link.count()) === 1);
      return (await link.getAttribute('href'))!.split('/').pop()!;
    };
    const tickets = {
      powerPik: await ticketOf(/PowerPik/),
      multiWeek: await ticketOf(/2 draws/),
      superCombo: await ticketOf(/System 8/),
      strike: await ticketOf(/Boxed/),
    };
    const firstDrawOf = async (orderId: string) => {
      await page.goto(`${baseUrl}/my-account/upcoming-tickets/ticket/${orderId}`);
      const label = page
        .getByRole('main')
        .getByText(/^Draw \d+$/)
        .first();
      await visible(() => label.isVisible());
      return Number(/\d+/.exec((await label.textContent()) ?? '')?.[0]);
    };
    const powerballDraw = await firstDrawOf(tickets.powerPik);
    expect(await firstDrawOf(tickets.superCombo)).toBe(powerballDraw);
    const strikeDraw = await firstDrawOf(tickets.strike);

    // A week and a day on, both draws are drawn with the chosen numbers.
    await moveServerClock(ADVANCE_MS);
    expect((await ops('/lifecycle/run')).status).toBe(200);
    const powerball = await ops(`/draws/powerball/${powerballDraw}/results`, {
      winning: { numbers: MAIN_2, powerball: [POWERBALL_2] },
      supplementary: [],
      dividends: DIVIDENDS,
      entered_by: 'Journey operator',
    });
    expect([200, 201]).toContain(powerball.status);
    const strike = await ops(`/draws/lotto_strike/${strikeDraw}/results`, {
      winning: { numbers: STRIKE_DRAWN },
      supplementary: [],
      dividends: { 1: '1000.00', 2: '100.00', 3: '10.00', 4: '2.00' },
      entered_by: 'Journey operator',
    });
    expect([200, 201]).toContain(strike.status);
    expect((await ops('/lifecycle/run')).status).toBe(200);

    await page.context().clock.setSystemTime(Date.now() + serverClockShiftMs);
    const outcomeOf = async (orderId: string, expected: string) => {
      await page.goto(`${baseUrl}/my-account/past-tickets/ticket/${orderId}`);
      await visible(() => page.getByText(expected, { exact: true }).first().isVisible(), 20_000);
    };
    // Worked by hand (decision 0047). The PowerPik: the drawn Powerball in one game (Division 1), the
    // seven numbers alone in the other two (Division 2).
    await outcomeOf(tickets.powerPik, 'Division 1 × 1, Division 2 × 2 · $168,000.00');
    await expectAccessible(page);
    await screenshot(page, 'past-ticket-powerpik-desktop');
    // The multi-week entry's first draw wins Division 1; its second draw is still to come.
    await outcomeOf(tickets.multiWeek, 'Division 1 · $150,000.00');
    // Boxed Strike: 1 order has all four in place (Strike 4), 6 have two (Strike 2), 8 have one.
    await outcomeOf(tickets.strike, 'Strike 4 × 1, Strike 2 × 6, Strike 1 × 8 · $1,076.00');
    // Lotto Strike is won in the order drawn, so its numbers are shown in that order.
    const drawn = page.getByRole('list', { name: 'Winning numbers' }).getByRole('listitem');
    expect(await drawn.allTextContents()).toEqual(STRIKE_DRAWN.map(String));
    await screenshot(page, 'past-ticket-strike-boxed-desktop');
    // The Super Combo's quick picks are scored too: each of its four entries shows a result.
    await page.goto(`${baseUrl}/my-account/past-tickets/ticket/${tickets.superCombo}`);
    const results = page.locator('.scored-game .game-result');
    await visible(async () => (await results.count()) === 4);

    expect(problems).toEqual([]);
    await closePage(page);
  });
});
