// The customer's notifications feed, and the operators' call that sends a card (decision 0042).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { Reply } from '../../plugins/envelope';
import type { NotificationsService } from './notifications.service';

export async function notificationsRoutes(
  scope: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  route(scope, endpoints.notifications.cards, async (request) => {
    const { pageInfo, ...feed } = await notifications.listCards(
      currentCustomer(request).customerId,
      request.query,
    );
    return new Reply(feed, { pageInfo });
  });

  route(scope, endpoints.notifications.markViewed, async (request) =>
    notifications.markViewed(currentCustomer(request).customerId, request.body),
  );
}

export async function notificationsOpsRoutes(
  scope: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  route(scope, endpoints.notificationsOps.createCard, async (request, reply) => {
    reply.status(201);
    return notifications.createCard(request.body);
  });
}
