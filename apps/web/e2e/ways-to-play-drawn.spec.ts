// Every way to play Powerball and Lotto Strike, bought in one cart and scored when drawn (decision 0047):
// the demo customer builds a PowerPik, a multi-week entry, a System, a PowerHit, a PowerPik System, a
// Super Combo and a PowerHit Super Combo for one Powerball draw, and a boxed and a standard Strike entry;
// the operator enters the chosen numbers as the results; each ticket page then shows the divisions worked
// out by hand.
// Time moves, so the journey has a server of its own (clock-server.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, closePage, expectAccessible, newPage, screenshot, watchForErrors } from './browser';
import { clockServerForFile, comeBackLater, POWERBALL_DIVIDENDS } from './clock-server';
import { addToCartAndStay, pickNumbers, signInAsDemo, visible } from './journey';

// A week and a day: past the next Powerball draw and the next Lotto Strike draw.
const ADVANCE_MS = 8 * 24 * 3_600_000;
const MAIN = [2, 7, 13, 18, 21, 26, 33];
const POWERBALL = 14;
const OTHER_POWERBALL = 5;
// System entries hold the seven winning numbers and one more.
const SYSTEM_8 = [...MAIN, 1];
// Lotto Strike boxed: picked in one order, drawn in another.
const STRIKE = [4, 15, 29, 38];
const STRIKE_DRAWN = [29, 4, 38, 15];
// A standard Strike game is won in the positions drawn: the first two of these are in place.
const STRIKE_IN_ORDER = [29, 4, 15, 38];

const server = clockServerForFile();
const browser = browserForFile();
const powerballs = (n: number) => `Powerball ${n}`;

/** Builds and adds each way to play; the cart then holds all eight. */
async function buildEveryWayToPlay(page: Page, baseUrl: string): Promise<void> {
  // PowerPik with 3 Powerballs: the same 7 numbers with each Powerball, 3 games.
  await page.goto(`${baseUrl}/powerball/powerpik`);
  await page.getByRole('radio', { name: 'PowerPik 3 Powerballs: 3 games, $5.25 an entry' }).check();
  await pickNumbers(page, 'Pick 7 numbers from 1 to 35', MAIN);
  await pickNumbers(page, 'Pick 3 Powerballs from 1 to 20', [OTHER_POWERBALL, POWERBALL, 17], powerballs);
  await addToCartAndStay(page);

  // Two weeks of one chosen game: every Powerball draw of the next two weeks.
  await page.goto(`${baseUrl}/powerball/subscriptions`);
  await visible(() =>
    page.getByText(/Plays every draw for 2 weeks from the chosen draw: 2 draws/).isVisible(),
  );
  await pickNumbers(page, 'Pick 7 numbers from 1 to 35', MAIN);
  await pickNumbers(page, 'Pick 1 Powerball from 1 to 20', [POWERBALL], powerballs);
  await addToCartAndStay(page);

  // A System 8: the 8 numbers in every game of 7, 8 games.
  await page.goto(`${baseUrl}/powerball/systems`);
  await pickNumbers(page, 'Pick 8 numbers from 1 to 35', SYSTEM_8);
  await pickNumbers(page, 'Pick 1 Powerball from 1 to 20', [POWERBALL], powerballs);
  await addToCartAndStay(page);

  // A PowerHit: 7 numbers with all 20 Powerballs, 20 games.
  await page.goto(`${baseUrl}/powerball/powerhit`);
  await pickNumbers(page, 'Pick 7 numbers from 1 to 35', MAIN);
  await addToCartAndStay(page);

  // A PowerPik System 8 with 2 Powerballs: 8 games of 7 with each Powerball, 16 games.
  await page.goto(`${baseUrl}/powerball/powerpik-systems`);
  await page
    .getByRole('combobox', { name: /choose the size/ })
    .selectOption({ label: 'System 8, 2 Powerballs: 16 games, $28.00 an entry' });
  await pickNumbers(page, 'Pick 8 numbers from 1 to 35', SYSTEM_8);
  await pickNumbers(page, 'Pick 2 Powerballs from 1 to 20', [OTHER_POWERBALL, POWERBALL], powerballs);
  await addToCartAndStay(page);

  // Packs come filled with quick picks and are bought whole.
  await page.goto(`${baseUrl}/powerball/super-combos`);
  await visible(() => page.getByText('4 entries × 8 games × $1.75 × 1 draw').isVisible());
  await addToCartAndStay(page);
  await page.goto(`${baseUrl}/powerball/powerhit-super-combos`);
  await visible(() => page.getByText('2 entries × 20 games × $1.75 × 1 draw').isVisible());
  await addToCartAndStay(page);

  // Lotto Strike boxed: four numbers in all 24 orders; and one game in the order picked.
  await page.goto(`${baseUrl}/lotto-strike/boxed`);
  await pickNumbers(page, 'Pick 4 numbers from 1 to 45', STRIKE);
  await addToCartAndStay(page);
  await page.goto(`${baseUrl}/lotto-strike`);
  await pickNumbers(page, 'Pick 4 numbers from 1 to 45', STRIKE_IN_ORDER);
  await addToCartAndStay(page);
}

/** The longest journey: nine entries built one by one, a draw, and nine ticket pages read. */
const JOURNEY_TIMEOUT_MS = 120_000;

describe('every way to play, drawn', () => {
  it(
    'buys each way to play in one cart and shows the divisions each wins when drawn',
    async () => {
      const { baseUrl, ops } = server();
      const page = await newPage(browser());
      const problems = watchForErrors(page);
      await signInAsDemo(page, baseUrl);
      await buildEveryWayToPlay(page, baseUrl);

      // $5.25 + $3.50 + $14.00 + $35.00 + $28.00 + $56.00 + $70.00 + $26.40 + $1.10.
      await page.goto(`${baseUrl}/cart`);
      const pay = page.getByRole('button', { name: 'Pay $239.25 from your wallet' });
      await visible(() => pay.isVisible());
      await pay.click();
      await visible(() => page.getByRole('heading', { level: 1, name: 'Thank you' }).isVisible());

      // Each ticket by what it holds, and the draws they play first.
      await page.goto(`${baseUrl}/my-account/upcoming-tickets`);
      const ticketOf = async (holds: RegExp) => {
        const link = page.locator('li.order-row').filter({ hasText: holds }).getByRole('link');
        await visible(async () => (await link.count()) === 1);
        return (await link.getAttribute('href'))!.split('/').pop()!;
      };
      const tickets = {
        powerPik: await ticketOf(/1 PowerPik 3 Powerballs entry/),
        multiWeek: await ticketOf(/2 draws/),
        system: await ticketOf(/1 System 8 entry/),
        powerHit: await ticketOf(/1 PowerHit entry/),
        powerPikSystem: await ticketOf(/1 System 8, 2 Powerballs entry/),
        superCombo: await ticketOf(/4 × System 8/),
        powerHitCombo: await ticketOf(/2 × PowerHit/),
        strike: await ticketOf(/Boxed/),
        strikeInOrder: await ticketOf(/^Lotto Strike[^]*1 game,/),
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
      expect(await firstDrawOf(tickets.powerHitCombo)).toBe(powerballDraw);
      const strikeDraw = await firstDrawOf(tickets.strike);

      // A week and a day on, both draws are drawn with the chosen numbers.
      await server().moveClock(ADVANCE_MS);
      expect((await ops('/lifecycle/run')).status).toBe(200);
      for (const [url, result] of [
        [
          `/draws/powerball/${powerballDraw}/results`,
          { winning: { numbers: MAIN, powerball: [POWERBALL] }, dividends: POWERBALL_DIVIDENDS },
        ],
        [
          `/draws/lotto_strike/${strikeDraw}/results`,
          {
            winning: { numbers: STRIKE_DRAWN },
            dividends: { 1: '1000.00', 2: '100.00', 3: '10.00', 4: '2.00' },
          },
        ],
      ] as const) {
        const entered = await ops(url, { ...result, supplementary: [], entered_by: 'Journey operator' });
        expect([200, 201]).toContain(entered.status);
      }
      expect((await ops('/lifecycle/run')).status).toBe(200);

      // The customer comes back a week later too.
      await comeBackLater(page, server());
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
      // The System 8: its one game of the seven wins Division 1; the 7 games with six of them, Division 3.
      await outcomeOf(tickets.system, 'Division 1 × 1, Division 3 × 7 · $171,000.00');
      // The PowerHit: the drawn Powerball's game wins Division 1, the other 19 Division 2.
      await outcomeOf(tickets.powerHit, 'Division 1 × 1, Division 2 × 19 · $321,000.00');
      // The PowerPik System: the System 8's wins with the drawn Powerball, and without it (Divisions 2, 4).
      await outcomeOf(
        tickets.powerPikSystem,
        'Division 1 × 1, Division 2 × 1, Division 3 × 7, Division 4 × 7 · $182,800.00',
      );
      // Boxed Strike: 1 order has all four in place (Strike 4), 6 have two (Strike 2), 8 have one.
      await outcomeOf(tickets.strike, 'Strike 4 × 1, Strike 2 × 6, Strike 1 × 8 · $1,076.00');
      // Lotto Strike is won in the order drawn, so its numbers are shown in that order.
      const drawn = page.getByRole('list', { name: 'Winning numbers' }).getByRole('listitem');
      expect(await drawn.allTextContents()).toEqual(STRIKE_DRAWN.map(String));
      await screenshot(page, 'past-ticket-strike-boxed-desktop');
      // The standard Strike game: 29 and 4 in the positions drawn, Strike 2; its numbers in the order picked.
      await outcomeOf(tickets.strikeInOrder, 'Strike 2 · $10.00');
      const picked = page.getByRole('list', { name: 'Game 1 numbers' }).getByRole('listitem');
      // (A matched ball also holds its tick.)
      const pickedNumbers = (await picked.allTextContents()).map((text) => text.replace(/\D/g, ''));
      expect(pickedNumbers).toEqual(STRIKE_IN_ORDER.map(String));
      // The packs' quick picks are scored too: every entry of each shows a result.
      for (const [pack, entries] of [
        [tickets.superCombo, 4],
        [tickets.powerHitCombo, 2],
      ] as const) {
        await page.goto(`${baseUrl}/my-account/past-tickets/ticket/${pack}`);
        const results = page.locator('.scored-game .game-result');
        await visible(async () => (await results.count()) === entries);
      }

      expect(problems).toEqual([]);
      await closePage(page);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
