import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-client';
import { configQueryOptions } from './api/get-config';

/**
 * The visitor's session as the shell sees it. Sign-in arrives with the accounts work; until then
 * every visitor is anonymous with an empty cart and the configured pricing and segment. Components
 * read these hooks so that work only changes this file.
 */
export interface SessionSummary {
  isAuthenticated: boolean;
}

const anonymous: SessionSummary = { isAuthenticated: false };

/** The segment anonymous visitors belong to; asked for while config is still on its way. */
export const VISITOR_SEGMENT = 'visitor';

export function useSession(): SessionSummary {
  return anonymous;
}

/** Items in the cart, for the header badge. */
export function useCartItemCount(): number {
  return 0;
}

/** Reads config from the cache without fetching it (the start-up gate does that). */
function useCachedConfig() {
  const { client, clearCache } = useApi();
  return useQuery({ ...configQueryOptions(client, clearCache), enabled: false }).data;
}

/**
 * The capability segment. Before config has loaded this is the visitor segment, so capabilities can
 * be fetched alongside config; if config names another default the query moves to that key.
 */
export function useSegmentName(): string {
  return useCachedConfig()?.defaultSegment ?? VISITOR_SEGMENT;
}

/** The pricing id product offers are read with; undefined until config has loaded. */
export function usePricingName(): string | undefined {
  return useCachedConfig()?.defaultPricingId;
}
