// Withdrawal calls (account-area §7 "Funds, deposits and withdrawals"; decisions 0024, 0028) and the wallet's
// transactions. Every route is the signed-in customer's own; ids of anyone else's answer 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  fundParamsSchema,
  transactionParamsSchema,
  transactionsQuerySchema,
  withdrawBodySchema,
  withdrawalParamsSchema,
  withdrawalsQuerySchema,
  type WalletTransaction,
  type WithdrawableFunds,
  type Withdrawal,
} from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import { Reply } from '../../plugins/envelope';
import type { TransactionsService } from './transactions.service';
import type { WithdrawalsService } from './withdrawals.service';
import { idempotencyKeyOf, replyCreatedOrReplayed } from '../../lib/idempotency-key';

export interface WithdrawalsRouteOptions {
  withdrawals: WithdrawalsService;
  transactions: TransactionsService;
}

export async function withdrawalsRoutes(
  scope: FastifyInstance,
  { withdrawals, transactions }: WithdrawalsRouteOptions,
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const customer = { onRequest: scope.requireCustomer };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/customer/withdrawable-funds', customer, async (request): Promise<WithdrawableFunds> =>
    withdrawals.withdrawableFunds(currentCustomer(request).customerId),
  );

  // The spec's `{withdrawal base}/{id}/withdraw`: the base is /funds, the id a bank account or PayID.
  app.post(
    '/funds/:id/withdraw',
    { ...customer, schema: { params: fundParamsSchema, body: withdrawBodySchema } },
    async (request, reply): Promise<Withdrawal> => {
      const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
      const { withdrawal, replayed } = await withdrawals.withdraw({
        customerId: currentCustomer(request).customerId,
        fundId: request.params.id,
        body: request.body,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      replyCreatedOrReplayed(reply, replayed);
      return withdrawal;
    },
  );

  app.get(
    '/withdrawals',
    { ...customer, schema: { querystring: withdrawalsQuerySchema } },
    async (request): Promise<Reply<Withdrawal[]>> => {
      const { limit, offset } = request.query;
      const page = await withdrawals.listWithdrawals(currentCustomer(request).customerId, request.query);
      return new Reply(page.withdrawals, { pageInfo: { limit, offset, total: page.total } });
    },
  );

  app.get(
    '/withdrawals/:id',
    { ...customer, schema: { params: withdrawalParamsSchema } },
    async (request): Promise<Withdrawal> =>
      withdrawals.getWithdrawal(currentCustomer(request).customerId, request.params.id),
  );

  app.post(
    '/withdrawals/:id/cancel',
    { ...customer, schema: { params: withdrawalParamsSchema } },
    async (request): Promise<Withdrawal> =>
      withdrawals.cancel(currentCustomer(request).customerId, request.params.id),
  );

  app.get(
    '/transactions',
    { ...customer, schema: { querystring: transactionsQuerySchema } },
    async (request): Promise<Reply<WalletTransaction[]>> => {
      const { limit, offset } = request.query;
      const page = await transactions.list(currentCustomer(request).customerId, { limit, offset });
      return new Reply(page.transactions, { pageInfo: { limit, offset, total: page.total } });
    },
  );

  app.get(
    '/transactions/:id',
    { ...customer, schema: { params: transactionParamsSchema } },
    async (request): Promise<WalletTransaction> =>
      transactions.get(currentCustomer(request).customerId, request.params.id),
  );
}
