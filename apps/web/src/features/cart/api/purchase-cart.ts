import type { ApiClient } from '@fairdraw/client';
import type { PurchaseBody, Receipt } from '@fairdraw/contracts';
import { CART_API_VERSION } from '../utils/cart-owner';

/**
 * POST /cart/purchase (signed in): buys the whole cart from the wallet. The Idempotency-Key makes a
 * retry of the same attempt safe: the server answers it with the first receipt instead of charging again.
 */
export async function purchaseCart(
  client: ApiClient,
  body: PurchaseBody,
  idempotencyKey: string,
): Promise<Receipt> {
  const response = await client.post<Receipt>('/cart/purchase', body, {
    apiVersion: CART_API_VERSION,
    idempotencyKey,
  });
  return response.result;
}
