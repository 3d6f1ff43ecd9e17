import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-client';
import { configQueryOptions } from './api/get-config';

/** Used only before config has loaded (start-up and its error pages). */
const FALLBACK_SITE_NAME = 'Fairdraw';

/** The site name from config, read from the cache without waiting for it. */
export function useSiteName(): string {
  const { client, clearCache } = useApi();
  return (
    useQuery({ ...configQueryOptions(client, clearCache), enabled: false }).data?.siteName ??
    FALLBACK_SITE_NAME
  );
}

/** Sets the tab title: "Powerball | Fairdraw", or just the site name for the home page. */
export function useDocumentTitle(pageTitle?: string): void {
  const siteName = useSiteName();
  // A title written for search results (content SEO) may name the site itself already.
  const title = !pageTitle
    ? siteName
    : pageTitle.includes(siteName)
      ? pageTitle
      : `${pageTitle} | ${siteName}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Sets the page's meta description (what search results and shared links show), while it is shown. */
export function useDocumentDescription(description?: string): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (meta) meta.content = previous;
    };
  }, [description]);
}
