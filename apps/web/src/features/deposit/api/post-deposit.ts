import type { ApiClient, ApiResponse } from '@fairdraw/client';
import { DEFAULT_API_VERSION, endpointRoutes, type Deposit, type DepositBody } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/**
 * POST /funds/{id}/deposit: version 3.4 when a card security code is sent. The Idempotency-Key makes a
 * retry of the same attempt answer the first deposit instead of charging again.
 */
export async function postDeposit(
  client: ApiClient,
  fundId: string,
  body: DepositBody,
  idempotencyKey: string,
): Promise<ApiResponse<Deposit>> {
  // The entry's version is for a deposit with its security code; without one the default is sent.
  const endpoint = body.csc
    ? endpointRoutes.deposits.card
    : { ...endpointRoutes.deposits.card, apiVersion: DEFAULT_API_VERSION };
  return call(client, endpoint, { params: { id: fundId }, body }, { idempotencyKey });
}
