import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, type ApiClient } from '@fairdraw/client';
import { endpointRoutes, type PlacementKey, type PlacementsResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { useHasCapabilities } from '../../../lib/capabilities';
import { usePricingName } from '../../../lib/segment';
import { useSession } from '../../../lib/session';

export interface PlacementsRequest {
  keys: readonly PlacementKey[];
  /** The cart's draws as `lottery_key:draw_number`, for the cart's own lists. */
  cart?: ReadonlyArray<{ lotteryKey: string; drawNo: number }>;
  pricingId?: string | undefined;
}

/** The wire's `cart=key:draw,key:draw`, each draw once, in a stable order (it is part of the cache key). */
export function cartParam(cart: PlacementsRequest['cart']): string | undefined {
  if (!cart || cart.length === 0) return undefined;
  return [...new Set(cart.map((item) => `${item.lotteryKey}:${item.drawNo}`))].sort().join(',');
}

/**
 * GET /placement (recommend service 1.0): the asked placements that have draws to show. A 204 is an
 * empty list, and so is any failure (account-area §8: "A placement failure yields an empty list").
 */
export async function getPlacements(
  client: ApiClient,
  request: PlacementsRequest,
  options: { signal?: AbortSignal } = {},
): Promise<PlacementsResult> {
  const cart = cartParam(request.cart);
  try {
    const response = await call(
      client,
      endpointRoutes.placements.placements,
      {
        query: {
          keys: request.keys.join(','),
          ...(cart ? { cart } : {}),
          ...(request.pricingId ? { pricingId: request.pricingId } : {}),
        },
      },
      { signal: options.signal },
    );
    return response.status === 204 || !Array.isArray(response.result) ? [] : response.result;
  } catch {
    return [];
  }
}

export function placementsQueryOptions(
  client: ApiClient,
  customerId: string | null,
  request: PlacementsRequest,
) {
  return queryOptions({
    queryKey: [
      'placements',
      customerId ?? 'visitor',
      request.pricingId ?? null,
      request.keys.join(','),
      cartParam(request.cart) ?? '',
    ],
    queryFn: ({ signal }) => getPlacements(client, request, { signal }),
    staleTime: CACHE_TTL_MS.placement,
  });
}

/** The draws of one placement; nothing is asked without the placements capability. */
export function usePlacement(key: PlacementKey, cart?: PlacementsRequest['cart'], enabled = true) {
  const { client } = useApi();
  const { customerId } = useSession();
  const pricingId = usePricingName();
  const allowed = useHasCapabilities('placements');
  const query = useQuery({
    ...placementsQueryOptions(client, customerId, { keys: [key], cart, pricingId }),
    enabled: enabled && allowed,
  });
  const items = query.data?.find((placement) => placement.key === key)?.items ?? [];
  return { items, isLoading: allowed && enabled && query.isPending, allowed };
}
