// What several journeys do the same way: wait for what a person would see, sign up as a new customer,
// read the header's balance, and act as an operator on the journey server.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function visible(check: () => Promise<boolean>, timeout = 15_000): Promise<void> {
  await expect.poll(check, { timeout }).toBe(true);
}

/** The wallet balance the header shows, in cents ("My account, Dana, balance $500.00"). */
export async function headerBalanceCents(page: Page): Promise<number> {
  const link = page.getByRole('link', { name: /^My account, .*, balance/ });
  const amount = /\$([\d,]+)\.(\d{2})$/.exec((await link.getAttribute('aria-label')) ?? '');
  return amount ? Number(amount[1]!.replace(/,/g, '')) * 100 + Number(amount[2]) : Number.NaN;
}

/** Signs a new customer up through /register, as a person would; returns their e-mail address. */
export async function signUpInBrowser(
  page: Page,
  baseUrl: string,
  person: { firstname: string; lastname: string; password: string },
): Promise<string> {
  const email = `${person.firstname.toLowerCase()}.${Date.now()}@example.com.au`;
  await page.goto(`${baseUrl}/register`);
  await visible(() => page.getByLabel('First name').isVisible());
  await page.getByLabel('First name').fill(person.firstname);
  await page.getByLabel('Last name').fill(person.lastname);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Date of birth').fill('1988-04-12');
  await page.getByLabel('Phone').fill('0412 345 678');
  await page.getByLabel('Address').fill('1 George Street');
  await page.getByLabel('Suburb').fill('Sydney');
  await page.getByLabel('State').selectOption('NSW');
  await page.getByLabel('Postcode').fill('2000');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  // The account link names the customer at every width (narrow phones hide the visible name).
  await visible(() =>
    page.getByRole('link', { name: new RegExp(`^My account, ${person.firstname}\\b`) }).isVisible(),
  );
  return email;
}

/** A call to the operator API (bearer OPS_TOKEN). */
export async function opsCall(
  baseUrl: string,
  opsToken: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<{ status: number; result: unknown }> {
  const response = await fetch(`${baseUrl}/ops${url}`, {
    method,
    headers: {
      authorization: `Bearer ${opsToken}`,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  const json = (await response.json()) as { result: unknown };
  return { status: response.status, result: json.result };
}

/** How far the page scrolls sideways (0 when everything fits the width). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * After "Add to cart" the pre-cart drawer opens (decision 0049): it says the item was added, and its
 * "Go to cart" leads on to the cart.
 */
export async function goToCartFromDrawer(page: Page): Promise<void> {
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await visible(() => drawer.isVisible());
  await drawer.getByRole('button', { name: 'Go to cart' }).click();
}

/** "Add to cart", then wait for the pre-cart drawer to say it was added; the page stays where it is. */
export async function addToCartAndStay(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await visible(() => page.getByRole('dialog', { name: 'Added to your cart' }).isVisible());
}

/** Chooses `numbers` in the play screen's grid named `grid`, each button named by `label`. */
export async function pickNumbers(
  page: Page,
  grid: string,
  numbers: readonly number[],
  label: (n: number) => string = (n) => `Number ${n}`,
): Promise<void> {
  const group = page.getByRole('group', { name: grid });
  await visible(() => group.isVisible());
  for (const n of numbers) await group.getByRole('button', { name: label(n), exact: true }).click();
}

/** Signs the demo customer in from the login page and waits for the home page. */
export async function signInAsDemo(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill('demo@fairdraw.test');
  await page.getByLabel('Password').fill('Fairdraw-demo-1');
  await page.getByLabel('Password').press('Enter');
  await expect.poll(() => page.url()).toBe(`${baseUrl}/`);
}

/**
 * From the charity raffles page: 5 Surf Club raffle tickets ($20.00), which support the surf club, into the cart.
 * `beforeAdding` looks at the chosen ticket first (an accessibility check, a screenshot).
 */
export async function addSurfClubRaffleTickets(
  page: Page,
  baseUrl: string,
  beforeAdding?: () => Promise<void>,
): Promise<void> {
  await page.goto(`${baseUrl}/charity-tickets`);
  await page
    .getByRole('link', { name: /Surf Club 4WD & Camper Raffle/ })
    .first()
    .click();
  // The raffle supports one cause, so the page names it rather than asking.
  const cause = page.getByText('Your tickets support Tallowood Point Surf Life Saving Club.');
  await visible(() => cause.isVisible());
  await page.getByRole('radio', { name: '5 tickets for $20.00' }).check();
  await beforeAdding?.();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await goToCartFromDrawer(page);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/cart');
}
