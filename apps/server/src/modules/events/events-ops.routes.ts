// Feedback for operators (/ops, bearer OPS_TOKEN; decision 0040): newest first, a page at a time.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import { Reply } from '../../plugins/envelope';
import type { EventsService } from './events.service';

export interface EventsOpsRouteOptions {
  events: EventsService;
}

export async function eventsOpsRoutes(scope: FastifyInstance, { events }: EventsOpsRouteOptions) {
  route(scope, endpoints.ops.feedback, async (request) => {
    const { limit, offset } = request.query;
    const page = await events.listFeedback({ limit, offset });
    return new Reply(page.feedback, { pageInfo: { limit, offset, total: page.total } });
  });
}
