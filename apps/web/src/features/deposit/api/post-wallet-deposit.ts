import type { ApiClient, ApiResponse } from '@fairdraw/client';
import {
  endpointRoutes,
  type CardGatewayKey,
  type Deposit,
  type DepositBody,
  type WalletDepositMethod,
} from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

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
  return call(
    client,
    endpointRoutes.deposits.wallet,
    { params: { method, gateway }, body },
    { idempotencyKey },
  );
}
