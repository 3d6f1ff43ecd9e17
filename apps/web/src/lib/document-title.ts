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
  const title = pageTitle ? `${pageTitle} | ${siteName}` : siteName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
