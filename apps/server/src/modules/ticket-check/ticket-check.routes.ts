// The public ticket checker: GET /ticket-check/lotteries, GET /ticket-check/{productOfferKey}/draws,
// POST /ticket-check. Signed like every main-API call; no sign-in.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ticketCheckBodySchema,
  ticketCheckDrawsParamsSchema,
  type TicketCheckDraw,
  type TicketCheckLottery,
  type TicketCheckResult,
} from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { checkTicket, listCheckableDraws, listCheckableLotteries } from './ticket-check.service';

export interface TicketCheckRouteOptions {
  db: Db;
}

export async function ticketCheckRoutes(
  scope: FastifyInstance,
  { db }: TicketCheckRouteOptions,
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get('/ticket-check/lotteries', async (_request, reply): Promise<TicketCheckLottery[]> => {
    reply.header('cache-control', 'public, max-age=60');
    return listCheckableLotteries(db);
  });

  app.get(
    '/ticket-check/:productOfferKey/draws',
    { schema: { params: ticketCheckDrawsParamsSchema } },
    async (request, reply): Promise<TicketCheckDraw[]> => {
      reply.header('cache-control', 'public, max-age=60');
      return listCheckableDraws(db, request.params.productOfferKey);
    },
  );

  app.post(
    '/ticket-check',
    { schema: { body: ticketCheckBodySchema } },
    async (request, reply): Promise<TicketCheckResult> => {
      reply.header('cache-control', 'no-store');
      return checkTicket(db, request.body);
    },
  );
}
