// Checkout calls: POST /cart/purchase (pays the signed-in customer's cart from the wallet) and
// GET /checkout/{checkoutID} (API 3.4, the receipt). Both answer with the same receipt.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  checkoutParamsSchema,
  purchaseBodySchema,
  type Receipt,
} from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import type { CheckoutService } from './checkout.service';
import { idempotencyKeyOf, replyCreatedOrReplayed } from '../../lib/idempotency-key';

export interface CheckoutRouteOptions {
  checkout: CheckoutService;
}

export async function checkoutRoutes(
  scope: FastifyInstance,
  { checkout }: CheckoutRouteOptions,
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/cart/purchase',
    { schema: { body: purchaseBodySchema }, onRequest: scope.requireCustomer },
    async (request, reply): Promise<Receipt> => {
      const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
      const { receipt, replayed } = await checkout.purchase({
        customerId: currentCustomer(request).customerId,
        body: request.body,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      replyCreatedOrReplayed(reply, replayed);
      return receipt;
    },
  );

  app.get(
    '/checkout/:checkoutId',
    { schema: { params: checkoutParamsSchema }, onRequest: scope.requireCustomer },
    async (request): Promise<Receipt> =>
      checkout.getReceipt(currentCustomer(request).customerId, request.params.checkoutId),
  );
}
