import type { ApiClient, ApiResponse } from '@fairdraw/client';
import type { Deposit, DepositBody } from '@fairdraw/contracts';

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
  return client.post<Deposit>(
    `/funds/${encodeURIComponent(fundId)}/deposit`,
    { ...body },
    {
      apiVersion: body.csc ? '3.4' : '3.0',
      idempotencyKey,
    },
  );
}
