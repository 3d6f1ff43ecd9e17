// The signed-in account pages on a phone (375 px) and a desktop: each loads with its heading, fits the
// screen without sideways scrolling, and passes the accessibility check. Read-only: the demo customer is
// shared with the other journeys.
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, closePage, expectAccessible, newPage, screenshot, watchForErrors } from './browser';
import { signInAsDemo } from './journey';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

const PAGES = [
  { path: '/my-account', heading: 'My account', shot: 'account-overview' },
  { path: '/my-account/my-details', heading: 'My details', shot: 'account-my-details' },
  { path: '/my-account/login-and-security', heading: 'Login and security', shot: 'account-security' },
  { path: '/communication-preferences', heading: 'Communication preferences', shot: 'account-preferences' },
  { path: '/my-account/favourite-numbers', heading: 'Favourite numbers', shot: 'account-favourites' },
  { path: '/my-account/verify-account', heading: 'Verify your identity', shot: 'account-verify' },
  { path: '/change-Password', heading: 'Change your password', shot: 'account-change-password' },
  { path: '/close-my-account', heading: 'Close my account', shot: 'account-close' },
];

describe('account pages', () => {
  for (const viewport of [
    { width: 375, height: 812, name: 'phone' },
    { width: 1280, height: 900, name: 'desktop' },
  ])
    it(`every account page loads, fits and passes the accessibility check on a ${viewport.name}`, async () => {
      const page = await newPage(browser(), viewport);
      const problems = watchForErrors(page);
      await signInAsDemo(page, baseUrl);
      for (const { path, heading, shot } of PAGES) {
        await page.goto(`${baseUrl}${path}`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible())
          .toBe(true);
        // Loaded, not a skeleton: nothing is still saying it is loading.
        await expect.poll(() => page.locator('.list-skeleton').count()).toBe(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways on a ${viewport.name}`).toBeLessThanOrEqual(0);
        await expectAccessible(page);
        if (viewport.name === 'phone') await screenshot(page, `${shot}-phone`);
      }
      expect(problems).toEqual([]);
      await closePage(page);
    }, 120_000);
});
