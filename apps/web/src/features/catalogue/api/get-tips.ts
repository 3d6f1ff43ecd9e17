import { useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, type ApiClient } from '@fairdraw/client';
import { endpointRoutes, type TipsResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** GET /tips: each lottery's hot and cold numbers over its newest drawn draws. */
export async function getTips(
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<TipsResult> {
  const response = await call(client, endpointRoutes.catalogueInfo.tips, {}, { signal: options.signal });
  return response.result;
}

/** The tips of one offer, or undefined while loading, on failure, or when it has none. */
export function useOfferTips(productOfferKey: string) {
  const { client } = useApi();
  const query = useQuery({
    queryKey: ['tips'] as const,
    queryFn: ({ signal }) => getTips(client, { signal }),
    // The spec's 1,080,000 ms: tips change only when a draw is drawn.
    staleTime: CACHE_TTL_MS.tips,
  });
  return query.data?.lotteries.find((lottery) => lottery.productOfferKey === productOfferKey);
}
