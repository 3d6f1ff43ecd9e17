// The customer's orders (account-area §7): GET /orders?status&limit&offset and GET /orders/{id}.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { Reply } from '../../plugins/envelope';
import type { OrdersService } from './orders.service';
import { customerResultsRoutes } from './customer-results.routes';

export interface OrdersRouteOptions {
  orders: OrdersService;
}

export async function ordersRoutes(scope: FastifyInstance, { orders }: OrdersRouteOptions): Promise<void> {
  route(scope, endpoints.orders.list, async (request) => {
    const page = await orders.listCustomerOrders(currentCustomer(request).customerId, request.query);
    return new Reply(page.orders, { pageInfo: page.pageInfo });
  });

  route(scope, endpoints.orders.get, async (request) =>
    orders.getCustomerOrder(currentCustomer(request).customerId, request.params.id),
  );

  // The customer's results share this scope: signed-in only and never cached.
  await scope.register(customerResultsRoutes, { orders });
}
