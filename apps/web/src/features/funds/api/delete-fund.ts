import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/** DELETE /funds/{id}. */
export async function deleteFund(client: ApiClient, fundId: string): Promise<void> {
  await call(client, endpointRoutes.funds.remove, { params: { id: fundId } });
}
