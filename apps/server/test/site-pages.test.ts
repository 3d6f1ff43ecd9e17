// Before the web app loads, the server already knows each page: its title and description for search
// results and shared links, whether search engines may list it, and a 404 for a path no page claims.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '@fairdraw/db';
import { createTestApp, type TestApp } from './support';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ envVars: { PUBLIC_URL: 'https://shop.fairdraw.test/' } });
  await seedDemoContent(test.database.db, test.clock.now());
});

afterAll(async () => {
  await test?.close();
});

async function page(url: string) {
  const response = await test.app.inject({ url, headers: { accept: 'text/html' } });
  const title = /<title>([^<]*)<\/title>/.exec(response.body)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(response.body)?.[1];
  return { status: response.statusCode, title, description, body: response.body };
}

describe('pages as search engines and shared links see them', () => {
  it('names a content page by its own search words, with its canonical address', async () => {
    const privacy = await page('/about/privacy');
    expect(privacy.status).toBe(200);
    expect(privacy.title).toMatch(/^Privacy/);
    expect(privacy.description).toMatch(/Australian Privacy Principles|Privacy Act/);
    expect(privacy.body).toContain(
      '<link rel="canonical" href="https://shop.fairdraw.test/about/privacy" />',
    );
    expect(privacy.body).toContain('<meta property="og:title"');
  });

  it('names fixed pages, offers, posts and causes, with a picture where there is one', async () => {
    expect((await page('/lotto-tickets')).title).toMatch(/lotto tickets online/i);
    expect((await page('/about')).title).toMatch(/^About Fairdraw/);
    expect((await page('/about/contact-us')).title).toMatch(/^Contact us/);
    const powerball = await page('/powerball');
    expect(powerball).toMatchObject({ status: 200, title: 'Powerball tickets online | Fairdraw' });
    const cause = await page('/causes/blue-gum-rural-fire-brigade');
    expect(cause).toMatchObject({ status: 200, title: 'Blue Gum Rural Fire Brigade | Fairdraw' });
    const posts = await test.app.inject({ url: '/sitemap.xml' });
    const postPath = /https:\/\/shop\.fairdraw\.test\/(blog\/[a-z0-9-]+)</.exec(posts.body)?.[1];
    expect(postPath).toBeDefined();
    const post = await page(`/${postPath}`);
    expect(post.status).toBe(200);
    expect(post.body).toMatch(
      /<meta property="og:image" content="https:\/\/shop\.fairdraw\.test\/cms\/assets\/[a-z0-9-]+"/,
    );
  });

  it('answers every page the sitemap lists with 200, each offer under its own path included', async () => {
    const sitemap = await test.app.inject({ url: '/sitemap.xml' });
    const paths = [...sitemap.body.matchAll(/<loc>https:\/\/shop\.fairdraw\.test(\/[^<]*)<\/loc>/g)].map(
      (match) => match[1]!,
    );
    expect(paths).toContain('/harbour-prize-home');
    for (const path of paths) expect((await page(path)).status, path).toBe(200);
    expect(await page('/oz-lotto/results')).toMatchObject({
      status: 200,
      title: 'Oz Lotto tickets online | Fairdraw',
    });
    expect((await page('/powerball-syndicate')).title).toBe('Powerball Syndicate tickets online | Fairdraw');
  });

  it('answers 404 for a path no page claims, still with the app to show its 404 page', async () => {
    for (const url of [
      '/no-such-page',
      '/blog/no-such-post',
      '/causes/no-such-cause',
      '/about/no-such-page',
      '/my-account/nothing',
    ]) {
      const missing = await page(url);
      expect(missing.status, url).toBe(404);
      expect(missing.title).toBe('Page not found | Fairdraw');
      expect(missing.body).toContain('<div id="root">');
    }
  });

  it('lets other sites frame the marketing banner and no other page', async () => {
    const banner = await test.app.inject({ url: '/marketing/feature-banner?utm_source=partner' });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(banner.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/', '/powerball', '/marketing/other', '/my-account']) {
      const other = await test.app.inject({ url });
      expect(other.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(other.headers['x-frame-options'], url).toBeDefined();
    }
  });

  it('answers 404 for a page whose capability visitors lack, as the web shows it', async () => {
    // Fairdraw has no phone app: native-app is off for visitors, the blog is on.
    for (const url of ['/app', '/app/android', '/app/android/install']) {
      expect((await page(url)).status, url).toBe(404);
    }
    expect((await page('/blog')).status).toBe(200);
  });

  it('keeps account pages out of search results', async () => {
    const account = await page('/my-account');
    expect(account.status).toBe(200);
    expect(account.body).toContain('<meta name="robots" content="noindex" />');
    expect((await page('/about')).body).not.toContain('noindex');
  });

  it('lists the public pages in the sitemap and keeps private ones out through robots.txt', async () => {
    const sitemap = await test.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    for (const path of [
      'about/responsible-gaming',
      'powerball',
      'causes/riverside-hospice',
      'blog/category/guides',
    ])
      expect(sitemap.body).toContain(`<loc>https://shop.fairdraw.test/${path}</loc>`);
    expect(sitemap.body).not.toContain('my-account');
    const robots = await test.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /my-account');
    expect(robots.body).toContain('Sitemap: https://shop.fairdraw.test/sitemap.xml');
  });
});
