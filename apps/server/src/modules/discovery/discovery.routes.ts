import type { FastifyInstance } from 'fastify';
import type { DiscoveryResult } from '@fairdraw/contracts';
import { SERVICE_DIRECTORY } from '../../services';

export async function discoveryRoutes(app: FastifyInstance): Promise<void> {
  app.get('/', async (_request, reply): Promise<DiscoveryResult> => {
    reply.header('cache-control', 'private, max-age=60');
    return {
      services: SERVICE_DIRECTORY.map(({ service, version, prefix }) => ({
        service,
        version,
        baseUrl: prefix,
      })),
    };
  });
}
