import type { ApiClient } from '@fairdraw/client';
import { endpoints } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/** DELETE /funds/{id}. */
export async function deleteFund(client: ApiClient, fundId: string): Promise<void> {
  await call(client, endpoints.funds.remove, { params: { id: fundId } });
}
