// Withdrawal calls (account-area §7 "Funds, deposits and withdrawals"; decisions 0024, 0028) and the wallet's
// transactions. Every route is the signed-in customer's own; ids of anyone else's answer 404.
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, endpoints } from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
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
  const calls = endpoints.withdrawals;

  route(scope, calls.withdrawableFunds, async (request) =>
    withdrawals.withdrawableFunds(currentCustomer(request).customerId),
  );

  // The spec's `{withdrawal base}/{id}/withdraw`: the base is /funds, the id a bank account or PayID.
  route(scope, calls.withdraw, async (request, reply) => {
    const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const { withdrawal, replayed } = await withdrawals.withdraw({
      customerId: currentCustomer(request).customerId,
      fundId: request.params.id,
      body: request.body,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    replyCreatedOrReplayed(reply, replayed);
    return withdrawal;
  });

  route(scope, calls.list, async (request) => {
    const { limit, offset } = request.query;
    const page = await withdrawals.listWithdrawals(currentCustomer(request).customerId, request.query);
    return new Reply(page.withdrawals, { pageInfo: { limit, offset, total: page.total } });
  });

  route(scope, calls.get, async (request) =>
    withdrawals.getWithdrawal(currentCustomer(request).customerId, request.params.id),
  );

  route(scope, calls.cancel, async (request) =>
    withdrawals.cancel(currentCustomer(request).customerId, request.params.id),
  );

  route(scope, endpoints.transactions.list, async (request) => {
    const { limit, offset } = request.query;
    const page = await transactions.list(currentCustomer(request).customerId, { limit, offset });
    return new Reply(page.transactions, { pageInfo: { limit, offset, total: page.total } });
  });

  route(scope, endpoints.transactions.get, async (request) =>
    transactions.get(currentCustomer(request).customerId, request.params.id),
  );
}
