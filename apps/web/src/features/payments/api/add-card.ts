import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type Fund } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/** POST /funds/{method}/{token}: saves a card the gateway tokenised. */
export async function addCard(client: ApiClient, token: string): Promise<Fund> {
  const response = await call(client, endpointRoutes.funds.addCard, { params: { method: 'cc', token } });
  return response.result;
}
