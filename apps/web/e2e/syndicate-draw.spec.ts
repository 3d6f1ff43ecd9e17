// A syndicate share through its draw (decision 0053): the demo customer buys 2 of the Saturday Lotto
// Syndicate's 25 shares; when sales close the syndicate's 10 System 8 entries are quick-picked and
// sealed; the operator draws the first entry's numbers; the share's ticket shows each entry scored and
// the share's part of the prizes, worked out by hand.
// Time moves, so the journey has a server of its own (clock-server.ts).
import { describe, expect, it } from 'vitest';
import { browserForFile, closePage, expectAccessible, newPage, screenshot, watchForErrors } from './browser';
import { clockServerForFile, comeBackLater } from './clock-server';
import { signInAsDemo, visible } from './journey';

// A week and a day: past the next Saturday Lotto draw.
const ADVANCE_MS = 8 * 24 * 3_600_000;
const DIVIDENDS = { 1: '1000000.00', 2: '10000.00', 3: '2500.01', 4: '50.00', 5: '20.00', 6: '10.00' };

const server = clockServerForFile();
const browser = browserForFile();

describe('a syndicate share, drawn', () => {
  it('buys shares, shows the entries picked at the close, and the share’s part of what they win', async () => {
    const { baseUrl, ops } = server();
    const page = await newPage(browser());
    const problems = watchForErrors(page);
    await signInAsDemo(page, baseUrl);

    await page.goto(`${baseUrl}/saturday-lotto-syndicate`);
    const facts = page.getByRole('region', { name: 'This syndicate' });
    await visible(() => facts.isVisible());
    await page.getByRole('button', { name: /Increase/ }).click();
    await visible(() => page.getByText('2 shares × $10.00').isVisible());
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await visible(() => page.getByRole('dialog', { name: 'Added to your cart' }).isVisible());
    await page.goto(`${baseUrl}/cart`);
    const pay = page.getByRole('button', { name: 'Pay $20.00 from your wallet' });
    await visible(() => pay.isVisible());
    await pay.click();
    await visible(() => page.getByRole('heading', { level: 1, name: 'Thank you' }).isVisible());

    // The share's ticket: its part, and no numbers until sales close.
    await page.goto(`${baseUrl}/my-account/upcoming-tickets`);
    const row = page.locator('li.order-row').filter({ hasText: 'Saturday Lotto Syndicate' });
    await visible(async () => (await row.count()) === 1);
    const orderId = (await row.getByRole('link').getAttribute('href'))!.split('/').pop()!;
    await page.goto(`${baseUrl}/my-account/upcoming-tickets/ticket/${orderId}`);
    const entries = page.getByRole('region', { name: 'The syndicate’s entries' });
    await visible(() => entries.getByText(/quick-picked when sales close/).isVisible());
    const part = page.locator('dt', { hasText: 'Your part' }).locator('xpath=following-sibling::dd');
    expect(await part.textContent()).toBe('2 of 25 shares, 8% of every prize');
    const drawLabel = page
      .getByRole('main')
      .getByText(/^Draw \d+$/)
      .first();
    const drawNo = Number(/\d+/.exec((await drawLabel.textContent()) ?? '')?.[0]);

    // A week and a day on, sales have closed: the entries are picked and published with the seal.
    await server().moveClock(ADVANCE_MS);
    expect((await ops('/lifecycle/run')).status).toBe(200);
    const sealed = await fetch(`${baseUrl}/public/draws/saturday_lotto/${drawNo}/entries.txt`);
    expect(sealed.status).toBe(200);
    const syndicateLines = (await sealed.text())
      .split('\n')
      .filter((line) => line.startsWith('syndicate:saturday_lotto_syndicate:'));
    expect(syndicateLines).toHaveLength(10);
    const firstEntry = syndicateLines
      .find((line) => line.startsWith('syndicate:saturday_lotto_syndicate:0:'))!
      .split('numbers=')[1]!
      .split(',')
      .map(Number);
    expect(firstEntry).toHaveLength(8);

    // The operator draws six of the first entry's eight numbers, and two supplementaries outside it.
    const winning = firstEntry.slice(0, 6);
    const supplementary = Array.from({ length: 45 }, (_, i) => i + 1)
      .filter((n) => !firstEntry.includes(n))
      .slice(0, 2);
    const entered = await ops(`/draws/saturday_lotto/${drawNo}/results`, {
      winning: { numbers: winning },
      supplementary,
      dividends: DIVIDENDS,
      entered_by: 'Journey operator',
    });
    expect([200, 201]).toContain(entered.status);
    expect((await ops('/lifecycle/run')).status).toBe(200);

    // Worked by hand. The first entry's 28 games of six: 1 has all six (Division 1); 12 have five of
    // them and one of its other two (Division 3); 15 have four (Division 4). Two of 25 shares are 2/25
    // of each prize, rounded down to the cent per share:
    //   Division 1: $1,000,000.00 / 25 = $40,000.00, × 2 = $80,000.00
    //   Division 3: 12 × $2,500.01 = $30,000.12 / 25 = $1,200.0048 → $1,200.00, × 2 = $2,400.00
    //   Division 4: 15 × $50.00 = $750.00 / 25 = $30.00, × 2 = $60.00
    await comeBackLater(page, server());
    await page.goto(`${baseUrl}/my-account/past-tickets/ticket/${orderId}`);
    // Polled as text, so a failure says what the first entry's line showed instead.
    await expect
      .poll(() => page.locator('.scored-game .game-result').first().innerText(), { timeout: 20_000 })
      .toBe('Division 1 × 1, Division 3 × 12, Division 4 × 15 · $82,460.00');
    expect(await page.getByRole('list', { name: 'Entry 1 numbers' }).getByRole('listitem').count()).toBe(8);
    expect(await page.locator('.scored-game').count()).toBe(10);
    await visible(() => page.getByText(/^Your 2 shares won in this draw: \$[\d,]+\.\d\d$/).isVisible());
    await expectAccessible(page);
    await screenshot(page, 'past-ticket-syndicate-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'past-ticket-syndicate-phone');

    expect(problems).toEqual([]);
    await closePage(page);
  });
});
