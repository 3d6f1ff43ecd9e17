// A visitor finds a lottery and its draws; a wrong address shows the 404 page. Real server, real Chromium.
import { describe, expect, inject, it } from 'vitest';
import {
  appIsIn,
  browserForFile,
  closePage,
  expectAccessible,
  newPage,
  screenshot,
  watchForErrors,
} from './browser';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
/** The home page's title in the demo shop's published words (its translations). */
const HERO_TITLE = 'Official lotteries and raffles that give back';

/**
 * The app's files a page names, as [rel or tag, path]: as tags, or in the list a drawn page's loader
 * turns into tags after the first paint (decision 0087).
 */
function appFilesNamedIn(html: string): [string, string][] {
  const tags = [
    ...html.matchAll(/<(?:link rel="([^"]+)"|(script) type="module")[^>]* (?:href|src)="([^"]+)"/g),
  ];
  const list = /<script id="fairdraw-app-files" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const listed = JSON.parse(list ?? '[]') as { tag: string; attributes: Record<string, string> }[];
  return [
    ...tags.map(([, rel, script, path]): [string, string] => [rel ?? script ?? '', path ?? '']),
    ...listed.map(({ tag, attributes }): [string, string] => [
      attributes.rel ?? tag,
      attributes.href ?? attributes.src ?? '',
    ]),
  ];
}

describe('shop shell', () => {
  it('takes a visitor from the home page to a lottery and its next draws', async () => {
    const page = await newPage(browser());
    const problems = watchForErrors(page);

    await page.goto(baseUrl);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByText('Powerball').first().isVisible()).toBe(true);
    expect(await page.title()).toContain('Fairdraw');
    await expectAccessible(page);
    await screenshot(page, 'home-desktop');

    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Lotteries' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/lotto-tickets`);
    await page
      .getByRole('link', { name: /Powerball/ })
      .first()
      .click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Powerball' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.url()).toBe(`${baseUrl}/powerball`);

    // The next draws, labelled by offset, with their closing time.
    await expect.poll(() => page.getByText('Next Available Draw').first().isVisible()).toBe(true);
    expect(await page.getByText('1st Forward Draw').count()).toBeGreaterThan(0);
    expect(await page.getByText(/Sales close/).count()).toBeGreaterThan(0);
    expect(await page.getByText('Pick 7 numbers from 1 to 35').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'powerball-desktop');

    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('enters a page with its chunk preloaded, showing the shell and never the start-up screen', async () => {
    const files = appFilesNamedIn(await (await fetch(`${baseUrl}/lotto-tickets`)).text());
    expect(
      files.some(([rel, path]) => rel === 'modulepreload' && /^\/assets\/lotto-tickets-route-/.test(path)),
    ).toBe(true);
    // Every named file exists (the build drops chunks that only carried CSS).
    for (const [, path] of files) expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(200);

    const page = await newPage(browser());
    // Every text the page ever shows, from its first render on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenTexts: string[] }).seenTexts = seen;
      new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await page.goto(baseUrl);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: HERO_TITLE }).isVisible()).toBe(true);
    const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((text) => text.includes('Getting the draws ready'))).toBe(false);
    // Drawn in the shop's own words from the first paint: the app's default hero title never shows.
    expect(seen.some((text) => text.includes('Big jackpots'))).toBe(false);
    await closePage(page);
  });

  it('gives a first visit to the home page its scripts in one wave, named in the page', async () => {
    const named = new Set(
      appFilesNamedIn(await (await fetch(baseUrl)).text())
        .filter(([rel]) => rel === 'modulepreload' || rel === 'script')
        .map(([, path]) => path),
    );
    const page = await newPage(browser());
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(baseUrl);
    await appIsIn(page);
    // Whatever the app asks for once it is in, too.
    await page.waitForLoadState('networkidle');
    // The entry carries every module it imports (decision 0084): on a phone each extra script is another
    // request in the queue before the page answers a tap. Before, the entry's imports were 15 files more.
    expect(fetched.length).toBeLessThanOrEqual(14);
    // None is found only once another has run, a round trip later.
    expect(fetched.filter((path) => !named.has(path))).toEqual([]);
    await closePage(page);
  });

  it('shows a first-time visitor the page before any script has run, then hands it to the app', async () => {
    const page = await newPage(browser());
    const problems = watchForErrors(page);
    // No script arrives: what shows is what the server drew (decision 0062).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(baseUrl);
    const hero = page.getByRole('heading', { level: 1, name: HERO_TITLE });
    expect(await hero.isVisible()).toBe(true);
    expect(await page.getByText('Powerball').first().isVisible()).toBe(true);
    expect(await page.locator('[data-server-rendered]').getAttribute('inert')).toBe('');
    await screenshot(page, 'home-drawn-by-server', { drawing: true });

    // With its scripts, the app takes the page over: nothing drawn by the server is left, and it works.
    await page.unroute('**/assets/*.js');
    await page.goto(`${baseUrl}/lotto-tickets`);
    await appIsIn(page);
    // The head carried only the drawing's rules (decision 0063); the app applied the whole stylesheet.
    const rules = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => ({
        linked: sheet.href !== null,
        count: sheet.cssRules.length,
      })),
    );
    const drawingRules = rules.find((sheet) => !sheet.linked)?.count ?? 0;
    const wholeRules = rules.find((sheet) => sheet.linked)?.count ?? 0;
    expect(drawingRules).toBeGreaterThan(0);
    expect(wholeRules).toBeGreaterThan(drawingRules * 2);
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Charity raffles' })
      .click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/charity-tickets`);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('shows the 404 page for an address that does not exist', async () => {
    const page = await newPage(browser());
    await page.goto(`${baseUrl}/no/such/page`);
    await expect.poll(() => page.getByText('Something went wrong.').isVisible()).toBe(true);
    expect(await page.getByText("It's looking like you may have taken a wrong turn.").isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/`);
    await closePage(page);
  });

  it('works at mobile width with the navigation drawer and the keyboard', async () => {
    const page = await newPage(browser(), { width: 360, height: 780 });
    await page.goto(baseUrl);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // The drawing is inert until the app takes it over.
    await appIsIn(page);
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'drawer-mobile');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    // No sideways scrolling at 360 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-mobile');
    await closePage(page);
  });

  it('asks a first visit about cookies in a bar along the bottom of a phone screen, under the jackpot', async () => {
    const page = await newPage(browser(), { width: 390, height: 844 }, { cookiesAnswered: false });
    await page.goto(`${baseUrl}/powerball`);
    await appIsIn(page);
    const banner = page.getByRole('region', { name: 'Cookies on Fairdraw' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    const box = (await banner.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(box.height).toBeLessThan(844 / 2);
    // The page's first screen is the page's: the header at the top, the jackpot above the banner.
    expect((await page.getByRole('banner').boundingBox())!.y).toBe(0);
    const jackpot = (await page.getByText('$20 Million').first().boundingBox())!;
    expect(jackpot.y + jackpot.height).toBeLessThan(box.y);
    await expectAccessible(page);
    await screenshot(page, 'cookie-banner-mobile');
    await banner.getByRole('button', { name: 'Essential only' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'fd_consent')?.value).toBe(
      'v1-p0-a0-m0',
    );
    await closePage(page);
  });
});
