// The content service's reads (/cms) and the translation service (/translation). Published reads are
// cached for the spec's lifetimes (shop-core §7 "Cached reads"); `clear_cache` refreshes them, and an
// operator's write clears them at once. Preview reads (drafts) are never cached.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import { Reply } from '../../plugins/envelope';
import { cached, type Cache } from '../../lib/cache';
import type { ContentService } from './content.service';
import type { TranslationService } from './translation.service';

export const CONTENT_CACHE_PREFIX = 'cms:';
const ONE_MINUTE = 60_000;
const TEN_MINUTES = 10 * ONE_MINUTE;
const ONE_DAY = 24 * 60 * ONE_MINUTE;

export interface ContentRouteOptions {
  cache: Cache;
  content: ContentService;
}

export async function contentRoutes(scope: FastifyInstance, { cache, content }: ContentRouteOptions) {
  const read = <T>(key: string, ttl: number, refresh: boolean, load: () => Promise<T>) =>
    cached(cache, `${CONTENT_CACHE_PREFIX}${key}`, ttl, load, refresh);

  route(scope, endpoints.content.items, async (request) => {
    const { collection } = request.params;
    const { clearCache, ...query } = request.query;
    const load = () => content.listItems(collection, query);
    const page = query.status?.length
      ? await load()
      : await read(
          `items:${collection}:${JSON.stringify(query)}`,
          ONE_MINUTE,
          clearCache !== undefined,
          load,
        );
    return new Reply(page.items, { pageInfo: page.pageInfo });
  });

  route(scope, endpoints.content.item, async (request) => {
    const { collection, id } = request.params;
    const { clearCache, ...query } = request.query;
    const load = () => content.getItem(collection, id, query);
    return query.status?.length
      ? load()
      : read(`item:${collection}:${id}`, ONE_MINUTE, clearCache !== undefined, load);
  });

  route(scope, endpoints.content.file, async (request) => content.getFile(request.params.id));

  route(scope, endpoints.content.theme, async (request) =>
    read('theme', TEN_MINUTES, request.query.clearCache !== undefined, () => content.theme()),
  );
  route(scope, endpoints.content.navigation, async (request) =>
    read('navigation', ONE_DAY, request.query.clearCache !== undefined, () => content.navigation()),
  );
  route(scope, endpoints.content.components, async (request) =>
    read('components', ONE_DAY, request.query.clearCache !== undefined, () => content.components()),
  );
  route(scope, endpoints.content.contactPage, async (request) =>
    read('contact', ONE_MINUTE, request.query.clearCache !== undefined, () => content.contactPage()),
  );
}

export async function translationRoutes(
  scope: FastifyInstance,
  { cache, translations }: { cache: Cache; translations: TranslationService },
) {
  route(scope, endpoints.translation.items, async (request) => {
    const { locale } = request.params;
    const { clearCache, c, id, t } = request.query;
    const filter = {
      ...(c ? { categories: c } : {}),
      ...(id ? { ids: id } : {}),
      ...(t ? { types: t } : {}),
    };
    return cached(
      cache,
      `${CONTENT_CACHE_PREFIX}translation:${locale}:${JSON.stringify(filter)}`,
      // The page headings and SEO words change rarely (shop-core §7: a day); the rest a minute.
      t?.length === 1 && t[0] === 'seo' ? ONE_DAY : ONE_MINUTE,
      () => translations.items(locale, filter),
      clearCache !== undefined,
    );
  });
}
