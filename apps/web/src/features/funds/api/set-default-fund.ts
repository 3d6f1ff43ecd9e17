import type { ApiClient } from '@fairdraw/client';
import { endpoints, type Fund } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/** POST /funds/{id}/default. */
export async function setDefaultFund(client: ApiClient, fundId: string): Promise<Fund> {
  const response = await call(client, endpoints.funds.setDefault, { params: { id: fundId } });
  return response.result;
}
