// The public ticket checker: GET /ticket-check/lotteries, GET /ticket-check/{productOfferKey}/draws,
// POST /ticket-check. Signed like every main-API call; no sign-in.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { route } from '../../plugins/endpoint';
import { checkTicket, listCheckableDraws, listCheckableLotteries } from './ticket-check.service';

export interface TicketCheckRouteOptions {
  db: Db;
}

export async function ticketCheckRoutes(
  scope: FastifyInstance,
  { db }: TicketCheckRouteOptions,
): Promise<void> {
  const ticketCheck = endpoints.ticketCheck;

  route(scope, ticketCheck.lotteries, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return listCheckableLotteries(db);
  });

  route(scope, ticketCheck.draws, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return listCheckableDraws(db, request.params.productOfferKey);
  });

  route(scope, ticketCheck.check, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return checkTicket(db, request.body);
  });
}
