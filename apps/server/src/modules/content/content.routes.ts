// The content service's reads (/cms) and the translation service (/translation). Published reads are
// cached for the spec's lifetimes (shop-core §7 "Cached reads"); `clear_cache` refreshes them, and an
// operator's write clears them at once. Preview reads (drafts) are never cached.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import { Reply } from '../../plugins/envelope';
import type { WireCache } from '../../plugins/wire-cache';
import type { ContentService } from './content.service';
import type { TranslationService } from './translation.service';

export const CONTENT_CACHE_PREFIX = 'cms:';
const ONE_MINUTE = 60_000;
const TEN_MINUTES = 10 * ONE_MINUTE;
const ONE_DAY = 24 * 60 * ONE_MINUTE;

export interface ContentRouteOptions {
  wire: WireCache;
  content: ContentService;
}

type ItemsPage = Awaited<ReturnType<ContentService['listItems']>>;

/** The site-wide content reads, each with its cache key and lifetime; the page HTML carries some. */
export function contentReads(content: ContentService) {
  return {
    theme: { key: `${CONTENT_CACHE_PREFIX}theme`, ttlMs: TEN_MINUTES, load: () => content.theme() },
    navigation: {
      key: `${CONTENT_CACHE_PREFIX}navigation`,
      ttlMs: ONE_DAY,
      load: () => content.navigation(),
    },
    components: {
      key: `${CONTENT_CACHE_PREFIX}components`,
      ttlMs: ONE_DAY,
      load: () => content.components(),
    },
    contact: { key: `${CONTENT_CACHE_PREFIX}contact`, ttlMs: ONE_MINUTE, load: () => content.contactPage() },
  };
}
const pagedItems = (page: ItemsPage) => new Reply(page.items, { pageInfo: page.pageInfo });

export async function contentRoutes(scope: FastifyInstance, { wire, content }: ContentRouteOptions) {
  route(scope, endpoints.content.items, async (request, reply) => {
    const { collection } = request.params;
    const { clearCache, ...query } = request.query;
    const load = () => content.listItems(collection, query);
    if (query.status?.length) return pagedItems(await load());
    return wire.send(request, reply, {
      key: `${CONTENT_CACHE_PREFIX}items:${collection}:${JSON.stringify(query)}`,
      ttlMs: ONE_MINUTE,
      load,
      refresh: clearCache !== undefined,
      answer: pagedItems,
    });
  });

  route(scope, endpoints.content.item, async (request, reply) => {
    const { collection, id } = request.params;
    const { clearCache, ...query } = request.query;
    const load = () => content.getItem(collection, id, query);
    if (query.status?.length) return load();
    return wire.send(request, reply, {
      key: `${CONTENT_CACHE_PREFIX}item:${collection}:${id}`,
      ttlMs: ONE_MINUTE,
      load,
      refresh: clearCache !== undefined,
    });
  });

  route(scope, endpoints.content.file, async (request) => content.getFile(request.params.id));

  const reads = contentReads(content);
  for (const [endpoint, read] of [
    [endpoints.content.theme, reads.theme],
    [endpoints.content.navigation, reads.navigation],
    [endpoints.content.components, reads.components],
    [endpoints.content.contactPage, reads.contact],
  ] as const)
    route(scope, endpoint, async (request, reply) =>
      wire.send(request, reply, {
        ...(read as { key: string; ttlMs: number; load: () => Promise<unknown> }),
        refresh: request.query.clearCache !== undefined,
      }),
    );
}

type TranslationLocale = Parameters<TranslationService['items']>[0];
type TranslationFilter = Parameters<TranslationService['items']>[1];

/** A translation read, with its cache key and lifetime; the page HTML carries some (decision 0062). */
export function translationRead(
  translations: TranslationService,
  locale: TranslationLocale,
  filter: TranslationFilter,
) {
  return {
    key: `${CONTENT_CACHE_PREFIX}translation:${locale}:${JSON.stringify(filter)}`,
    // The page headings and SEO words change rarely (shop-core §7: a day); the rest a minute.
    ttlMs: filter.types?.length === 1 && filter.types[0] === 'seo' ? ONE_DAY : ONE_MINUTE,
    load: () => translations.items(locale, filter),
  };
}

export async function translationRoutes(
  scope: FastifyInstance,
  { wire, translations }: { wire: WireCache; translations: TranslationService },
) {
  route(scope, endpoints.translation.items, async (request, reply) => {
    const { locale } = request.params;
    const { clearCache, c, id, t } = request.query;
    const filter = {
      ...(c ? { categories: c } : {}),
      ...(id ? { ids: id } : {}),
      ...(t ? { types: t } : {}),
    };
    return wire.send(request, reply, {
      ...translationRead(translations, locale, filter),
      refresh: clearCache !== undefined,
    });
  });
}
