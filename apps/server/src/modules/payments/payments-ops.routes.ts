// Operator work on funds (/ops, bearer OPS_TOKEN; decision 0023): a bank account's verification status,
// which decides whether withdrawals may pay out to it.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import type { FundsService } from './funds.service';

export async function paymentsOpsRoutes(
  scope: FastifyInstance,
  options: { funds: FundsService },
): Promise<void> {
  route(scope, endpoints.ops.setBankStatus, async (request) =>
    options.funds.setBankStatus(request.params.id, request.body.status),
  );
}
