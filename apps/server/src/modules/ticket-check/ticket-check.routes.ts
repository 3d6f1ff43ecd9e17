// The public ticket checker: GET /ticket-check/lotteries, GET /ticket-check/{productOfferKey}/draws,
// POST /ticket-check. Signed like every main-API call; no sign-in.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import type { TicketCheckService } from './ticket-check.service';

export interface TicketCheckRouteOptions {
  checker: TicketCheckService;
}

export async function ticketCheckRoutes(
  scope: FastifyInstance,
  { checker }: TicketCheckRouteOptions,
): Promise<void> {
  const ticketCheck = endpoints.ticketCheck;

  route(scope, ticketCheck.lotteries, async () => {
    return checker.listCheckableLotteries();
  });

  route(scope, ticketCheck.draws, async (request) => {
    return checker.listCheckableDraws(request.params.productOfferKey);
  });

  route(scope, ticketCheck.check, async (request) => {
    return checker.checkTicket(request.body);
  });
}
