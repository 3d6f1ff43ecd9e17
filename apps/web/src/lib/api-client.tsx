import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ApiClient } from '@fairdraw/client';

interface ApiContextValue {
  client: ApiClient;
  /** Set when the page was opened with ?clear_cache: start-up reads then send clear_cache=1. */
  clearCache: boolean;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider({ client, clearCache, children }: ApiContextValue & { children: ReactNode }) {
  return <ApiContext value={{ client, clearCache }}>{children}</ApiContext>;
}

export function useApi(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi must be used inside <ApiProvider>');
  return value;
}

/** The query parameters a start-up read adds for ?clear_cache. */
export function clearCacheQuery(clearCache: boolean): { clearCache: string } | undefined {
  return clearCache ? { clearCache: '1' } : undefined;
}
