// POST /event: client events. Analytics and error events are logged for the analytics pipeline; a
// feedback event is stored for operators (decision 0040). Feedback has its own, tighter limit per
// address on top of the API's flood guard, so one visitor cannot fill the table.
import type { FastifyInstance } from 'fastify';
import { endpoints, ErrorCode, isFeedbackEvent } from '@fairdraw/contracts';
import { AppError } from '../../lib/errors';
import { route } from '../../plugins/endpoint';
import type { EventsService } from './events.service';

export interface EventsRouteOptions {
  events: EventsService;
  /** Feedback events per client address per hour. */
  feedbackPerHour: number;
}

const HOUR_MS = 60 * 60 * 1000;

export async function eventsRoutes(
  scope: FastifyInstance,
  { events, feedbackPerHour }: EventsRouteOptions,
): Promise<void> {
  const feedbackLimit = scope.createRateLimit({
    max: feedbackPerHour,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `feedback:${request.ip}`,
  });

  route(scope, endpoints.startup.event, async (request, reply) => {
    if (isFeedbackEvent(request.body)) {
      const limit = await feedbackLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw new AppError(
          429,
          ErrorCode.rateLimited,
          'Thanks, we have your feedback. Please wait a while before sending more.',
        );
      }
    }
    await events.record(request.body, request.log);
    reply.status(202);
    return { accepted: true as const };
  });
}
