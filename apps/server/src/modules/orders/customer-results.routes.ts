// The customer's own results (shop-core §7 "Results", v3.6): GET /draws/past_customer and
// GET /draw/full_result_customer/{productOfferKey}/{drawNo}. Sign-in required; never cached.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { Reply } from '../../plugins/envelope';
import type { OrdersService } from './orders.service';

export async function customerResultsRoutes(
  scope: FastifyInstance,
  { orders }: { orders: OrdersService },
): Promise<void> {
  route(scope, endpoints.orders.pastDraws, async (request) => {
    const page = await orders.listPastCustomerDraws(currentCustomer(request).customerId, request.query);
    return new Reply(page.draws, { pageInfo: page.pageInfo });
  });

  route(scope, endpoints.orders.fullResult, async (request) =>
    orders.getCustomerFullResult(
      currentCustomer(request).customerId,
      request.params.productOfferKey,
      request.params.drawNo,
    ),
  );
}
