// Paying with a wallet, as a new customer with an empty Fairdraw wallet does it: raffle tickets in the cart
// paid by topping up with PayPal on a phone, then a PayPal deposit cancelled on PayPal's page. The sandbox
// gateway's wallet page stands in for PayPal's. Real server, real Chromium.
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, closePage, expectAccessible, newPage, screenshot, watchForErrors } from './browser';
import {
  addSurfClubRaffleTickets,
  headerBalanceCents,
  sidewaysScroll,
  signUpInBrowser,
  visible,
} from './journey';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

describe('wallet payments', () => {
  it('tops up with PayPal from the cart and buys the raffle tickets in one go, on a phone', async () => {
    const page = await newPage(browser(), { width: 375, height: 812 });
    const problems = watchForErrors(page);
    await signUpInBrowser(page, baseUrl, { firstname: 'Noah', lastname: 'Park', password: 'pay pal pay 42' });
    expect(await headerBalanceCents(page)).toBe(0);

    await addSurfClubRaffleTickets(page, baseUrl);

    // The wallet is empty: the cart offers to top it up and pay.
    const topUp = page.getByRole('form', { name: 'Top up and pay' });
    await visible(() => topUp.isVisible());
    expect(await page.getByText('Your wallet is $20.00 short of this total.').isVisible()).toBe(true);
    await topUp.getByRole('radio', { name: 'PayPal' }).check();
    expect(await topUp.getByLabel('Amount ($)').inputValue()).toBe('20.00');
    // Apple Pay only where the device supports it: never in this Chromium.
    expect(await topUp.getByRole('radio', { name: 'Apple Pay' }).count()).toBe(0);
    await expectAccessible(page);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'wallet-cart-top-up-phone');
    await topUp.getByRole('button', { name: 'Deposit $20.00 with PayPal and pay $20.00' }).click();

    // PayPal's page (the sandbox's), then back to Fairdraw's provider return page.
    await page.waitForURL(/\/payment-gateway\/sandbox\/wallet\//, { timeout: 15_000 });
    await visible(() => page.getByRole('heading', { name: 'PayPal' }).isVisible());
    await page.getByRole('button', { name: 'Pay $20.00' }).click();
    // Back from PayPal the customer lands on the receipt, as paying from the cart always ends.
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/receipt\/.+/);
    await visible(() =>
      page
        .getByText(/Surf Club 4WD & Camper Raffle/)
        .first()
        .isVisible(),
    );
    // All of the deposit paid for the tickets.
    await expect.poll(() => headerBalanceCents(page)).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'wallet-receipt-phone');

    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('a PayPal deposit cancelled on PayPal’s page charges nothing and says so', async () => {
    const page = await newPage(browser());
    const problems = watchForErrors(page);
    await signUpInBrowser(page, baseUrl, { firstname: 'Ivy', lastname: 'Chen', password: 'pay pal stop 42' });

    await page.goto(`${baseUrl}/deposit`);
    const form = page.getByRole('form', { name: 'Deposit' });
    await visible(() => form.isVisible());
    // No saved card: the wallets are still there.
    await form.getByRole('radio', { name: 'PayPal' }).check();
    expect(await form.getByLabel('Security code').count()).toBe(0);
    await form.getByLabel('Amount ($)').fill('25');
    await form.getByRole('button', { name: 'Continue to PayPal' }).click();

    await page.waitForURL(/\/payment-gateway\/sandbox\/wallet\//, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Cancel and return to Fairdraw' }).click();
    await page.waitForURL(/\/checkout\/deposit\/[^/]+\/cancel$/, { timeout: 15_000 });
    await visible(() => page.getByRole('heading', { name: 'Deposit cancelled' }).isVisible());
    expect(await page.getByText('You cancelled the payment, so nothing was charged.').isVisible()).toBe(true);
    expect(await page.getByText('Nothing was charged.', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => headerBalanceCents(page)).toBe(0);
    // A deposit made to pay for the cart leads back to it, to pay another way.
    expect(await page.getByRole('link', { name: 'Back to your cart' }).getAttribute('href')).toBe('/cart');
    await screenshot(page, 'wallet-deposit-cancelled');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'wallet-deposit-cancelled-phone');

    expect(problems).toEqual([]);
    await closePage(page);
  });
});
