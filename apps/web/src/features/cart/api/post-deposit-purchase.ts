import type { ApiClient, ApiResponse } from '@fairdraw/client';
import type { DepositPurchaseBody, DepositPurchaseResult } from '@fairdraw/contracts';

export const DEPOSIT_PURCHASE_API_VERSION = '3.3';

/**
 * POST /deposit_purchase (3.3): tops the wallet up from a saved card or a wallet and buys the cart
 * from it. The Idempotency-Key makes a retry of the same attempt answer the first one, so the card is
 * never charged twice.
 */
export async function postDepositPurchase(
  client: ApiClient,
  body: DepositPurchaseBody,
  idempotencyKey: string,
): Promise<ApiResponse<DepositPurchaseResult>> {
  return client.post<DepositPurchaseResult>(
    '/deposit_purchase',
    { ...body },
    { apiVersion: DEPOSIT_PURCHASE_API_VERSION, idempotencyKey },
  );
}
