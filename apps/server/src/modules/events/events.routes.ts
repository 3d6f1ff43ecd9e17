// POST /event: client analytics events. Recorded in the structured log stream, where the analytics
// pipeline reads them; nothing a customer sees depends on them.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';

export async function eventsRoutes(scope: FastifyInstance): Promise<void> {
  route(scope, endpoints.startup.event, async (request, reply) => {
    request.log.info({ event: request.body }, 'client event');
    reply.status(202);
    return { accepted: true as const };
  });
}
