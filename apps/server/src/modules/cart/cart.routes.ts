// Cart calls (shop-core §7, API 3.3): anonymous carts by token and the signed-in customer's cart.
// Every answer is the whole cart as it stands now (cartResultSchema), except POST /anon-cart (the token).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { Reply } from '../../plugins/envelope';
import type { CartOwner, CartService } from './cart.service';

export interface CartRouteOptions {
  cart: CartService;
}

export async function cartRoutes(scope: FastifyInstance, { cart }: CartRouteOptions): Promise<void> {
  const anonymous = (token: string): CartOwner => ({ kind: 'anonymous', token });
  const signedIn = (request: FastifyRequest): CartOwner => ({
    kind: 'customer',
    customerId: currentCustomer(request).customerId,
  });
  /** 201 with the new item's address, and the whole cart. */
  const created = (request: FastifyRequest, reply: FastifyReply, itemId: string) =>
    reply.status(201).header('location', `${request.url.split('?')[0]}/${itemId}`);

  const anon = endpoints.anonymousCart;
  route(scope, anon.create, async (_request, reply) => {
    reply.status(201);
    // Wrapped: a bare string would skip the envelope.
    return new Reply(await cart.createAnonymousCart());
  });
  route(scope, anon.get, async (request) => cart.getCart(anonymous(request.params.token)));
  route(scope, anon.addItem, async (request, reply) => {
    const added = await cart.addItem(anonymous(request.params.token), request.body);
    created(request, reply, added.itemId);
    return added.cart;
  });
  route(scope, anon.updateItem, async (request) =>
    cart.updateItem(anonymous(request.params.token), request.params.id, request.body),
  );
  route(scope, anon.removeItem, async (request) =>
    cart.removeItem(anonymous(request.params.token), request.params.id),
  );
  route(scope, anon.build, async (request) => cart.buildCart(anonymous(request.params.token)));
  route(scope, anon.convert, async (request) =>
    cart.convert(request.params.token, currentCustomer(request).customerId),
  );

  // The signed-in customer's cart, created on first use.
  const own = endpoints.cart;
  route(scope, own.items, async (request) => cart.getCart(signedIn(request)));
  route(scope, own.addItem, async (request, reply) => {
    const added = await cart.addItem(signedIn(request), request.body);
    created(request, reply, added.itemId);
    return added.cart;
  });
  route(scope, own.updateItem, async (request) =>
    cart.updateItem(signedIn(request), request.params.id, request.body),
  );
  route(scope, own.removeItem, async (request) => cart.removeItem(signedIn(request), request.params.id));
  route(scope, own.build, async (request) => cart.buildCart(signedIn(request)));
}
