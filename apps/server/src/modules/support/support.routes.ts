// The contact page's form, and customer care's list of messages.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import { Reply } from '../../plugins/envelope';
import type { SupportService } from './support.service';

/** A person writes a few messages an hour at most; a script gets 429 long before it fills the table. */
const MESSAGES_PER_MINUTE = 5;

export async function supportRoutes(scope: FastifyInstance, { support }: { support: SupportService }) {
  route(
    scope,
    endpoints.support.sendMessage,
    async (request, reply) => {
      reply.status(201);
      return support.send(request.body);
    },
    { config: { rateLimit: { max: MESSAGES_PER_MINUTE, timeWindow: 60_000 } } },
  );
}

export async function supportOpsRoutes(scope: FastifyInstance, { support }: { support: SupportService }) {
  route(scope, endpoints.supportOps.messages, async (request) => {
    const page = await support.list(request.query);
    return new Reply(page.messages, { pageInfo: page.pageInfo });
  });
}
