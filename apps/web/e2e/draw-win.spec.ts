// The demo customer wins Division 1: buys a Powerball ticket with chosen numbers, the draw closes at
// its stop time, the operator enters those very numbers, the draw is scored and paid, and the win
// shows under past tickets, in the notifications feed, on the ticket page, in the header balance and
// among the country's winners on the draw's result page.
// Moving time needs a server on the test clock of the journey's own (clock-server.ts).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, closePage, expectAccessible, newPage, screenshot, watchForErrors } from './browser';
import { clockServerForFile, comeBackLater, POWERBALL_DIVIDENDS } from './clock-server';
import { goToCartFromDrawer, headerBalanceCents, signInAsDemo } from './journey';

const DAY = 24 * 3_600_000;
// Past the first open Powerball draw whenever the journey runs: draws are a week apart.
const ADVANCE_MS = 8 * DAY;
const MAIN = [3, 11, 19, 24, 28, 30, 35];
const POWERBALL = 9;
const DIVISION_1_CENTS = 150_000_00;
/** The operator's count of winners across the country: the demo customer and one other in Division 1. */
const NATIONAL_WINNERS = {
  1: 2,
  2: 6,
  3: 37,
  4: 812,
  5: 1_706,
  6: 25_119,
  7: 33_480,
  8: 158_230,
  9: 461_022,
};

const server = clockServerForFile();

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
    const { baseUrl, ops } = server();
    const page = await newPage(browser(), { width: 360, height: 780 });
    const problems = watchForErrors(page);

    await signInAsDemo(page, baseUrl);

    // One game, every number chosen by hand.
    await page.goto(`${baseUrl}/powerball`);
    const grid = page.getByRole('group', { name: 'Pick 7 numbers from 1 to 35' });
    await expect.poll(() => grid.isVisible()).toBe(true);
    // A hand-picked ticket starts with a single game.
    expect(await page.getByRole('button', { name: 'Remove game 2' }).count()).toBe(0);
    for (const n of MAIN) await grid.getByRole('button', { name: `Number ${n}`, exact: true }).click();
    await page
      .getByRole('group', { name: 'Pick 1 Powerball from 1 to 20' })
      .getByRole('button', { name: `Powerball ${POWERBALL}`, exact: true })
      .click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await goToCartFromDrawer(page);

    await expect.poll(() => new URL(page.url()).pathname).toBe('/cart');
    const pay = page.getByRole('button', { name: 'Pay $1.75 from your wallet' });
    await expect.poll(() => pay.isVisible()).toBe(true);
    await pay.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/receipt\/.+/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Thank you' }).isVisible())
      .toBe(true);
    const balanceAfterPaying = await headerBalanceCents(page);
    expect(balanceAfterPaying).not.toBeNaN();

    // The draw the ticket plays, from its upcoming-ticket page.
    await page.goto(`${baseUrl}/my-account/upcoming-tickets`);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Powerball, draw / })
      .first()
      .click();
    const drawLabel = page.getByRole('main').getByText(/^Draw \d+$/);
    await expect.poll(() => drawLabel.count()).toBe(1);
    const drawNo = Number(/\d+/.exec((await drawLabel.textContent()) ?? '')?.[0]);
    expect(drawNo).toBeGreaterThan(0);

    // A week on: sales stop, the operator enters the ticket's own numbers, the draw is scored and paid.
    await server().moveClock(ADVANCE_MS);
    expect((await ops('/lifecycle/run')).status).toBe(200);
    const entered = await ops(`/draws/powerball/${drawNo}/results`, {
      winning: { numbers: MAIN, powerball: [POWERBALL] },
      supplementary: [],
      dividends: POWERBALL_DIVIDENDS,
      national_winners: NATIONAL_WINNERS,
      entered_by: 'Journey operator',
    });
    expect([200, 201]).toContain(entered.status);
    expect((await ops('/lifecycle/run')).status).toBe(200);

    // The customer comes back a week later too: the browser's clock agrees with the server's.
    await comeBackLater(page, server());
    await page.goto(`${baseUrl}/my-account/past-tickets`);
    const ticketLink = page.getByRole('main').getByRole('link', { name: /^Powerball, drawn / });
    await expect.poll(() => ticketLink.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => headerBalanceCents(page)).toBe(balanceAfterPaying + DIVISION_1_CENTS);
    await expectAccessible(page);
    await screenshot(page, 'past-tickets-mobile');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    // The header's bell says a card is unread; the prize card leads to the ticket.
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect.poll(() => bell.count()).toBe(1);
    await bell.click();
    const prizeCard = page
      .getByRole('dialog')
      // Chromium names it "See your ticket : You won …": the hidden part is a separate inline box.
      .getByRole('link', {
        name: new RegExp(`^See your ticket: You won \\$150,000\\.00 in Powerball draw ${drawNo}$`),
      });
    await expect.poll(() => prizeCard.count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'notifications-prize-mobile');
    await prizeCard.click();
    await expect.poll(() => page.getByText('Total won', { exact: true }).isVisible()).toBe(true);
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

    // The draw's result page counts the country's winners per division, the customer among them.
    await page.goto(`${baseUrl}/powerball/results/draw/${drawNo}`);
    const prizes = page.getByRole('table', { name: 'Prize divisions' });
    await expect.poll(() => prizes.isVisible()).toBe(true);
    const rows = await prizes.locator('tbody tr').allTextContents();
    expect(rows[0]).toBe('Division 17 winning numbers + the Powerball2of which 1 at Fairdraw$150,000.00');
    expect(rows[8]).toMatch(
      /^Division 92 winning numbers \+ the Powerball461,022(of which \d+ at Fairdraw)?\$10\.00$/,
    );
    await expectAccessible(page);
    await screenshot(page, 'draw-result-won-mobile');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    // The ticket checker scores a System 8 holding the same numbers and one more (decision 0047): of
    // its 8 games, 1 has all seven and the Powerball (Division 1), 7 have six and it (Division 3).
    await page.goto(`${baseUrl}/ticket-checker`);
    await expect.poll(() => page.getByRole('combobox', { name: 'Lottery' }).isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Lottery' }).selectOption('powerball');
    await expect.poll(() => page.getByRole('combobox', { name: 'Draw' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add a numbers box to game 1' }).click();
    const systemNumbers = [...MAIN, 1];
    for (const [index, n] of systemNumbers.entries())
      await page.getByRole('textbox', { name: `Game 1, Numbers ${index + 1} of 8` }).fill(String(n));
    await page.getByRole('textbox', { name: 'Game 1, Powerball 1 of 1' }).fill(String(POWERBALL));
    await page.getByRole('button', { name: 'Check my numbers' }).click();
    await expect.poll(() => page.getByText(/an entry of 8 games/).isVisible()).toBe(true);
    expect(await page.getByText(/^Division 1 × 1 \(7 winning numbers \+ the Powerball\)/).count()).toBe(1);
    expect(await page.getByText(/^Division 3 × 7 \(6 winning numbers \+ the Powerball\)/).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'ticket-checker-system-mobile');

    expect(problems).toEqual([]);
    await closePage(page);
  });
});
