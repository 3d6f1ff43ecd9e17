import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type DrawPreviewResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** GET /draw/preview/{productOfferKey}/{drawNo} (v3.3): a draw before or while it is on sale. */
export async function getDrawPreview(
  client: ApiClient,
  productOfferKey: string,
  drawNo: number,
  options: { signal?: AbortSignal } = {},
): Promise<DrawPreviewResult> {
  const response = await call(
    client,
    endpointRoutes.catalogueInfo.drawPreview,
    { params: { productOfferKey, drawNo: String(drawNo) } },
    { signal: options.signal },
  );
  return response.result;
}

export function useDrawPreview(productOfferKey: string, drawNo: number, enabled: boolean) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['draw-preview', productOfferKey, drawNo] as const,
    queryFn: ({ signal }) => getDrawPreview(client, productOfferKey, drawNo, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
