// Promo codes on the customer's and anonymous carts, and the operators' vouchers (decision 0048).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { CartOwner } from '../cart/cart.service';
import type { PromotionsService } from './promotions.service';

export async function promotionsRoutes(
  scope: FastifyInstance,
  { promotions }: { promotions: PromotionsService },
) {
  const signedIn = (request: FastifyRequest): CartOwner => ({
    kind: 'customer',
    customerId: currentCustomer(request).customerId,
  });
  const anonymous = (token: string): CartOwner => ({ kind: 'anonymous', token });
  const calls = endpoints.promotions;

  route(scope, calls.apply, async (request) =>
    promotions.apply(signedIn(request), request.body.promotionCode),
  );
  route(scope, calls.remove, async (request) => promotions.remove(signedIn(request)));
  route(scope, calls.applyAnonymous, async (request) =>
    promotions.apply(anonymous(request.params.token), request.body.promotionCode),
  );
  route(scope, calls.removeAnonymous, async (request) => promotions.remove(anonymous(request.params.token)));
}

export async function promotionsOpsRoutes(
  scope: FastifyInstance,
  { promotions }: { promotions: PromotionsService },
) {
  const calls = endpoints.promotionsOps;
  route(scope, calls.listVouchers, async () => promotions.listVouchers());
  route(scope, calls.createVoucher, async (request, reply) => {
    reply.status(201);
    return promotions.createVoucher(request.body);
  });
  route(scope, calls.endVoucher, async (request) => promotions.endVoucher(request.params.code));
}
