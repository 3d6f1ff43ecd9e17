// Cart calls (shop-core §7, API 3.3): anonymous carts by token and the signed-in customer's cart.
// Every answer is the whole cart as it stands now (cartResultSchema), except POST /anon-cart (the token).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  anonCartItemParamsSchema,
  anonCartParamsSchema,
  cartItemAddBodySchema,
  cartItemParamsSchema,
  cartItemUpdateSchema,
  type CartResult,
} from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import { Reply } from '../../plugins/envelope';
import type { CartOwner, CartService } from './cart.service';

export interface CartRouteOptions {
  cart: CartService;
}

export async function cartRoutes(scope: FastifyInstance, { cart }: CartRouteOptions): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  // A cart changes with every call and belongs to one visitor: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const anonymous = (token: string): CartOwner => ({ kind: 'anonymous', token });
  const signedIn = (request: Parameters<typeof currentCustomer>[0]): CartOwner => ({
    kind: 'customer',
    customerId: currentCustomer(request).customerId,
  });

  // Anonymous carts.
  app.post('/anon-cart', async (_request, reply): Promise<Reply<string>> => {
    reply.status(201);
    // Wrapped: a bare string would skip the envelope.
    return new Reply(await cart.createAnonymousCart());
  });
  app.get(
    '/anon-cart/:token',
    { schema: { params: anonCartParamsSchema } },
    async (request): Promise<CartResult> => cart.getCart(anonymous(request.params.token)),
  );
  app.post(
    '/anon-cart/:token/items',
    { schema: { params: anonCartParamsSchema, body: cartItemAddBodySchema } },
    async (request, reply): Promise<CartResult> => {
      const added = await cart.addItem(anonymous(request.params.token), request.body);
      reply.status(201).header('location', `${request.url.split('?')[0]}/${added.itemId}`);
      return added.cart;
    },
  );
  app.put(
    '/anon-cart/:token/items/:id',
    { schema: { params: anonCartItemParamsSchema, body: cartItemUpdateSchema } },
    async (request): Promise<CartResult> =>
      cart.updateItem(anonymous(request.params.token), request.params.id, request.body),
  );
  app.delete(
    '/anon-cart/:token/items/:id',
    { schema: { params: anonCartItemParamsSchema } },
    async (request): Promise<CartResult> =>
      cart.removeItem(anonymous(request.params.token), request.params.id),
  );
  app.post(
    '/anon-cart/:token/build',
    { schema: { params: anonCartParamsSchema } },
    async (request): Promise<CartResult> => cart.getCart(anonymous(request.params.token)),
  );
  app.post(
    '/anon-cart/:token/convert',
    { schema: { params: anonCartParamsSchema }, onRequest: scope.requireCustomer },
    async (request): Promise<CartResult> =>
      cart.convert(request.params.token, currentCustomer(request).customerId),
  );

  // The signed-in customer's cart, created on first use. Sign-in is checked before the body is read.
  app.get('/cart/items', { onRequest: scope.requireCustomer }, async (request): Promise<CartResult> =>
    cart.getCart(signedIn(request)),
  );
  app.post(
    '/cart/items',
    { schema: { body: cartItemAddBodySchema }, onRequest: scope.requireCustomer },
    async (request, reply): Promise<CartResult> => {
      const added = await cart.addItem(signedIn(request), request.body);
      reply.status(201).header('location', `${request.url.split('?')[0]}/${added.itemId}`);
      return added.cart;
    },
  );
  app.put(
    '/cart/items/:id',
    {
      schema: { params: cartItemParamsSchema, body: cartItemUpdateSchema },
      onRequest: scope.requireCustomer,
    },
    async (request): Promise<CartResult> =>
      cart.updateItem(signedIn(request), request.params.id, request.body),
  );
  app.delete(
    '/cart/items/:id',
    { schema: { params: cartItemParamsSchema }, onRequest: scope.requireCustomer },
    async (request): Promise<CartResult> => cart.removeItem(signedIn(request), request.params.id),
  );
  app.post('/cart/build', { onRequest: scope.requireCustomer }, async (request): Promise<CartResult> =>
    cart.getCart(signedIn(request)),
  );
}
