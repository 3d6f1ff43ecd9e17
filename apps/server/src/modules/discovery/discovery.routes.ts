import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import { SERVICE_DIRECTORY } from '../../services';

/** Every service with its version and base URL. */
export function discoveredServices() {
  return {
    services: SERVICE_DIRECTORY.map(({ service, version, prefix }) => ({
      service,
      version,
      baseUrl: prefix,
    })),
  };
}

export async function discoveryRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.discovery.services, async () => discoveredServices());
}
