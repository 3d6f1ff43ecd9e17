// Spend, precommitment and weekly deposit limit calls (account-area §7 "Spend and precommitment
// limits"; docs/api.md; decision 0025). Thin: a service call each.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { LimitsService } from './limits.service';

export interface LimitsRouteOptions {
  limits: LimitsService;
}

export async function limitsRoutes(scope: FastifyInstance, options: LimitsRouteOptions): Promise<void> {
  const { limits } = options;
  const calls = endpoints.limits;
  const customerId = (request: FastifyRequest) => currentCustomer(request).customerId;

  route(scope, calls.spendLimits, async (request) => limits.getSpendLimits(customerId(request)));
  route(scope, calls.addSpendLimit, async (request) =>
    limits.setSpendLimit(customerId(request), request.params.period, request.body ?? {}, 'add'),
  );
  route(scope, calls.changeSpendLimit, async (request) =>
    limits.setSpendLimit(customerId(request), request.params.period, request.body ?? {}, 'edit'),
  );
  route(scope, calls.removeSpendLimit, async (request) =>
    limits.removeSpendLimit(customerId(request), request.params.id),
  );

  route(scope, calls.precommitment, async (request) => limits.getPrecommitment(customerId(request)));
  route(scope, calls.setPrecommitment, async (request) =>
    limits.setPrecommitment(customerId(request), request.body ?? {}),
  );
  route(scope, calls.removePrecommitment, async (request) => limits.removePrecommitment(customerId(request)));

  route(scope, calls.depositLimit, async (request) => limits.getDepositLimit(customerId(request)));
  route(scope, calls.setDepositLimit, async (request) =>
    limits.setDepositLimit(customerId(request), request.body ?? {}),
  );
  route(scope, calls.removeDepositLimit, async (request) => limits.removeDepositLimit(customerId(request)));
}
