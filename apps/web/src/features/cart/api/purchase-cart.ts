import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type PurchaseBody, type Receipt } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/**
 * POST /cart/purchase (signed in): buys the whole cart from the wallet. The Idempotency-Key makes a
 * retry of the same attempt safe: the server answers it with the first receipt instead of charging again.
 */
export async function purchaseCart(
  client: ApiClient,
  body: PurchaseBody,
  idempotencyKey: string,
): Promise<Receipt> {
  const response = await call(client, endpointRoutes.cart.purchase, { body }, { idempotencyKey });
  return response.result;
}
