// POST /event: client analytics events. Recorded in the structured log stream, where the analytics
// pipeline reads them; nothing a customer sees depends on them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientEventSchema } from '@fairdraw/contracts';

export async function eventsRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post('/event', { schema: { body: clientEventSchema } }, async (request, reply) => {
    request.log.info({ event: request.body }, 'client event');
    reply.status(202);
    return { accepted: true as const };
  });
}
