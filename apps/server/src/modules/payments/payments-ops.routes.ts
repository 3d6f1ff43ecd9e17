// Operator work on funds (/ops, bearer OPS_TOKEN; decision 0023): a bank account's verification status,
// which decides whether withdrawals may pay out to it.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import { requireOperator } from '../../plugins/operator';
import type { FundsService } from './funds.service';

export async function paymentsOpsRoutes(
  scope: FastifyInstance,
  options: { funds: FundsService; opsToken: string },
): Promise<void> {
  requireOperator(scope, options.opsToken);
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  route(scope, endpoints.ops.setBankStatus, async (request) =>
    options.funds.setBankStatus(request.params.id, request.body.status),
  );
}
