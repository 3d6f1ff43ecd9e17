import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type ReplayResult, type ReplaySource } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/** POST /cart/replay/{replayId}: a past order's lottery games back into the customer's cart. */
export async function replayOrder(
  client: ApiClient,
  replayId: string,
  source: ReplaySource,
): Promise<ReplayResult> {
  const response = await call(client, endpointRoutes.replay.replay, {
    params: { replayId },
    body: { source },
  });
  return response.result;
}
