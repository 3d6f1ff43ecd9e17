import type { ApiClient, ApiResponse } from '@fairdraw/client';
import type { CardGatewayKey, Deposit, DepositBody, WalletDepositMethod } from '@fairdraw/contracts';

/**
 * POST /funds/{method}/{gateway}/deposit: a deposit from Apple Pay, Google Pay or PayPal. It answers
 * `requires_action` with the wallet's page (`actionUrl`) where the customer approves the payment. The
 * Idempotency-Key makes a retry of the same attempt answer the first deposit.
 */
export async function postWalletDeposit(
  client: ApiClient,
  method: WalletDepositMethod,
  gateway: CardGatewayKey,
  body: DepositBody,
  idempotencyKey: string,
): Promise<ApiResponse<Deposit>> {
  return client.post<Deposit>(
    `/funds/${encodeURIComponent(method)}/${encodeURIComponent(gateway)}/deposit`,
    { ...body },
    { apiVersion: '3.0', idempotencyKey },
  );
}
