import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import type { TranslationLocale, WidgetText, WidgetTextId } from '@fairdraw/contracts';
import { useApi } from '../api-client';
import { getTranslations } from './get-translations';
import { useConfig } from './get-config';
import { checkWidgetText, WIDGET_TEXT_IDS } from './widget-text-checks';

export function widgetTextsQueryOptions(client: ApiClient, locale: TranslationLocale, clearCache = false) {
  return queryOptions({
    queryKey: ['translations', locale, 'widgets'],
    // The widgets' words in one read, by id.
    queryFn: ({ signal }) =>
      getTranslations(client, locale, { ids: WIDGET_TEXT_IDS }, { clearCache, signal }),
    staleTime: CACHE_TTL_MS.default,
  });
}

/**
 * A widget's words from its json translation item when the item has the expected shape, else
 * `fallback` (while loading, when missing or malformed, or when the read failed), so a widget never
 * shows a gap or an error.
 */
export function useWidgetText<Id extends WidgetTextId>(id: Id, fallback: WidgetText<Id>): WidgetText<Id> {
  return useWidgetTextOrNull(id) ?? fallback;
}

/** The same words, or null when there are none to show (for a widget without words of its own). */
export function useWidgetTextOrNull<Id extends WidgetTextId>(id: Id): WidgetText<Id> | null {
  const { client, clearCache } = useApi();
  const { siteLocale } = useConfig();
  const items = useQuery(widgetTextsQueryOptions(client, siteLocale, clearCache)).data;
  const item = items?.find((entry) => entry.id === id && entry.type === 'json');
  if (!item) return null;
  return checkWidgetText(id, item.value);
}
