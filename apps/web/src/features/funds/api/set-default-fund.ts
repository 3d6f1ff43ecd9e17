import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type Fund } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/** POST /funds/{id}/default. */
export async function setDefaultFund(client: ApiClient, fundId: string): Promise<Fund> {
  const response = await call(client, endpointRoutes.funds.setDefault, { params: { id: fundId } });
  return response.result;
}
