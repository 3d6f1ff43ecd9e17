// The reads every page makes at start-up (shop-core §4 "Start-up"): config, capabilities, branding.
// Each is cached for the spec's lifetime as finished bytes and refreshed when the request carries
// clear_cache.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import type { BrandingResult, CapabilitiesResult } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import type { WireCache } from '../../plugins/wire-cache';
import { DEFAULT_PRICING_ID, SITE_CONFIG } from './site-config';

export interface StartupServices {
  wire: WireCache;
  capabilities: { getSegment(name?: string): Promise<CapabilitiesResult> };
  catalogue: { getBranding(): Promise<BrandingResult> };
}

const SIXTY_SECONDS = 60_000;
const ONE_DAY = 24 * 60 * 60_000;

/**
 * The start-up reads, each with its cache key, lifetime and loader: the routes answer them, and the
 * page HTML carries them so a first visit renders without waiting for them (decision 0055).
 */
export function startUpReads(services: Omit<StartupServices, 'wire'>) {
  return {
    config: {
      key: 'config',
      ttlMs: SIXTY_SECONDS,
      load: async () => {
        const visitor = await services.capabilities.getSegment();
        return {
          ...SITE_CONFIG,
          defaultSegment: visitor.segmentName,
          defaultPricingId: DEFAULT_PRICING_ID,
        };
      },
    },
    capabilities: (name: string | undefined) => ({
      key: `capabilities:${name ?? ''}`,
      ttlMs: SIXTY_SECONDS,
      load: () => services.capabilities.getSegment(name),
    }),
    branding: { key: 'branding', ttlMs: ONE_DAY, load: () => services.catalogue.getBranding() },
  };
}

export async function startupRoutes(scope: FastifyInstance, services: StartupServices): Promise<void> {
  const { wire } = services;
  const reads = startUpReads(services);

  route(scope, endpoints.startup.config, async (request, reply) =>
    wire.send(request, reply, { ...reads.config, refresh: request.query.clearCache !== undefined }),
  );

  route(scope, endpoints.startup.capabilities, async (request, reply) =>
    wire.send(request, reply, {
      ...reads.capabilities(request.query.segmentName),
      refresh: request.query.clearCache !== undefined,
    }),
  );

  route(scope, endpoints.startup.branding, async (request, reply) =>
    wire.send(request, reply, { ...reads.branding, refresh: request.query.clearCache !== undefined }),
  );
}
