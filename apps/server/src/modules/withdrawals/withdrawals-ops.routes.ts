// Operator decisions on withdrawals (/ops, bearer OPS_TOKEN; decision 0024): the queue, pay out, reject.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approveWithdrawalBodySchema,
  opsWithdrawalsQuerySchema,
  rejectWithdrawalBodySchema,
  withdrawalParamsSchema,
} from '@fairdraw/contracts';
import { requireOperator } from '../../plugins/operator';
import type { WithdrawalsService } from './withdrawals.service';

export interface WithdrawalsOpsRouteOptions {
  withdrawals: WithdrawalsService;
  opsToken: string;
}

export async function withdrawalsOpsRoutes(
  scope: FastifyInstance,
  { withdrawals, opsToken }: WithdrawalsOpsRouteOptions,
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireOperator(scope, opsToken);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/withdrawals', { schema: { querystring: opsWithdrawalsQuerySchema } }, async (request) =>
    withdrawals.listForOperators(request.query.status),
  );

  app.post(
    '/withdrawals/:id/approve',
    { schema: { params: withdrawalParamsSchema, body: approveWithdrawalBodySchema.nullish() } },
    async (request) => withdrawals.approve(request.params.id, request.body?.decidedBy ?? 'operator'),
  );

  app.post(
    '/withdrawals/:id/reject',
    { schema: { params: withdrawalParamsSchema, body: rejectWithdrawalBodySchema } },
    async (request) =>
      withdrawals.reject(request.params.id, request.body.reason, request.body.decidedBy ?? 'operator'),
  );
}
