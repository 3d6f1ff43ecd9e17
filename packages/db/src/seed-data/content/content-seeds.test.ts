import { describe, expect, it } from 'vitest';
import {
  contentDataSchemas,
  translationItemSchema,
  widgetTextSchemas,
  type ContentBlock,
  type WidgetTextId,
} from '@fairdraw/contracts';
import { causeSeeds, raffleSeeds } from '../raffles';
import { contentFileSeeds } from './files';
import { contentItemSeeds } from './items';
import { translationSeeds } from './translations';

const pages = contentItemSeeds.flatMap((item) => (item.collection === 'pages' ? [item.data] : []));
const posts = contentItemSeeds.flatMap((item) =>
  item.collection === 'blog_posts' ? [{ ...item.data, daysAgo: item.daysAgo }] : [],
);
const categories = contentItemSeeds.flatMap((item) =>
  item.collection === 'blog_categories' ? [item.data] : [],
);
const fileIds = new Set(contentFileSeeds.map((file) => file.id));

/** Every content file id an item names: pictures of blocks, posts and SEO, and the theme's logo. */
function imageIdsOf(item: (typeof contentItemSeeds)[number]): string[] {
  const ids: string[] = [];
  const fromBlock = (block: ContentBlock) => {
    if ('imageId' in block && block.imageId) ids.push(block.imageId);
    if (block.type === 'content_grid')
      block.items.forEach((entry) => entry.imageId && ids.push(entry.imageId));
    if (block.type === 'logo_grid') block.logos.forEach((logo) => ids.push(logo.imageId));
    if (block.type === 'banners')
      block.banners.forEach((banner) => banner.imageId && ids.push(banner.imageId));
  };
  switch (item.collection) {
    case 'pages':
      item.data.sections.forEach(fromBlock);
      if (item.data.seo.imageId) ids.push(item.data.seo.imageId);
      break;
    case 'blog_posts':
      ids.push(item.data.imageId);
      break;
    case 'theme':
      ids.push(item.data.logos.main);
      break;
    case 'blog':
    case 'contact_page':
      if (item.data.seo.imageId) ids.push(item.data.seo.imageId);
      break;
    default:
      break;
  }
  return ids;
}

/** Every HTML string of an item, for the checks on its tags. */
function htmlOf(item: (typeof contentItemSeeds)[number]): string[] {
  if (item.collection === 'blog_posts') return [item.data.body];
  if (item.collection !== 'pages') return [];
  return item.data.sections.flatMap((block) => {
    if ('html' in block) return [block.html];
    if (block.type === 'two_column_grid') return block.columns.map((column) => column.html);
    return [];
  });
}

describe('demo content items', () => {
  it.each(contentItemSeeds.map((item, index) => [index, item.collection, item] as const))(
    'item %i (%s) satisfies its collection’s schema',
    (_index, collection, item) => {
      const parsed = contentDataSchemas[collection].safeParse(item.data);
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );

  it('names only pictures that exist among the files', () => {
    const missing = contentItemSeeds.flatMap(imageIdsOf).filter((id) => !fileIds.has(id));
    expect(missing).toEqual([]);
  });

  it('keeps its HTML to simple tags, with headings from h2 down', () => {
    const allowed = new Set(
      'h2 h3 h4 p ul ol li strong em a table thead tbody tr th td dl dt dd blockquote address abbr'.split(
        ' ',
      ),
    );
    for (const html of contentItemSeeds.flatMap(htmlOf)) {
      const tags = [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((match) => match[1]!.toLowerCase());
      expect(tags.filter((tag) => !allowed.has(tag))).toEqual([]);
      expect(html).not.toMatch(/\son\w+\s*=|javascript:|style=/i);
    }
  });

  it('has one theme, one site config, one contact page and one blog', () => {
    for (const collection of ['theme', 'site_config', 'contact_page', 'blog'] as const)
      expect(contentItemSeeds.filter((item) => item.collection === collection)).toHaveLength(1);
  });

  it('gives every page a unique path, a page header first and an SEO description', () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of pages) {
      expect(page.sections[0]?.type).toBe('page_header');
      expect(page.seo.description.length).toBeGreaterThan(0);
      expect(page.seo.description.length).toBeLessThanOrEqual(300);
    }
    expect(paths).toEqual(
      expect.arrayContaining([
        'about',
        'about/responsible-gaming',
        'about/privacy',
        'about/cookie-policy',
        'about/terms-and-conditions',
        'about/terms-of-use',
        'about/faq',
      ]),
    );
  });

  it('has a page for each cause, asking for tickets in one of its raffles', () => {
    for (const cause of causeSeeds) {
      const page = pages.find((candidate) => candidate.path === `causes/${cause.urlSlug}`);
      expect(page, cause.urlSlug).toBeDefined();
      const raffles = raffleSeeds.filter((raffle) => raffle.causeKey === cause.key);
      const ctaHrefs = page!.sections.flatMap((block) =>
        block.type === 'call_to_action' ? [block.href] : [],
      );
      const raffleHrefs = raffles.flatMap((raffle) => [raffle.url, `/${raffle.key}`]);
      expect(
        ctaHrefs.some((href) => raffleHrefs.includes(href)),
        cause.urlSlug,
      ).toBe(true);
    }
  });

  it('has at least seven posts with unique slugs, distinct ages and known categories, in all three categories', () => {
    expect(posts.length).toBeGreaterThanOrEqual(7);
    const slugs = posts.map((post) => post.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const ages = posts.map((post) => post.daysAgo);
    for (const age of ages) {
      expect(age).toBeGreaterThanOrEqual(1);
      expect(age).toBeLessThanOrEqual(120);
    }
    expect(new Set(ages).size).toBe(ages.length);
    const categorySlugs = categories.map((category) => category.slug);
    expect(categorySlugs).toHaveLength(3);
    const used = new Set(posts.flatMap((post) => post.categories));
    expect([...used].sort()).toEqual([...categorySlugs].sort());
  });
});

describe('demo pictures', () => {
  it('has unique ids', () => {
    expect(fileIds.size).toBe(contentFileSeeds.length);
  });

  it.each(contentFileSeeds.map((file) => [file.id, file] as const))(
    '%s is a safe, standalone SVG',
    (_id, file) => {
      expect(file.svg).toContain('<svg');
      expect(file.svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(file.svg).toMatch(/<title>[^<]+<\/title>/);
      expect(file.svg).not.toMatch(/<script/i);
      expect(file.svg).not.toMatch(/\son\w+\s*=/i);
      expect(file.svg).not.toMatch(/(xlink:)?href="http/i);
      expect(file.svg).not.toMatch(/<image|<foreignObject|url\(http/i);
      expect(file.filename).toBe(`${file.id}.svg`);
      expect(file.width).toBeGreaterThan(0);
      expect(file.height).toBeGreaterThan(0);
      expect(file.description.length).toBeGreaterThan(0);
      expect(Buffer.byteLength(file.svg, 'utf8')).toBeLessThan(6_144);
    },
  );
});

describe('demo translation items', () => {
  it.each(translationSeeds.map((item) => [item.locale, item.id, item] as const))(
    '%s %s satisfies the translation item schema',
    (_locale, _id, item) => {
      const parsed = translationItemSchema.safeParse({
        id: item.id,
        category: item.category,
        type: item.type,
        value: item.value,
        ...(item.type === 'markdown' ? { html: null } : {}),
      });
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );

  it('gives every site widget en-AU words in the shape the widget reads', () => {
    for (const id of Object.keys(widgetTextSchemas) as WidgetTextId[]) {
      const items = translationSeeds.filter((item) => item.id === id);
      expect(
        items.some((item) => item.locale === 'en-AU'),
        id,
      ).toBe(true);
      for (const item of items) {
        expect(item.type, id).toBe('json');
        expect(widgetTextSchemas[id].safeParse(item.value).error?.issues ?? [], id).toEqual([]);
      }
    }
  });

  it('has each id once per locale', () => {
    const keys = translationSeeds.map((item) => `${item.locale} ${item.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('points the hero image at a content file', () => {
    const hero = translationSeeds.find((item) => item.locale === 'en-AU' && item.id === 'home.hero.image');
    const url = (hero?.value as { imageUrl: string } | undefined)?.imageUrl ?? '';
    expect(url).toMatch(/^\/cms\/assets\//);
    expect(fileIds.has(url.replace('/cms/assets/', ''))).toBe(true);
  });

  it('overrides a few en-GB items, falling back to en-AU for the rest', () => {
    const british = translationSeeds.filter((item) => item.locale === 'en-GB');
    expect(british.length).toBeGreaterThan(0);
    for (const item of british)
      expect(translationSeeds.some((other) => other.locale === 'en-AU' && other.id === item.id)).toBe(true);
  });
});
