// The content service as operators and customers meet it: an operator writes and publishes through
// /ops, visitors read only what may show (shop-core §4 "Content visibility"), HTML is cleaned, caches
// follow the spec's lifetimes and clear_cache, and the translation service filters and falls back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFiles, contentItems, eq, translationItems } from '@fairdraw/db';
import { call, createTestApp, type TestApp } from './support';

let test: TestApp;
let operator: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp();
  operator = { authorization: `Bearer ${test.env.OPS_TOKEN}` };
});

afterAll(async () => {
  await test?.close();
});

const DAY = 24 * 60 * 60_000;

function post(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    slug,
    title: `Post ${slug}`,
    summary: 'A short summary.',
    author: 'Fairdraw team',
    categories: ['guides'],
    image_id: 'blog-picture',
    image_alt: 'A picture',
    body: '<p>Hello</p>',
    ...overrides,
  };
}

async function write(method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) {
  return call(test, { method, url: `/ops/cms/items/${url}`, headers: operator, payload });
}

async function read(url: string) {
  return call(test, { method: 'GET', url });
}

const slugsOf = (body: Record<string, unknown>) =>
  (body.result as Array<{ data: { slug: string } }>).map((item) => item.data.slug);

describe('the blog as an operator writes it and a visitor reads it', () => {
  it('shows a post only once it is published and its publish date has come', async () => {
    const created = await write('POST', 'blog_posts', { data: post('draft-first') });
    expect(created.status).toBe(201);
    const id = (created.body.result as { id: string }).id;
    expect((created.body.result as { status: string }).status).toBe('draft');

    expect(slugsOf((await read('/cms/items/blog_posts?slug=draft-first')).body)).toEqual([]);
    expect((await read(`/cms/items/blog_posts/${id}`)).status).toBe(404);

    // Published for tomorrow: still hidden today, shown once the day comes.
    const tomorrow = new Date(test.clock.now().getTime() + DAY).toISOString();
    expect(
      (await write('PATCH', `blog_posts/${id}`, { status: 'published', date_published: tomorrow })).status,
    ).toBe(200);
    expect((await read('/cms/items/blog_posts/draft-first')).status).toBe(404);
    test.clock.advance(DAY + 1000);
    const shown = await read('/cms/items/blog_posts/draft-first?clear_cache=1');
    expect(shown.status).toBe(200);
    expect((shown.body.result as { data: { title: string } }).data.title).toBe('Post draft-first');
  });

  it('lists posts newest first, pages them and filters by category', async () => {
    const now = test.clock.now().getTime();
    for (const [slug, daysAgo, category] of [
      ['older', 3, 'guides'],
      ['newest', 1, 'winners'],
      ['middle', 2, 'guides'],
    ] as const) {
      const published = new Date(now - daysAgo * DAY).toISOString();
      const created = await write('POST', 'blog_posts', {
        status: 'published',
        date_published: published,
        data: post(`list-${slug}`, { categories: [category, 'ordering'] }),
      });
      expect(created.status).toBe(201);
    }
    const all = await read('/cms/items/blog_posts?category=ordering&limit=2');
    expect(slugsOf(all.body)).toEqual(['list-newest', 'list-middle']);
    expect(all.body.pageInfo).toEqual({ limit: 2, offset: 0, total: 3 });
    const next = await read('/cms/items/blog_posts?category=ordering&limit=2&offset=2');
    expect(slugsOf(next.body)).toEqual(['list-older']);
    const guides = await read('/cms/items/blog_posts?category=guides&limit=12');
    expect(slugsOf(guides.body)).toEqual(expect.arrayContaining(['list-middle', 'list-older']));
    expect(slugsOf(guides.body)).not.toContain('list-newest');
  });

  it('shows drafts only to a request carrying a preview token', async () => {
    await write('POST', 'blog_posts', { data: post('preview-me') });
    const refused = await read('/cms/items/blog_posts?slug=preview-me&status[]=draft');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('previewToken');
    const token = await call(test, { method: 'POST', url: '/ops/cms/preview-token', headers: operator });
    expect(token.status).toBe(201);
    const { previewToken } = token.body.result as { previewToken: string };
    const shown = await read(
      `/cms/items/blog_posts?slug=preview-me&status[]=draft&preview_token=${encodeURIComponent(previewToken)}`,
    );
    expect(slugsOf(shown.body)).toEqual(['preview-me']);
    // A token expires after an hour.
    test.clock.advance(61 * 60_000);
    const late = await read(
      `/cms/items/blog_posts?slug=preview-me&status=draft&preview_token=${encodeURIComponent(previewToken)}`,
    );
    expect(late.status).toBe(400);
  });

  it('refuses a write without the operator token, bad data and a slug in use, storing nothing', async () => {
    const stranger = await call(test, {
      method: 'POST',
      url: '/ops/cms/items/blog_posts',
      payload: { data: post('stranger') },
    });
    expect(stranger.status).toBe(401);

    const bad = await write('POST', 'blog_posts', { data: post('Bad Slug!', { title: '' }) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors as object)).toEqual(
      expect.arrayContaining(['data.slug', 'data.title']),
    );

    expect((await write('POST', 'blog_posts', { data: post('taken-once') })).status).toBe(201);
    const again = await write('POST', 'blog_posts', { data: post('taken-once') });
    expect(again.status).toBe(400);
    expect(again.body.errors).toHaveProperty(['data.slug']);

    const rows = await test.database.db.select().from(contentItems);
    expect(rows.map((row) => row.slug)).not.toContain('stranger');
    expect(rows.filter((row) => row.slug === 'taken-once')).toHaveLength(1);
  });
});

describe('pages', () => {
  it('keeps only safe HTML, whatever an operator sends or the database holds', async () => {
    const created = await write('POST', 'pages', {
      status: 'published',
      data: {
        path: 'about/safety',
        template: 'legal',
        name: 'Safety',
        seo: { title: 'Safety', description: 'How we keep you safe.' },
        sections: [
          { type: 'page_header', title: 'Safety' },
          {
            type: 'html_content',
            html: '<h2 onclick="steal()">Safe</h2><script>steal()</script><a href="javascript:steal()">x</a><a href="https://example.org" target="_blank">y</a>',
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    const page = await read('/cms/items/pages/about%2Fsafety');
    expect(page.status).toBe(200);
    const html = JSON.stringify(page.body.result);
    expect(html).toContain('<h2>Safe</h2>');
    expect(html).not.toMatch(/<script|onclick|javascript:/);
    expect(html).toContain('rel=\\"noopener noreferrer\\"');

    // A row changed behind the service's back is cleaned on the way out too.
    const id = (created.body.result as { id: string }).id;
    const [row] = await test.database.db.select().from(contentItems).where(eq(contentItems.id, id));
    const data = row!.data as { sections: Array<Record<string, unknown>> };
    data.sections[1] = { type: 'html_content', html: '<p>ok</p><img src=x onerror="steal()">' };
    await test.database.db.update(contentItems).set({ data }).where(eq(contentItems.id, id));
    const reread = await read('/cms/items/pages/about%2Fsafety?clear_cache=1');
    expect(JSON.stringify(reread.body.result)).not.toMatch(/onerror|<img/);
  });

  it('answers the page list with only the fields asked for', async () => {
    const list = await read('/cms/items/pages?fields[]=path&fields[]=template&fields[]=name&limit=100');
    expect(list.status).toBe(200);
    const paths = list.body.result as Array<{ data: Record<string, unknown> }>;
    expect(paths.find((page) => page.data.path === 'about/safety')?.data).toEqual({
      path: 'about/safety',
      template: 'legal',
      name: 'Safety',
    });
  });
});

describe('config reads', () => {
  const theme = (primary: string) => ({
    colours: {
      primary,
      primaryContrast: '#ffffff',
      accent: '#f5b700',
      background: '#f7f8fa',
      surface: '#ffffff',
      text: '#1c2430',
      mutedText: '#5a6472',
      border: '#d9dee5',
    },
    logos: { main: 'fairdraw-logo', alt: 'Fairdraw' },
    fonts: { body: 'system-ui, sans-serif', heading: 'system-ui, sans-serif' },
    motifs: { heading: 'underline', banner: 'plain' },
    borderRadius: '8px',
    boxShadow: 'soft',
  });

  it('serves the theme for ten minutes, or fresh with clear_cache, and at once after an operator write', async () => {
    const none = await read('/cms/theme');
    expect(none.status).toBe(404);
    const created = await write('POST', 'theme', { status: 'published', data: theme('#0b6e6e') });
    expect(created.status).toBe(201);
    const first = await read('/cms/theme');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=600');
    expect((first.body.result as { colours: { primary: string } }).colours.primary).toBe('#0b6e6e');

    // Changed in the database directly: the cached theme stands until clear_cache or ten minutes.
    const id = (created.body.result as { id: string }).id;
    await test.database.db
      .update(contentItems)
      .set({ data: theme('#123456') })
      .where(eq(contentItems.id, id));
    const cachedTheme = await read('/cms/theme');
    expect((cachedTheme.body.result as { colours: { primary: string } }).colours.primary).toBe('#0b6e6e');
    const cleared = await read('/cms/theme?clear_cache=1');
    expect((cleared.body.result as { colours: { primary: string } }).colours.primary).toBe('#123456');

    // An operator's change shows on the next read.
    await write('PATCH', `theme/${id}`, { data: theme('#654321') });
    const changed = await read('/cms/theme');
    expect((changed.body.result as { colours: { primary: string } }).colours.primary).toBe('#654321');
  });

  it('serves navigation and component variants from the site config for a day', async () => {
    const created = await write('POST', 'site_config', {
      status: 'published',
      data: {
        navigation: {
          header: [{ label: 'Lotteries', href: '/lotto-tickets' }],
          footer: [{ title: 'Help', links: [{ label: 'FAQ', href: '/about/faq' }] }],
          route_labels: { '/lotto-tickets': 'Play lotto' },
        },
        components: { companyInformationWidget: 'default', affiliateWidget: 'off' },
      },
    });
    expect(created.status).toBe(201);
    const navigation = await read('/cms/navigation');
    expect(navigation.headers['cache-control']).toBe('public, max-age=86400');
    expect(navigation.body.result).toMatchObject({
      header: [{ label: 'Lotteries', href: '/lotto-tickets' }],
      routeLabels: { '/lotto-tickets': 'Play lotto' },
    });
    const components = await read('/cms/components');
    expect(components.body.result).toEqual({ companyInformationWidget: 'default', affiliateWidget: 'off' });
  });
});

describe('files', () => {
  it('describes a file and serves its bytes to an <img> without a signature, scripts forbidden', async () => {
    await test.database.db.insert(contentFiles).values({
      id: 'test-picture',
      filename: 'test-picture.svg',
      contentType: 'image/svg+xml',
      width: 600,
      height: 400,
      description: 'A test picture',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><title>t</title></svg>'),
    });
    const file = await read('/cms/files/test-picture');
    expect(file.body.result).toMatchObject({ url: '/cms/assets/test-picture', width: 600 });
    const bytes = await test.app.inject({ method: 'GET', url: '/cms/assets/test-picture' });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/svg+xml');
    expect(bytes.headers['content-security-policy']).toContain("default-src 'none'");
    expect(bytes.body).toContain('<title>t</title>');
    expect((await test.app.inject({ method: 'GET', url: '/cms/assets/nothing-here' })).statusCode).toBe(404);
    expect((await read('/cms/files/nothing-here')).status).toBe(404);
  });
});

describe('the translation service', () => {
  beforeAll(async () => {
    await test.database.db.insert(translationItems).values([
      { locale: 'en-AU', id: 'home.hero.title', category: 'home', type: 'plain', value: 'Play for more' },
      { locale: 'en-AU', id: 'home.colour', category: 'home', type: 'plain', value: 'Our colour' },
      { locale: 'en-GB', id: 'home.colour', category: 'home', type: 'plain', value: 'Our colour (GB)' },
      {
        locale: 'en-AU',
        id: 'footer.help',
        category: 'footer',
        type: 'markdown',
        value: 'Call **1800 858 858** <script>x()</script>',
      },
      { locale: 'en-AU', id: 'footer.broken', category: 'footer', type: 'markdown', value: { not: 'text' } },
      {
        locale: 'en-AU',
        id: 'seo.home',
        category: 'seo',
        type: 'seo',
        value: { title: 'Fairdraw', description: 'Lotteries and raffles' },
      },
    ]);
  });

  const idsOf = (body: Record<string, unknown>) => (body.result as Array<{ id: string }>).map((i) => i.id);

  it('filters by category, id and type with bracketed lists', async () => {
    expect(idsOf((await read('/translation/en-AU/items?c[]=home')).body)).toEqual([
      'home.colour',
      'home.hero.title',
    ]);
    expect(idsOf((await read('/translation/en-AU/items?id[]=seo.home&id[]=footer.help')).body)).toEqual([
      'footer.help',
      'seo.home',
    ]);
    const seo = await read('/translation/en-AU/items?t[]=seo');
    expect(idsOf(seo.body)).toEqual(['seo.home']);
    expect(seo.headers['cache-control']).toBe('public, max-age=60');
  });

  it('renders markdown as safe HTML, and a markdown value that is not text as none', async () => {
    const items = (await read('/translation/en-AU/items?c[]=footer')).body.result as Array<{
      id: string;
      html: string | null;
    }>;
    const help = items.find((item) => item.id === 'footer.help')!;
    expect(help.html).toContain('<strong>1800 858 858</strong>');
    expect(help.html).not.toContain('script');
    expect(items.find((item) => item.id === 'footer.broken')!.html).toBeNull();
  });

  it('answers en-GB from its own items, and from en-AU where it has none', async () => {
    const items = (await read('/translation/en-GB/items?c[]=home')).body.result as Array<{
      id: string;
      value: string;
    }>;
    expect(items).toEqual([
      expect.objectContaining({ id: 'home.colour', value: 'Our colour (GB)' }),
      expect.objectContaining({ id: 'home.hero.title', value: 'Play for more' }),
    ]);
    expect((await read('/translation/fr-FR/items')).status).toBe(400);
  });
});

describe('causes', () => {
  it('finds causes all together, by slug and by key written with hyphens', async () => {
    const all = await read('/v2/causes');
    const causes = all.body.result as Array<{ key: string; urlSlug: string; productOfferKeys: string[] }>;
    expect(causes.length).toBeGreaterThanOrEqual(4);
    const bySlug = await read('/v2/causes?slug=blue-gum-rural-fire-brigade&limit=1');
    expect(bySlug.body.result).toEqual([
      expect.objectContaining({
        key: 'blue_gum_rfb',
        productOfferKeys: expect.arrayContaining(['blue_gum_cash']),
      }),
    ]);
    const byKey = await read('/v2/causes?key=blue-gum-rfb');
    expect((byKey.body.result as Array<{ key: string }>).map((cause) => cause.key)).toEqual(['blue_gum_rfb']);
    expect((await read('/v2/causes?slug=no-such-cause')).body.result).toEqual([]);
  });
});

describe('discovery', () => {
  it('lists the content and translation services, and both answer', async () => {
    const services = (await read('/discover')).body.result as { services: Array<{ service: string }> };
    expect(services.services.map((entry) => entry.service)).toEqual(
      expect.arrayContaining(['cms', 'translation']),
    );
    expect((await read('/cms/items/blog_categories')).status).toBe(200);
    expect((await read('/translation/en-AU/items')).status).toBe(200);
    expect((await read('/cms/items/no_such_collection')).status).toBe(400);
  });
});
