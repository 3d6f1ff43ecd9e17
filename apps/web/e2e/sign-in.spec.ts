// The demo customer signs in, stays signed in across a reload, and signs out. Real server, real Chromium.
import { describe, expect, inject, it } from 'vitest';
import { closePage, expectAccessible, browserForFile, newPage, screenshot, watchForErrors } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

describe('sign in', () => {
  it('signs the demo customer in and out, surviving a reload', async () => {
    const page = await newPage(browser());
    const problems = watchForErrors(page);

    await page.goto(`${baseUrl}/login`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Log in' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'login-desktop');

    await page.getByLabel('Email').fill('demo@fairdraw.test');
    await page.getByLabel('Password').fill('Fairdraw-demo-1');
    await page.getByLabel('Password').press('Enter');

    const header = page.locator('header');
    await expect.poll(() => header.getByText('Dana').isVisible()).toBe(true);
    // Other journeys share the demo customer and may have spent from the wallet: any balance will do.
    await expect.poll(() => header.getByText(/^\$[\d,]+\.\d{2}$/).isVisible()).toBe(true);
    // The header can show the customer before the page has moved on from the form.
    await expect.poll(() => page.url()).toBe(`${baseUrl}/`);
    await expectAccessible(page);
    await screenshot(page, 'signed-in-home');

    await page.reload();
    await expect.poll(() => header.getByText('Dana').isVisible()).toBe(true);
    await expect.poll(() => header.getByText(/^\$[\d,]+\.\d{2}$/).isVisible()).toBe(true);

    await header.getByRole('link', { name: 'Sign out' }).click();
    await expect.poll(() => header.getByRole('link', { name: 'Log in' }).isVisible()).toBe(true);
    expect(await header.getByText('Dana').count()).toBe(0);
    await expect.poll(() => page.url()).toBe(`${baseUrl}/`);

    // Anonymous again after a reload too: the cookies are gone.
    await page.reload();
    await expect.poll(() => header.getByRole('link', { name: 'Log in' }).isVisible()).toBe(true);
    await expectAccessible(page);

    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('shows the server message for a wrong password and works at 360 px', async () => {
    const page = await newPage(browser(), { width: 360, height: 780 });
    await page.goto(`${baseUrl}/login`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Log in' }).isVisible()).toBe(true);
    await page.getByLabel('Email').fill('demo@fairdraw.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').first().isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'login-error-mobile');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await closePage(page);
  });
});
