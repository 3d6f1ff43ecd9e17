import type { ApiClient, ApiResponse } from '@fairdraw/client';
import { endpointRoutes, type DepositPurchaseBody, type DepositPurchaseResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/**
 * POST /deposit_purchase: tops the wallet up from a saved card or a wallet and buys the cart
 * from it. The Idempotency-Key makes a retry of the same attempt answer the first one, so the card is
 * never charged twice.
 */
export async function postDepositPurchase(
  client: ApiClient,
  body: DepositPurchaseBody,
  idempotencyKey: string,
): Promise<ApiResponse<DepositPurchaseResult>> {
  return call(client, endpointRoutes.deposits.purchase, { body }, { idempotencyKey });
}
