// The reads every page makes at start-up (shop-core §4 "Start-up"): config, capabilities, branding.
// Each is cached for the spec's lifetime and refreshed when the request carries clear_cache.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import type { BrandingResult, CapabilitiesResult } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import { cached, type Cache } from '../../lib/cache';
import { DEFAULT_PRICING_ID, SITE_CONFIG } from './site-config';

export interface StartupServices {
  cache: Cache;
  capabilities: { getSegment(name?: string): Promise<CapabilitiesResult> };
  catalogue: { getBranding(): Promise<BrandingResult> };
}

const SIXTY_SECONDS = 60_000;
const ONE_DAY = 24 * 60 * 60_000;

export async function startupRoutes(scope: FastifyInstance, services: StartupServices): Promise<void> {
  const { cache } = services;

  route(scope, endpoints.startup.config, async (request) => {
    return cached(
      cache,
      'config',
      SIXTY_SECONDS,
      async () => {
        const visitor = await services.capabilities.getSegment();
        return {
          ...SITE_CONFIG,
          defaultSegment: visitor.segmentName,
          defaultPricingId: DEFAULT_PRICING_ID,
        };
      },
      request.query.clearCache !== undefined,
    );
  });

  route(scope, endpoints.startup.capabilities, async (request) => {
    const name = request.query.segmentName;
    return cached(
      cache,
      `capabilities:${name ?? ''}`,
      SIXTY_SECONDS,
      () => services.capabilities.getSegment(name),
      request.query.clearCache !== undefined,
    );
  });

  route(scope, endpoints.startup.branding, async (request) => {
    return cached(
      cache,
      'branding',
      ONE_DAY,
      () => services.catalogue.getBranding(),
      request.query.clearCache !== undefined,
    );
  });
}
