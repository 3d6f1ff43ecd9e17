import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, isNotFound } from '@fairdraw/client';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type Theme } from '@fairdraw/contracts';
import { call } from '../api-call';
import { clearCacheQuery, useApi } from '../api-client';

/** GET /cms/theme: the shop's colours, fonts, radius, shadow and motifs from the content service. */
export async function getTheme(
  client: ApiClient,
  options: { clearCache?: boolean; signal?: AbortSignal } = {},
): Promise<Theme> {
  const response = await call(
    client,
    endpointRoutes.content.theme,
    { query: clearCacheQuery(options.clearCache ?? false) },
    { signal: options.signal },
  );
  return response.result;
}

export function themeQueryOptions(client: ApiClient, clearCache = false) {
  return queryOptions({
    queryKey: ['theme'],
    queryFn: ({ signal }) => getTheme(client, { clearCache, signal }),
    staleTime: CACHE_TTL_MS.theme,
    // No theme published (404) keeps the built-in look; it is not an error to retry.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });
}

const SHADOWS: Record<Theme['boxShadow'], string> = {
  none: 'none',
  soft: '0 4px 16px rgb(16 36 43 / 0.25)',
  raised: '0 8px 28px rgb(16 36 43 / 0.35)',
};

/** The CSS variables of styles.css that a theme sets. */
export function themeVariables(theme: Theme): Record<string, string> {
  const { colours } = theme;
  return {
    '--colour-brand': colours.primary,
    '--colour-on-brand': colours.primaryContrast,
    '--colour-accent-soft': colours.accent,
    '--colour-background': colours.background,
    '--colour-surface': colours.surface,
    '--colour-text': colours.text,
    '--colour-muted': colours.mutedText,
    '--colour-border': colours.border,
    '--radius': theme.borderRadius,
    '--shadow': SHADOWS[theme.boxShadow],
    '--font-body': theme.fonts.body,
    '--font-heading': theme.fonts.heading,
  };
}

/**
 * Applies the content service's theme through CSS variables once it arrives. Nothing waits for it: until
 * then, and when none is published, the built-in look of styles.css stands.
 */
export function useApplyTheme(options: { enabled?: boolean } = {}) {
  const { client, clearCache } = useApi();
  const theme = useQuery({ ...themeQueryOptions(client, clearCache), enabled: options.enabled ?? true }).data;
  useEffect(() => {
    if (!theme) return;
    const root = document.documentElement;
    const variables = themeVariables(theme);
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    root.dataset.headingMotif = theme.motifs.heading;
    root.dataset.bannerMotif = theme.motifs.banner;
    return () => {
      for (const name of Object.keys(variables)) root.style.removeProperty(name);
      delete root.dataset.headingMotif;
      delete root.dataset.bannerMotif;
    };
  }, [theme]);
}
