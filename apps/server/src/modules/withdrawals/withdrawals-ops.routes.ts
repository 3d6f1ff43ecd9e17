// Operator decisions on withdrawals (/ops, bearer OPS_TOKEN; decision 0024): the queue, pay out, reject.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import type { WithdrawalsService } from './withdrawals.service';

export interface WithdrawalsOpsRouteOptions {
  withdrawals: WithdrawalsService;
}

export async function withdrawalsOpsRoutes(
  scope: FastifyInstance,
  { withdrawals }: WithdrawalsOpsRouteOptions,
): Promise<void> {
  route(scope, endpoints.ops.withdrawals, async (request) =>
    withdrawals.listForOperators(request.query.status),
  );
  route(scope, endpoints.ops.approveWithdrawal, async (request) =>
    withdrawals.approve(request.params.id, request.body?.decidedBy ?? 'operator'),
  );
  route(scope, endpoints.ops.rejectWithdrawal, async (request) =>
    withdrawals.reject(request.params.id, request.body.reason, request.body.decidedBy ?? 'operator'),
  );
}
