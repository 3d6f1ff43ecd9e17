// Funds and deposits on the main API (account-area §7 "Funds, deposits and withdrawals"; docs/api.md;
// decision 0023). Every call is the signed-in customer's own; another customer's fund or deposit is 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  addBankAccountBodySchema,
  addCardBodySchema,
  addCardParamsSchema,
  depositBodySchema,
  depositPurchaseBodySchema,
  fundParamsSchema,
  paymentMethodsQuerySchema,
  walletDepositParamsSchema,
  type CardGateway,
  type CardSetup,
  type DepositPurchaseResult,
  type GatewayConfig,
  type Deposit,
  type Fund,
  type PaymentMethod,
} from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import { Reply } from '../../plugins/envelope';
import { idempotencyKeyOf, replyCreatedOrReplayed } from '../../lib/idempotency-key';
import type { DepositsService } from './deposits.service';
import type { FundsService } from './funds.service';

const gatewayParamsSchema = z.object({ gateway: z.string().max(20) });

export interface PaymentsRouteOptions {
  funds: FundsService;
  deposits: DepositsService;
}

export async function paymentsRoutes(scope: FastifyInstance, { funds, deposits }: PaymentsRouteOptions) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const customer = { onRequest: scope.requireCustomer };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/payment_methods',
    { ...customer, schema: { querystring: paymentMethodsQuerySchema } },
    async (request): Promise<PaymentMethod[]> =>
      funds.paymentMethods(currentCustomer(request).customerId, request.query.filter),
  );

  app.get('/funds/card_gateways', customer, async (): Promise<CardGateway[]> => funds.cardGateways());

  // A gateway's set-up for the web: its wallets and where cards are tokenised.
  app.get(
    '/funds/:gateway',
    { ...customer, schema: { params: gatewayParamsSchema } },
    async (request): Promise<GatewayConfig> => funds.gatewayConfig(request.params.gateway),
  );

  // Saving a card without a deposit (the spec's POST /funds/stripe/setup, for any gateway).
  app.post(
    '/funds/:gateway/setup',
    { ...customer, schema: { params: gatewayParamsSchema } },
    async (request): Promise<CardSetup> => funds.cardSetup(request.params.gateway),
  );

  app.post(
    '/funds/bank-account',
    { ...customer, schema: { body: addBankAccountBodySchema } },
    async (request, reply): Promise<Fund> => {
      reply.status(201);
      return funds.addBankAccount(currentCustomer(request).customerId, request.body);
    },
  );

  app.post(
    '/funds/:id/default',
    { ...customer, schema: { params: fundParamsSchema } },
    async (request): Promise<Fund> =>
      funds.setDefault(currentCustomer(request).customerId, request.params.id),
  );

  app.delete(
    '/funds/:id',
    { ...customer, schema: { params: fundParamsSchema } },
    async (request): Promise<null> => {
      await funds.deleteFund(currentCustomer(request).customerId, request.params.id);
      return null;
    },
  );

  // The deposit's own id: what the return pages poll after a 3-D Secure challenge.
  app.get(
    '/funds/:id/deposit',
    { ...customer, schema: { params: fundParamsSchema } },
    async (request): Promise<Deposit> =>
      deposits.getDeposit(currentCustomer(request).customerId, request.params.id),
  );

  app.post(
    '/funds/:id/deposit',
    { ...customer, schema: { params: fundParamsSchema, body: depositBodySchema } },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
      const answer = await deposits.deposit({
        customerId: currentCustomer(request).customerId,
        source: { kind: 'card', fundId: request.params.id },
        body: request.body,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      replyCreatedOrReplayed(reply, answer.replayed);
      return new Reply(answer.deposit, { messages: answer.messages });
    },
  );

  // A deposit from a wallet (Apple Pay, Google Pay, PayPal): approved on the wallet's own page.
  app.post(
    '/funds/:method/:gateway/deposit',
    { ...customer, schema: { params: walletDepositParamsSchema, body: depositBodySchema } },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
      const answer = await deposits.deposit({
        customerId: currentCustomer(request).customerId,
        source: { kind: 'wallet', method: request.params.method, gateway: request.params.gateway },
        body: request.body,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      replyCreatedOrReplayed(reply, answer.replayed);
      return new Reply(answer.deposit, { messages: answer.messages });
    },
  );

  app.post(
    '/funds/:method/:token',
    { ...customer, schema: { params: addCardParamsSchema, body: addCardBodySchema } },
    async (request, reply): Promise<Fund> => {
      reply.status(201);
      return funds.addCard(currentCustomer(request).customerId, request.params.method, request.params.token);
    },
  );

  app.post(
    '/deposit_purchase',
    { ...customer, schema: { body: depositPurchaseBodySchema } },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
      const { deposit, purchase } = request.body;
      const answer = await deposits.depositAndPurchase({
        customerId: currentCustomer(request).customerId,
        body: deposit,
        purchase,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      replyCreatedOrReplayed(reply, answer.replayed);
      const result: DepositPurchaseResult = { deposit: answer.deposit, receipt: answer.receipt };
      return new Reply(result, { messages: answer.messages });
    },
  );
}
