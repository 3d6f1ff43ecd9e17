// Operator work on funds (/ops, bearer OPS_TOKEN; decision 0023): a bank account's verification status,
// which decides whether withdrawals may pay out to it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankFundingStatuses, type Fund } from '@fairdraw/contracts';
import { requireOperator } from '../../plugins/operator';
import type { FundsService } from './funds.service';

const paramsSchema = z.object({ id: z.string().max(64) });
const bodySchema = z.object({ status: z.enum(bankFundingStatuses) });

export async function paymentsOpsRoutes(
  scope: FastifyInstance,
  options: { funds: FundsService; opsToken: string },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireOperator(scope, options.opsToken);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.post(
    '/funds/:id/bank-status',
    { schema: { params: paramsSchema, body: bodySchema } },
    async (request): Promise<Fund> => options.funds.setBankStatus(request.params.id, request.body.status),
  );
}
