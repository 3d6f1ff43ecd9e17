// The shop's own spend limits for operators (/ops, bearer OPS_TOKEN; decision 0025): read them, and set
// one period's amount (`npm run ops -- system-limits`, `system-limit <period> <amount>`).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import type { LimitsService } from './limits.service';

export interface LimitsOpsRouteOptions {
  limits: LimitsService;
}

export async function limitsOpsRoutes(scope: FastifyInstance, options: LimitsOpsRouteOptions): Promise<void> {
  const { limits } = options;

  route(scope, endpoints.ops.systemLimits, async () => limits.getSystemLimits());
  route(scope, endpoints.ops.setSystemLimit, async (request) =>
    limits.setSystemLimit(request.params.period, request.body ?? {}),
  );
}
