// The customer's own results (shop-core §7 "Results", v3.6): GET /draws/past_customer and
// GET /draw/full_result_customer/{productOfferKey}/{drawNo}. Sign-in required; never cached.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerFullResultParamsSchema,
  pastCustomerDrawsQuerySchema,
  type CustomerDrawResult,
  type CustomerFullResult,
} from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { currentCustomer } from '../../plugins/auth';
import { Reply } from '../../plugins/envelope';
import { getCustomerFullResult, listPastCustomerDraws } from './customer-results.service';

export async function customerResultsRoutes(scope: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/draws/past_customer',
    { schema: { querystring: pastCustomerDrawsQuerySchema }, onRequest: scope.requireCustomer },
    async (request): Promise<Reply<CustomerDrawResult[]>> => {
      const page = await listPastCustomerDraws(db, currentCustomer(request).customerId, request.query);
      return new Reply(page.draws, { pageInfo: page.pageInfo });
    },
  );

  app.get(
    '/draw/full_result_customer/:productOfferKey/:drawNo',
    { schema: { params: customerFullResultParamsSchema }, onRequest: scope.requireCustomer },
    async (request): Promise<CustomerFullResult> =>
      getCustomerFullResult(
        db,
        currentCustomer(request).customerId,
        request.params.productOfferKey,
        request.params.drawNo,
      ),
  );
}
