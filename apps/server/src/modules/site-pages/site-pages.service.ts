// What the server knows about a page path before the web app loads (decision 0041): whether any page
// claims it (a fixed page, an offer, a published content page, post or cause) or it is a wrong turn
// (404), and the title, description and picture that search engines and shared links show. Also the
// sitemap of every public page.
import {
  CONTENT_PAGE_PATTERNS,
  findOffer,
  isFixedPage,
  isLinkAllowed,
  matchPagePattern,
  offerCapability,
} from '@fairdraw/domain';
import type { CauseWithOffers, ProductOffersResult, TranslationItem } from '@fairdraw/contracts';
import { NotFoundError } from '../../lib/errors';
import type { ContentService } from '../content/content.service';
import type { TranslationService } from '../content/translation.service';

export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  /** An absolute URL of the picture shared links show. */
  imageUrl?: string;
  /** Account, cart and preview pages are nobody's search result. */
  noIndex?: boolean;
}

export interface SitePagesDeps {
  content: Pick<ContentService, 'getItem' | 'listItems' | 'contactPage'>;
  translations: Pick<TranslationService, 'items'>;
  offers: () => Promise<ProductOffersResult>;
  causes: (query: { slug?: string; limit: number }) => Promise<CauseWithOffers[]>;
  /** The visitor segment's capabilities: a page whose capability is off is a 404 to a visitor. */
  visitorCapabilities: () => Promise<readonly string[]>;
  siteName: string;
  /** The shop's public address, e.g. https://fairdraw.com.au/ (canonical links, sitemap). */
  publicUrl: string;
}

export interface SitePagesService {
  describePage(pathname: string): Promise<PageMeta>;
  sitemap(): Promise<string>;
  robots(): string;
}

const PRIVATE_PREFIXES = [
  'my-account',
  'cart',
  'receipt',
  'checkout',
  'deposit',
  'preview',
  'close-my-account',
];
const SITEMAP_PAGES = [
  '',
  'lotto-tickets',
  'charity-tickets',
  'syndicates',
  'lotto-results',
  'ticket-checker',
  'blog',
  'causes',
  'about/contact-us',
];

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function createSitePagesService(deps: SitePagesDeps): SitePagesService {
  const absolute = (path: string) => new URL(path.replace(/^\/+/, ''), deps.publicUrl).toString();
  const picture = (imageId: string | undefined) => (imageId ? absolute(`/cms/assets/${imageId}`) : undefined);
  const notFound: PageMeta = {
    status: 404,
    title: `Page not found | ${deps.siteName}`,
    description: "It's looking like you may have taken a wrong turn.",
    noIndex: true,
  };
  const named = (title: string) => (title.includes(deps.siteName) ? title : `${title} | ${deps.siteName}`);

  /** The content item, or null when none may show (any other failure is the caller's). */
  async function item<T>(load: () => Promise<T>): Promise<T | null> {
    try {
      return await load();
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  async function seoFor(id: string): Promise<Extract<TranslationItem, { type: 'seo' }> | undefined> {
    const items = await deps.translations.items('en-AU', { ids: [`seo.${id}`] });
    return items.find((entry): entry is Extract<TranslationItem, { type: 'seo' }> => entry.type === 'seo');
  }

  async function fixedPage(path: string): Promise<PageMeta> {
    const first = path.split('/')[0] || 'home';
    const seo = await seoFor(first);
    const noIndex = PRIVATE_PREFIXES.includes(first);
    return {
      status: 200,
      title: seo ? named(seo.value.title) : deps.siteName,
      description:
        seo?.value.description ?? `${deps.siteName}: lottery tickets and charity raffles for Australians.`,
      ...(noIndex ? { noIndex } : {}),
    };
  }

  /** Whether visitors have the capability the page needs (the web shows its 404 page otherwise). */
  async function visitorsMaySee(path: string): Promise<boolean> {
    return isLinkAllowed(`/${path}`, await deps.visitorCapabilities());
  }

  async function gatedFixedPage(path: string): Promise<PageMeta> {
    return (await visitorsMaySee(path)) ? fixedPage(path) : notFound;
  }

  async function contentBacked(path: string): Promise<PageMeta | null> {
    for (const pattern of CONTENT_PAGE_PATTERNS) {
      const params = matchPagePattern(pattern, path);
      if (!params) continue;
      if (pattern !== 'about/*' && !(await visitorsMaySee(path))) return notFound;
      if (pattern === 'blog/:blogSlug') {
        const post = await item(() => deps.content.getItem('blog_posts', params.blogSlug!, {}));
        if (!post) return notFound;
        const data = post.data as { title: string; summary: string; imageId: string };
        return {
          status: 200,
          title: named(data.title),
          description: data.summary,
          imageUrl: picture(data.imageId)!,
        };
      }
      if (pattern === 'blog/category/:slug/:page?') {
        const category = await item(() => deps.content.getItem('blog_categories', params.slug!, {}));
        if (!category) return notFound;
        const data = category.data as { name: string; description?: string };
        return { status: 200, title: named(`${data.name} news`), description: data.description ?? data.name };
      }
      if (pattern === 'causes/:causeSlug') {
        const [cause] = await deps.causes({ slug: params.causeSlug!, limit: 1 });
        if (!cause) return notFound;
        return { status: 200, title: named(cause.name), description: cause.description };
      }
    }
    return null;
  }

  async function contentPage(path: string): Promise<PageMeta | null> {
    const page = await item(() => deps.content.getItem('pages', path, {}));
    if (!page) return null;
    const seo = (page.data as { seo: { title: string; description: string; imageId?: string } }).seo;
    const imageUrl = picture(seo.imageId);
    return {
      status: 200,
      title: named(seo.title),
      description: seo.description,
      ...(imageUrl ? { imageUrl } : {}),
    };
  }

  async function contactPage(): Promise<PageMeta> {
    const contact = await item(() => deps.content.contactPage());
    return contact
      ? { status: 200, title: named(contact.seo.title), description: contact.seo.description }
      : fixedPage('about/contact-us');
  }

  async function offerPage(path: string): Promise<PageMeta | null> {
    const [first = ''] = path.split('/');
    const { offers } = await deps.offers();
    // The same rule as the web app's routes: by url (stored with its slash), an alias, or the key.
    const offer = findOffer(offers, first);
    if (!offer) return null;
    if (!(await deps.visitorCapabilities()).includes(offerCapability(offer))) return notFound;
    return {
      status: 200,
      title: named(`${offer.name} tickets online`),
      description:
        offer.type === 'raffle_ticket'
          ? `Buy ${offer.name} tickets online with ${deps.siteName} and support ${offer.causes[0]?.name ?? 'a good cause'}.`
          : `Buy ${offer.name} tickets online with ${deps.siteName}: this week's jackpot, draw times, results and statistics.`,
    };
  }

  return {
    async describePage(pathname) {
      const path = pathname.replace(/^\/+|\/+$/g, '');
      if (path.toLowerCase() === 'about/contact-us') return contactPage();
      // A content page at a fixed path (the about page) names it better than the route's own words.
      return (
        (await contentBacked(path)) ??
        (await contentPage(path.toLowerCase())) ??
        (isFixedPage(path) ? await gatedFixedPage(path) : null) ??
        (await offerPage(path)) ??
        notFound
      );
    },

    async sitemap() {
      const [{ offers }, pages, posts, categories, causes] = await Promise.all([
        deps.offers(),
        deps.content.listItems('pages', { fields: ['path'], limit: 100, offset: 0 }),
        deps.content.listItems('blog_posts', { fields: ['slug'], limit: 100, offset: 0 }),
        deps.content.listItems('blog_categories', { fields: ['slug'], limit: 100, offset: 0 }),
        deps.causes({ limit: 100 }),
      ]);
      const paths = [
        ...SITEMAP_PAGES,
        ...offers.map((offer) => offer.url),
        ...pages.items.map((page) => String(page.data.path)),
        ...posts.items.map((post) => `blog/${String(post.data.slug)}`),
        ...categories.items.map((category) => `blog/category/${String(category.data.slug)}`),
        ...causes.map((cause) => `causes/${cause.urlSlug}`),
      ];
      const urls = [...new Set(paths)].map(
        (path) => `  <url><loc>${xmlEscape(absolute(`/${path}`))}</loc></url>`,
      );
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    },

    robots() {
      return [
        'User-agent: *',
        ...PRIVATE_PREFIXES.map((prefix) => `Disallow: /${prefix}`),
        'Disallow: /ops',
        'Disallow: /dev',
        `Sitemap: ${absolute('/sitemap.xml')}`,
        '',
      ].join('\n');
    },
  };
}
