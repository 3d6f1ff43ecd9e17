import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import { SERVICE_DIRECTORY } from '../../services';

export async function discoveryRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.discovery.services, async () => {
    return {
      services: SERVICE_DIRECTORY.map(({ service, version, prefix }) => ({
        service,
        version,
        baseUrl: prefix,
      })),
    };
  });
}
