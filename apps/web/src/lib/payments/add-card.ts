import type { ApiClient } from '@fairdraw/client';
import type { Fund } from '@fairdraw/contracts';

/** POST /funds/{method}/{token}: saves a card the gateway tokenised. */
export async function addCard(client: ApiClient, token: string): Promise<Fund> {
  const response = await client.post<Fund>(`/funds/cc/${encodeURIComponent(token)}`);
  return response.result;
}
