import type { ApiClient, ApiResponse } from '@fairdraw/client';
import type { Deposit, DepositPurchaseBody, Receipt } from '@fairdraw/contracts';

/** The answer of POST /deposit_purchase: the receipt when the cart was bought at once. */
export interface DepositPurchaseResult {
  deposit: Deposit;
  /** Null while the deposit waits for approval (3-D Secure, a wallet's page): the cart is bought then. */
  receipt: Receipt | null;
}

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
