import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type TranslationItem, type TranslationLocale } from '@fairdraw/contracts';
import { call } from '../api-call';
import { clearCacheQuery, useApi } from '../api-client';
import { useConfig } from './get-config';

/** GET /translation/:locale/items?c[]=…&id[]=…: the shop's words (shop-core §3 "Translation items"). */
export async function getTranslations(
  client: ApiClient,
  locale: TranslationLocale,
  filter: { categories?: string[]; ids?: string[] },
  options: { clearCache?: boolean; signal?: AbortSignal } = {},
): Promise<TranslationItem[]> {
  const response = await call(
    client,
    endpointRoutes.translation.items,
    {
      params: { locale },
      query: {
        ...(filter.categories ? { c: filter.categories } : {}),
        ...(filter.ids ? { id: filter.ids } : {}),
        ...clearCacheQuery(options.clearCache ?? false),
      },
    },
    { signal: options.signal },
  );
  return response.result;
}

export function translationsQueryOptions(
  client: ApiClient,
  locale: TranslationLocale,
  category: string,
  clearCache = false,
) {
  return queryOptions({
    queryKey: ['translations', locale, category],
    queryFn: ({ signal }) =>
      getTranslations(client, locale, { categories: [category] }, { clearCache, signal }),
    staleTime: CACHE_TTL_MS.translationHeadings,
    // The page keeps its own words while the service is away; a second try is enough.
    retry: 1,
  });
}

export interface Translations {
  /** A plain item's text, or `fallback` (the shop's own words) while loading or when there is none. */
  text(id: string, fallback: string): string;
  /** Any item by id (image, json, markdown), or undefined. */
  item<T extends TranslationItem['type']>(
    id: string,
    type: T,
  ): Extract<TranslationItem, { type: T }> | undefined;
}

/** One category's items, read through defaults so a missing item never leaves a gap. */
export function useTranslations(category: string): Translations {
  const { client, clearCache } = useApi();
  const { siteLocale } = useConfig();
  const items = useQuery(translationsQueryOptions(client, siteLocale, category, clearCache)).data;
  const find = (id: string) => items?.find((entry) => entry.id === id);
  return {
    text(id, fallback) {
      const found = find(id);
      return found?.type === 'plain' && found.value.trim() !== '' ? found.value : fallback;
    },
    item<T extends TranslationItem['type']>(id: string, type: T) {
      const found = find(id);
      return found?.type === type ? (found as Extract<TranslationItem, { type: T }>) : undefined;
    },
  };
}
