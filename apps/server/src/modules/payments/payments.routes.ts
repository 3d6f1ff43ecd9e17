// Funds and deposits on the main API (account-area §7 "Funds, deposits and withdrawals"; docs/api.md;
// decision 0023). Every call is the signed-in customer's own; another customer's fund or deposit is 404.
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, endpoints, type DepositPurchaseResult } from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { Reply } from '../../plugins/envelope';
import { idempotencyKeyOf, replyCreatedOrReplayed } from '../../lib/idempotency-key';
import type { DepositsService } from './deposits.service';
import type { FundsService } from './funds.service';

export interface PaymentsRouteOptions {
  funds: FundsService;
  deposits: DepositsService;
}

export async function paymentsRoutes(scope: FastifyInstance, { funds, deposits }: PaymentsRouteOptions) {
  const fund = endpoints.funds;
  const deposit = endpoints.deposits;

  route(scope, fund.paymentMethods, async (request) =>
    funds.paymentMethods(currentCustomer(request).customerId, request.query.filter),
  );

  route(scope, fund.cardGateways, async () => funds.cardGateways());

  // A gateway's set-up for the web: its wallets and where cards are tokenised.
  route(scope, fund.gatewayConfig, async (request) => funds.gatewayConfig(request.params.gateway));

  // Saving a card without a deposit (the spec's POST /funds/stripe/setup, for any gateway).
  route(scope, fund.cardSetup, async (request) => funds.cardSetup(request.params.gateway));

  route(scope, fund.addBankAccount, async (request, reply) => {
    reply.status(201);
    return funds.addBankAccount(currentCustomer(request).customerId, request.body);
  });

  route(scope, fund.setDefault, async (request) =>
    funds.setDefault(currentCustomer(request).customerId, request.params.id),
  );

  route(scope, fund.remove, async (request) => {
    await funds.deleteFund(currentCustomer(request).customerId, request.params.id);
    return null;
  });

  // The deposit's own id: what the return pages poll after a 3-D Secure challenge.
  route(scope, deposit.get, async (request) =>
    deposits.getDeposit(currentCustomer(request).customerId, request.params.id),
  );

  route(scope, deposit.card, async (request, reply) => {
    const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const answer = await deposits.deposit({
      customerId: currentCustomer(request).customerId,
      source: { kind: 'card', fundId: request.params.id },
      body: request.body,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    replyCreatedOrReplayed(reply, answer.replayed);
    return new Reply(answer.deposit, { messages: answer.messages });
  });

  // A deposit from a wallet (Apple Pay, Google Pay, PayPal): approved on the wallet's own page.
  route(scope, deposit.wallet, async (request, reply) => {
    const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const answer = await deposits.deposit({
      customerId: currentCustomer(request).customerId,
      source: { kind: 'wallet', method: request.params.method, gateway: request.params.gateway },
      body: request.body,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    replyCreatedOrReplayed(reply, answer.replayed);
    return new Reply(answer.deposit, { messages: answer.messages });
  });

  route(scope, fund.addCard, async (request, reply) => {
    reply.status(201);
    return funds.addCard(currentCustomer(request).customerId, request.params.method, request.params.token);
  });

  route(scope, deposit.purchase, async (request, reply) => {
    const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const { deposit: body, purchase } = request.body;
    const answer = await deposits.depositAndPurchase({
      customerId: currentCustomer(request).customerId,
      body,
      purchase,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    replyCreatedOrReplayed(reply, answer.replayed);
    const result: DepositPurchaseResult = { deposit: answer.deposit, receipt: answer.receipt };
    return new Reply(result, { messages: answer.messages });
  });
}
