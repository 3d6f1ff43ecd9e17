// The shop's content as a careful customer (and a regulator) meets it: every footer link reaches a real
// page, the about, legal, blog and cause pages load with their words on a phone and a desktop, fit the
// screen and pass the accessibility check, and a post an operator publishes appears on the blog.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, closePage, expectAccessible, newPage, screenshot, watchForErrors } from './browser';

const baseUrl = inject('baseUrl');
const opsToken = inject('opsToken');
const browser = browserForFile();

/** `look`: checked by axe and photographed at every width; the rest by axe on a phone only. */
const PAGES = [
  { path: '/about', heading: 'About Fairdraw', shot: 'content-about', look: true },
  {
    path: '/about/responsible-gaming',
    heading: 'Responsible gambling',
    shot: 'content-responsible',
    look: true,
  },
  { path: '/about/privacy', heading: 'Privacy policy', shot: 'content-privacy', look: false },
  { path: '/about/cookie-policy', heading: 'Cookie policy', shot: 'content-cookies', look: false },
  {
    path: '/about/terms-and-conditions',
    heading: 'Terms and conditions',
    shot: 'content-terms',
    look: false,
  },
  { path: '/about/terms-of-use', heading: 'Terms of use', shot: 'content-terms-of-use', look: false },
  { path: '/about/faq', heading: 'Frequently asked questions', shot: 'content-faq', look: false },
  { path: '/about/contact-us', heading: 'Contact us', shot: 'content-contact', look: true },
  { path: '/blog', heading: 'News', shot: 'content-blog', look: true },
  { path: '/blog/category/guides', heading: 'How to play', shot: 'content-blog-category', look: false },
  { path: '/causes', heading: 'Causes we support', shot: 'content-causes', look: false },
  {
    path: '/powerball/terms-and-conditions',
    heading: 'Powerball game rules',
    shot: 'content-game-rules',
    look: true,
  },
  { path: '/your-support', heading: 'Your support', shot: 'content-your-support', look: false },
  {
    path: '/harbour-prize-home/your-support',
    heading: 'Your support for Harbour Children’s Hospital Foundation',
    shot: 'content-raffle-support',
    look: true,
  },
  {
    path: '/marketing/feature-banner?offer=powerball',
    heading: 'Powerball',
    shot: 'feature-banner',
    look: true,
  },
  {
    path: '/causes/blue-gum-rural-fire-brigade',
    heading: 'Blue Gum Rural Fire Brigade',
    shot: 'content-cause',
    look: true,
  },
];

async function expectLoaded(page: Page, heading: string) {
  await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
  await expect.poll(() => page.locator('.list-skeleton').count()).toBe(0);
}

describe('content pages', () => {
  for (const viewport of [
    { width: 390, height: 844, name: 'phone' },
    { width: 1280, height: 900, name: 'desktop' },
  ])
    it(`every content page loads with its words, fits and passes the accessibility check on a ${viewport.name}`, async () => {
      const page = await newPage(browser(), viewport);
      const problems = watchForErrors(page);
      for (const { path, heading, shot, look } of PAGES) {
        await page.goto(`${baseUrl}${path}`);
        await expectLoaded(page, heading);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways on a ${viewport.name}`).toBeLessThanOrEqual(0);
        // Long legal pages share one layout: the accessibility check reads each on a phone.
        if (look || viewport.name === 'phone') await expectAccessible(page);
        if (look) await screenshot(page, `${shot}-${viewport.name}`);
      }
      // The responsible gambling page gives the national helpline as a number to call.
      await page.goto(`${baseUrl}/about/responsible-gaming`);
      await expectLoaded(page, 'Responsible gambling');
      expect(await page.locator('a[href^="tel:1800858858"]').count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      await closePage(page);
    }, 180_000);

  it("reaches a real page from every one of the footer's about, help and legal links", async () => {
    const page = await newPage(browser());
    const problems = watchForErrors(page);
    await page.goto(baseUrl);
    // The demo site config's footer columns hold these links; the legal row keeps the ones they do not.
    const menus = ['About and legal', 'About Fairdraw', 'Help', 'Legal'];
    const footer = page.getByRole('contentinfo');
    // The configured columns come with the site config, after the page: read the links once they are in.
    const legalColumn = footer.getByRole('navigation', { name: 'Legal', exact: true });
    await expect.poll(() => legalColumn.isVisible()).toBe(true);
    const links: string[] = [];
    for (const name of menus)
      links.push(
        ...(await footer.getByRole('navigation', { name, exact: true }).getByRole('link').allTextContents()),
      );
    expect(links).toEqual(
      expect.arrayContaining([
        'About us',
        'Privacy',
        'Cookie policy',
        'Terms of use',
        'News',
        'Responsible gambling',
      ]),
    );
    // Each link once: a configured column and the legal row never repeat one another.
    expect(new Set(links).size).toBe(links.length);
    for (const name of links) {
      await page.goto(baseUrl);
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
        .not.toMatch(/^(Something went wrong\.)?$/);
    }
    expect(problems).toEqual([]);
    await closePage(page);
  }, 180_000);

  it('shows a post an operator publishes, and a path nobody published is the 404 page', async () => {
    const slug = `operator-news-${randomUUID().slice(0, 8)}`;
    const response = await fetch(`${baseUrl}/ops/cms/items/blog_posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${opsToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        status: 'published',
        data: {
          slug,
          title: 'Extra draw this Friday',
          summary: 'An extra raffle draw was added for Friday night.',
          author: 'Fairdraw team',
          categories: ['community'],
          image_id: 'fairdraw-logo',
          image_alt: 'Fairdraw',
          body: '<p>We added an <strong>extra draw</strong>.</p><script>alert(1)</script>',
        },
      }),
    });
    expect(response.status).toBe(201);

    const page = await newPage(browser());
    await page.goto(`${baseUrl}/blog`);
    await expectLoaded(page, 'News');
    await page.getByRole('link', { name: 'Extra draw this Friday' }).click();
    await expectLoaded(page, 'Extra draw this Friday');
    expect(await page.locator('.content-prose strong').textContent()).toBe('extra draw');
    expect(await page.locator('.content-prose script').count()).toBe(0);

    await page.goto(`${baseUrl}/no-page-was-ever-here`);
    await expectLoaded(page, 'Something went wrong.');
    await closePage(page);
  }, 60_000);
});
