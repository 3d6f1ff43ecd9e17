// A visitor plays Powerball at phone width, sees the ticket in their cart, logs in at checkout, pays
// from the wallet and finds the ticket under upcoming tickets; then the demo customer buys raffle
// tickets for a cause. Both spend from the demo wallet, so they live in one file and run in turn.
// Real server, real Chromium.
import { describe, expect, inject, it } from 'vitest';
import { closePage, expectAccessible, browserForFile, newPage, screenshot, watchForErrors } from './browser';
import { addSurfClubRaffleTickets, headerBalanceCents } from './journey';

const baseUrl = inject('baseUrl');

/** Cents as the shop shows them: "$468.50". */
function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
const browser = browserForFile();

describe('play and cart', () => {
  it('quick picks a ticket, adds it to the cart, logs in at checkout and pays from the wallet', async () => {
    const page = await newPage(browser(), { width: 360, height: 780 });
    const problems = watchForErrors(page);

    await page.goto(`${baseUrl}/powerball?utm_source=journey&aff=journey_partner`);
    const grid = page.getByRole('group', { name: 'Pick 7 numbers from 1 to 35' });
    await expect.poll(() => grid.isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'play-mobile');
    // No sideways scrolling at 360 px.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await grid.getByRole('button', { name: 'Number 7' }).click();
    expect(await grid.getByRole('button', { name: 'Number 7' }).getAttribute('aria-pressed')).toBe('true');
    // A hand-picked ticket starts with one game and grows on demand: two more, then quick pick the rest.
    await page.getByRole('button', { name: 'Add a game' }).click();
    await page.getByRole('button', { name: 'Add a game' }).click();
    await page.getByRole('button', { name: 'Quick pick all' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // The pre-cart drawer says the ticket was added and leads on to the cart (decision 0049).
    const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'pre-cart-drawer-mobile');
    await drawer.getByRole('button', { name: 'Go to cart' }).click();

    await expect.poll(() => page.url()).toBe(`${baseUrl}/cart?utm_source=journey`);
    const item = page.getByRole('article', { name: /^Powerball: 3 games, 1 draw/ });
    await expect.poll(() => item.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Cart, 1 item' }).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'cart-anonymous-mobile');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: 'Log in to buy' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/checkout/login?redirect=%2Fcart`);
    await page.getByLabel('Email').fill('demo@fairdraw.test');
    await page.getByLabel('Password').fill('Fairdraw-demo-1');
    await page.getByLabel('Password').press('Enter');

    // Back at the cart, signed in: the anonymous ticket moved into the customer's cart.
    const pay = page.getByRole('button', { name: 'Pay $5.25 from your wallet' });
    await expect.poll(() => pay.isVisible()).toBe(true);
    expect(await item.isVisible()).toBe(true);
    const balanceBefore = await headerBalanceCents(page);
    expect(await page.getByText(formatCents(balanceBefore)).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'cart-signed-in-mobile');

    await pay.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/receipt\/.+/);
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 0 items' }).count()).toBe(1);
    // The header balance drops by what was paid.
    await expect.poll(() => headerBalanceCents(page)).toBe(balanceBefore - 525);
    const receipt = page.getByRole('main');
    await expect
      .poll(() => receipt.getByRole('heading', { level: 1, name: 'Thank you' }).isVisible())
      .toBe(true);
    expect(await receipt.getByText('$5.25').count()).toBeGreaterThan(0);
    expect(await receipt.getByText(formatCents(balanceBefore - 525)).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'receipt-mobile');

    // The ticket is under upcoming tickets, with its 3 games of numbers and its draw.
    await receipt.getByRole('link', { name: 'View my tickets' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my-account/upcoming-tickets');
    const ticketLink = page
      .getByRole('main')
      .getByRole('link', { name: /^Powerball\b/ })
      .first();
    await expect.poll(() => ticketLink.isVisible()).toBe(true);
    await expectAccessible(page);
    await ticketLink.click();
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Your numbers' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: 'Powerball' }).isVisible()).toBe(true);
    expect(await page.getByText(/^Game 3:/).count()).toBe(1);
    // The draw it plays: the first Powerball draw still on sale when it was bought.
    expect(await page.getByText(/^Draw \d+$/).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'ticket-mobile');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('buys raffle tickets for a cause and shows their numbers', async () => {
    const page = await newPage(browser());
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill('demo@fairdraw.test');
    await page.getByLabel('Password').fill('Fairdraw-demo-1');
    await page.getByLabel('Password').press('Enter');
    await expect.poll(() => page.url()).toBe(`${baseUrl}/`);

    await addSurfClubRaffleTickets(page, baseUrl, async () => {
      // The quantity steps with the arrow keys (decision 0078: keyboard events on the browser build).
      const quantity = page.getByRole('textbox', { name: 'Quantity' });
      await quantity.focus();
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => quantity.inputValue()).toBe('2');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => quantity.inputValue()).toBe('1');
      await expectAccessible(page);
      await screenshot(page, 'raffle-play-desktop');
    });
    const pay = page.getByRole('button', { name: 'Pay $20.00 from your wallet' });
    await expect.poll(() => pay.isVisible()).toBe(true);
    const balanceBefore = await headerBalanceCents(page);
    await pay.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/receipt\/.+/);
    await expect.poll(() => headerBalanceCents(page)).toBe(balanceBefore - 2000);

    await page.getByRole('link', { name: 'View my tickets' }).click();
    const ticketLink = page
      .getByRole('main')
      .getByRole('link', { name: /^Surf Club 4WD & Camper Raffle/ })
      .first();
    await expect.poll(() => ticketLink.isVisible()).toBe(true);
    await ticketLink.click();
    const numbers = page.getByRole('region', { name: 'Your raffle ticket numbers' }).getByRole('listitem');
    await expect.poll(() => numbers.count()).toBe(5);
    for (const text of await numbers.allTextContents()) expect(text).toMatch(/^\d{6}$/);
    expect(await page.getByText('Tallowood Point Surf Life Saving Club').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'raffle-ticket-desktop');

    expect(problems).toEqual([]);
    await closePage(page);
  });
});
