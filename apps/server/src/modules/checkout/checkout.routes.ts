// Checkout calls: POST /cart/purchase (pays the signed-in customer's cart from the wallet) and
// GET /checkout/{checkoutID} (API 3.4, the receipt). Both answer with the same receipt.
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, endpoints } from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { CheckoutService } from './checkout.service';
import { idempotencyKeyOf, replyCreatedOrReplayed } from '../../lib/idempotency-key';

export interface CheckoutRouteOptions {
  checkout: CheckoutService;
}

export async function checkoutRoutes(
  scope: FastifyInstance,
  { checkout }: CheckoutRouteOptions,
): Promise<void> {
  route(scope, endpoints.cart.purchase, async (request, reply) => {
    const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const { receipt, replayed } = await checkout.purchase({
      customerId: currentCustomer(request).customerId,
      body: request.body,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    replyCreatedOrReplayed(reply, replayed);
    return receipt;
  });

  route(scope, endpoints.cart.receipt, async (request) =>
    checkout.getReceipt(currentCustomer(request).customerId, request.params.checkoutId),
  );
}
