// The customer's orders (account-area §7): GET /orders?status&limit&offset and GET /orders/{id}.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { Reply } from '../../plugins/envelope';
import { getCustomerOrder, listCustomerOrders } from './orders.service';
import { customerResultsRoutes } from './customer-results.routes';

export interface OrdersRouteOptions {
  db: Db;
}

export async function ordersRoutes(scope: FastifyInstance, { db }: OrdersRouteOptions): Promise<void> {
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(scope, endpoints.orders.list, async (request) => {
    const page = await listCustomerOrders(db, currentCustomer(request).customerId, request.query);
    return new Reply(page.orders, { pageInfo: page.pageInfo });
  });

  route(scope, endpoints.orders.get, async (request) =>
    getCustomerOrder(db, currentCustomer(request).customerId, request.params.id),
  );

  // The customer's results share this scope: signed-in only and never cached.
  await scope.register(customerResultsRoutes, { db });
}
