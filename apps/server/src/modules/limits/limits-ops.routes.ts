// The shop's own spend limits for operators (/ops, bearer OPS_TOKEN; decision 0025): read them, and set
// one period's amount (`npm run ops -- system-limits`, `system-limit <period> <amount>`).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitFormBodySchema, limitPeriods } from '@fairdraw/contracts';
import { requireOperator } from '../../plugins/operator';
import type { LimitsService } from './limits.service';

export interface LimitsOpsRouteOptions {
  limits: LimitsService;
  opsToken: string;
}

export async function limitsOpsRoutes(scope: FastifyInstance, options: LimitsOpsRouteOptions): Promise<void> {
  const { limits } = options;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireOperator(scope, options.opsToken);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/limits/system', async () => limits.getSystemLimits());
  app.post(
    '/limits/system/:period',
    { schema: { params: z.object({ period: z.enum(limitPeriods) }), body: limitFormBodySchema } },
    async (request) => limits.setSystemLimit(request.params.period, request.body ?? {}),
  );
}
