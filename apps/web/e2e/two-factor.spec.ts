// A new customer turns on two-factor sign-in with an authenticator app and lives with it: sign up, set
// up the app from the key on Login and security, sign out, sign in with a code worked out from that key,
// change the password, and sign in again with the new password and a fresh code. Real server, real
// Chromium; the test plays the authenticator app with the server's own TOTP implementation.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { base32Decode, hotp, totpStep } from '../../server/src/modules/two-factor/totp';
import { browserForFile, closePage, expectAccessible, newPage, screenshot, watchForErrors } from './browser';
import { sidewaysScroll, signUpInBrowser } from './journey';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

const PASSWORD = 'two steps ahead 42';
const NEW_PASSWORD = 'and one more step 43';

/**
 * The authenticator app: a code for a step after every step already used, so the server (which takes
 * each code once) accepts it. The server also takes the step after the current one; beyond that, wait.
 */
function authenticator(secret: string) {
  let lastStep = 0;
  return {
    async nextCode(): Promise<string> {
      let step = Math.max(totpStep(new Date()), lastStep + 1);
      while (step > totpStep(new Date()) + 1) await new Promise((resolve) => setTimeout(resolve, 500));
      step = Math.max(step, totpStep(new Date()));
      lastStep = step;
      return hotp(base32Decode(secret), step);
    },
  };
}

async function visible(page: Page, check: () => Promise<boolean>, timeout = 15_000) {
  await expect.poll(check, { timeout }).toBe(true);
}

async function signIn(page: Page, email: string, password: string, code: string) {
  await page.goto(`${baseUrl}/login`);
  await visible(page, () => page.getByRole('heading', { level: 1, name: 'Log in' }).isVisible());
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await visible(page, () => page.getByRole('heading', { name: 'Enter the 6 digit code' }).isVisible());
  expect(await page.getByText('Open your authenticator app to see your code.').isVisible()).toBe(true);
  // Typed cell by cell, as a person would; Enter submits.
  await page.getByLabel('Digit 1 of 6').pressSequentially(code);
  await page.keyboard.press('Enter');
  await visible(page, () => page.locator('header').getByText('Sam').isVisible());
}

async function signOut(page: Page) {
  await page.locator('header').getByRole('link', { name: 'Sign out' }).click();
  await visible(page, () => page.locator('header').getByRole('link', { name: 'Log in' }).isVisible());
}

describe('two-factor sign-in', () => {
  it('signs up, sets up an authenticator app, and signs in with its codes before and after a password change', async () => {
    const page = await newPage(browser());
    const problems = watchForErrors(page);
    const email = await signUpInBrowser(page, baseUrl, {
      firstname: 'Sam',
      lastname: 'Okafor',
      password: PASSWORD,
    });

    await page.goto(`${baseUrl}/my-account/login-and-security`);
    await visible(page, () =>
      page.getByRole('heading', { level: 1, name: 'Login and security' }).isVisible(),
    );
    expect(await page.getByTestId('two-factor-status').textContent()).toMatch(/^Off/);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await visible(page, () => qr.isVisible());
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await expectAccessible(page);
    await screenshot(page, 'two-factor-setup');
    // On a phone the key wraps between its groups of four, never inside one.
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    const keyLines = await page.getByTestId('authenticator-key').evaluate((code) => {
      const range = document.createRange();
      const lines = new Map<number, string>();
      const text = code.textContent ?? '';
      for (let at = 0; at < text.length; at += 1) {
        range.setStart(code.firstChild!, at);
        range.setEnd(code.firstChild!, at + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? '') + text[at]);
      }
      return [...lines.values()].map((line) => line.trim());
    });
    for (const line of keyLines) expect(line, keyLines.join(' / ')).toMatch(/^([A-Z2-7]{4} ?)+$/);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'two-factor-setup-phone');
    if (wide) await page.setViewportSize(wide);
    const secret = ((await page.getByTestId('authenticator-key').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const app = authenticator(secret);

    await page.getByLabel('6 digit code').fill(await app.nextCode());
    await page.getByRole('button', { name: 'Turn on' }).click();
    await visible(page, () => page.getByText('authenticator app', { exact: false }).first().isVisible());
    expect(await page.getByTestId('two-factor-status').textContent()).toContain('authenticator app');

    await signOut(page);
    await signIn(page, email, PASSWORD, await app.nextCode());
    await screenshot(page, 'two-factor-signed-in');

    await page.goto(`${baseUrl}/change-Password`);
    await visible(page, () => page.getByLabel('Current password').isVisible());
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').press('Enter');
    await visible(page, () =>
      page.getByRole('heading', { level: 1, name: 'Login and security' }).isVisible(),
    );

    await signOut(page);
    // The old password no longer works; the new one does, with a fresh code.
    await page.goto(`${baseUrl}/login`);
    await visible(page, () => page.getByLabel('Email').isVisible());
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await visible(page, () => page.getByRole('alert').first().isVisible());
    expect(await page.getByRole('heading', { name: 'Enter the 6 digit code' }).count()).toBe(0);
    await signIn(page, email, NEW_PASSWORD, await app.nextCode());

    expect(problems).toEqual([]);
    await closePage(page);
  }, 120_000);
});
