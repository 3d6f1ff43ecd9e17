// The operators' writes to the content service. A write clears the content caches of every process
// sharing the cache, so the shop shows the change on the next read rather than after the cache time.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import type { Cache } from '../../lib/cache';
import type { ContentService } from './content.service';
import { CONTENT_CACHE_PREFIX } from './content.routes';

export async function contentOpsRoutes(
  scope: FastifyInstance,
  { cache, content }: { cache: Cache; content: ContentService },
) {
  route(scope, endpoints.contentOps.createItem, async (request, reply) => {
    const item = await content.createItem(request.params.collection, request.body);
    await cache.deletePrefix(CONTENT_CACHE_PREFIX);
    reply.status(201);
    return item;
  });

  route(scope, endpoints.contentOps.updateItem, async (request) => {
    const item = await content.updateItem(request.params.collection, request.params.id, request.body);
    await cache.deletePrefix(CONTENT_CACHE_PREFIX);
    return item;
  });

  route(scope, endpoints.contentOps.previewToken, async (_request, reply) => {
    reply.status(201);
    return content.previewToken();
  });
}
