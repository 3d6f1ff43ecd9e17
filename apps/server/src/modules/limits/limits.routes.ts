// Spend, precommitment and weekly deposit limit calls (account-area §7 "Spend and precommitment
// limits"; docs/api.md; decision 0025). Thin: a schema and a service call each.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  limitFormBodySchema,
  limitPeriods,
  type SingleLimitResult,
  type SpendLimitsResult,
} from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import type { LimitsService } from './limits.service';

export interface LimitsRouteOptions {
  limits: LimitsService;
}

const periodParams = z.object({ period: z.enum(limitPeriods) });
const idParams = z.object({ id: z.uuid() });

export async function limitsRoutes(scope: FastifyInstance, options: LimitsRouteOptions): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { limits } = options;
  const signedIn = { onRequest: scope.requireCustomer };
  const customerId = (request: Parameters<typeof currentCustomer>[0]) => currentCustomer(request).customerId;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/spend-limits', signedIn, async (request): Promise<SpendLimitsResult> =>
    limits.getSpendLimits(customerId(request)),
  );
  app.put(
    '/spend-limits/:period',
    { ...signedIn, schema: { params: periodParams, body: limitFormBodySchema } },
    async (request): Promise<SpendLimitsResult> =>
      limits.setSpendLimit(customerId(request), request.params.period, request.body ?? {}, 'add'),
  );
  app.post(
    '/spend-limits/:period',
    { ...signedIn, schema: { params: periodParams, body: limitFormBodySchema } },
    async (request): Promise<SpendLimitsResult> =>
      limits.setSpendLimit(customerId(request), request.params.period, request.body ?? {}, 'edit'),
  );
  app.delete(
    '/spend-limits/:id',
    { ...signedIn, schema: { params: idParams } },
    async (request): Promise<SpendLimitsResult> =>
      limits.removeSpendLimit(customerId(request), request.params.id),
  );

  app.get('/precommitment', signedIn, async (request): Promise<SingleLimitResult> =>
    limits.getPrecommitment(customerId(request)),
  );
  app.post(
    '/precommitment',
    { ...signedIn, schema: { body: limitFormBodySchema } },
    async (request): Promise<SingleLimitResult> =>
      limits.setPrecommitment(customerId(request), request.body ?? {}),
  );
  app.delete('/precommitment', signedIn, async (request): Promise<SingleLimitResult> =>
    limits.removePrecommitment(customerId(request)),
  );

  app.get('/deposit-limit', signedIn, async (request): Promise<SingleLimitResult> =>
    limits.getDepositLimit(customerId(request)),
  );
  app.post(
    '/deposit-limit',
    { ...signedIn, schema: { body: limitFormBodySchema } },
    async (request): Promise<SingleLimitResult> =>
      limits.setDepositLimit(customerId(request), request.body ?? {}),
  );
  app.delete('/deposit-limit', signedIn, async (request): Promise<SingleLimitResult> =>
    limits.removeDepositLimit(customerId(request)),
  );
}
