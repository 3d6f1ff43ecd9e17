import type { ApiClient } from '@fairdraw/client';
import type { Fund } from '@fairdraw/contracts';

/** POST /funds/{id}/default. */
export async function setDefaultFund(client: ApiClient, fundId: string): Promise<Fund> {
  const response = await client.post<Fund>(`/funds/${encodeURIComponent(fundId)}/default`);
  return response.result;
}
