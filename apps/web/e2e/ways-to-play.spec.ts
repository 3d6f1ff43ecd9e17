// Every way to play in a real browser (decision 0047): a visitor builds a Powerball System 9 and finds
// it in the cart priced by its 36 games, and sees a PowerHit play every Powerball (the ticket checker's
// System entry is checked in draw-win.spec.ts, which has a drawn draw). Real server, real Chromium.
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, closePage, expectAccessible, newPage, screenshot, watchForErrors } from './browser';
import { goToCartFromDrawer, visible } from './journey';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

describe('ways to play', () => {
  it('builds a System 9 at desktop width and finds it in the cart as 36 games', async () => {
    const page = await newPage(browser());
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/powerball/systems`);
    const sizes = page.getByRole('combobox', { name: 'Systems: choose the size' });
    await visible(() => sizes.isVisible());
    await sizes.selectOption({ label: 'System 9: 36 games, $63.00 an entry' });
    await visible(() => page.getByRole('group', { name: 'Pick 9 numbers from 1 to 35' }).isVisible());
    await page.getByRole('button', { name: 'Quick pick all' }).click();
    await visible(() => page.getByText('1 entry × 36 games × $1.75 × 1 draw').isVisible());
    await expectAccessible(page);
    await screenshot(page, 'play-systems-desktop');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await goToCartFromDrawer(page);
    const item = page.getByRole('article', { name: /^Powerball: 1 System 9 entry \(36 games\), 1 draw/ });
    await visible(() => item.isVisible());
    expect(await item.getByText('$63.00').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('plays all 20 Powerballs in a PowerHit on a phone, with none to pick', async () => {
    const page = await newPage(browser(), { width: 390, height: 844 });
    const problems = watchForErrors(page);
    await page.goto(`${baseUrl}/powerball/powerhit`);
    await visible(() =>
      page.getByText('PowerHit: all 20 Powerballs play, so one of them is always drawn.').isVisible(),
    );
    expect(await page.getByRole('group', { name: /Powerball from 1 to 20/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Quick pick all' }).click();
    await visible(() => page.getByText('1 entry × 20 games × $1.75 × 1 draw').isVisible());
    await expectAccessible(page);
    await screenshot(page, 'play-powerhit-mobile');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await closePage(page);
  });
});
