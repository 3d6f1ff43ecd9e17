// The reads every page makes at start-up (shop-core §4 "Start-up"): config, capabilities, branding.
// Each is cached for the spec's lifetime and refreshed when the request carries clear_cache.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { capabilitiesQuerySchema } from '@fairdraw/contracts';
import type { BrandingResult, CapabilitiesResult, ConfigResult } from '@fairdraw/contracts';
import { cached, type Cache } from '../../lib/cache';
import { DEFAULT_PRICING_ID, SITE_CONFIG } from './site-config';

export interface StartupServices {
  cache: Cache;
  getSegment(name?: string): Promise<CapabilitiesResult>;
  getBranding(): Promise<BrandingResult>;
}

const SIXTY_SECONDS = 60_000;
const ONE_DAY = 24 * 60 * 60_000;
const clearCacheQuery = z.object({ clearCache: z.string().optional() });

export async function startupRoutes(scope: FastifyInstance, services: StartupServices): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { cache } = services;

  app.get(
    '/config',
    { schema: { querystring: clearCacheQuery } },
    async (request, reply): Promise<ConfigResult> => {
      reply.header('cache-control', 'private, max-age=60');
      return cached(
        cache,
        'config',
        SIXTY_SECONDS,
        async () => {
          const visitor = await services.getSegment();
          return {
            ...SITE_CONFIG,
            defaultSegment: visitor.segmentName,
            defaultPricingId: DEFAULT_PRICING_ID,
          };
        },
        request.query.clearCache !== undefined,
      );
    },
  );

  app.get(
    '/capabilities',
    { schema: { querystring: capabilitiesQuerySchema } },
    async (request, reply): Promise<CapabilitiesResult> => {
      reply.header('cache-control', 'private, max-age=60');
      const name = request.query.segmentName;
      return cached(
        cache,
        `capabilities:${name ?? ''}`,
        SIXTY_SECONDS,
        () => services.getSegment(name),
        request.query.clearCache !== undefined,
      );
    },
  );

  app.get(
    '/branding',
    { schema: { querystring: clearCacheQuery } },
    async (request, reply): Promise<BrandingResult> => {
      reply.header('cache-control', 'private, max-age=86400');
      return cached(
        cache,
        'branding',
        ONE_DAY,
        () => services.getBranding(),
        request.query.clearCache !== undefined,
      );
    },
  );
}
