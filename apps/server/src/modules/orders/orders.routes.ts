// The customer's orders (account-area §7): GET /orders?status&limit&offset and GET /orders/{id}.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  orderDetailQuerySchema,
  orderParamsSchema,
  ordersQuerySchema,
  type OrderDetail,
  type OrderSummary,
} from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { currentCustomer } from '../../plugins/auth';
import { Reply } from '../../plugins/envelope';
import { getCustomerOrder, listCustomerOrders } from './orders.service';
import { customerResultsRoutes } from './customer-results.routes';

export interface OrdersRouteOptions {
  db: Db;
}

export async function ordersRoutes(scope: FastifyInstance, { db }: OrdersRouteOptions): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/orders',
    { schema: { querystring: ordersQuerySchema }, onRequest: scope.requireCustomer },
    async (request): Promise<Reply<OrderSummary[]>> => {
      const page = await listCustomerOrders(db, currentCustomer(request).customerId, request.query);
      return new Reply(page.orders, { pageInfo: page.pageInfo });
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: { params: orderParamsSchema, querystring: orderDetailQuerySchema },
      onRequest: scope.requireCustomer,
    },
    async (request): Promise<OrderDetail> =>
      getCustomerOrder(db, currentCustomer(request).customerId, request.params.id),
  );

  // The customer's results share this scope: signed-in only and never cached.
  await app.register(customerResultsRoutes, { db });
}
