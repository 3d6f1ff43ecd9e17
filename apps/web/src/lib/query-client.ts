import { QueryClient } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '@fairdraw/client';

/** One query client for the app; each read sets its own staleTime from CACHE_TTL_MS. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_TTL_MS.default,
        // One quick retry hides a blip; more would keep a failing start-up on the loading screen.
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
