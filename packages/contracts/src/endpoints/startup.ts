// Discovery and what every page reads at start-up: config, capabilities, branding, the catalogue, events.
import { z } from 'zod';
import { DEFAULT_API_VERSION } from '../headers';
import { discoveryResultSchema } from '../discovery';
import { configResultSchema } from '../config';
import { capabilitiesQuerySchema, capabilitiesResultSchema } from '../capabilities';
import { brandingResultSchema } from '../branding';
import {
  productOffersParamsSchema,
  productOffersQuerySchema,
  productOffersResultSchema,
} from '../product-offers';
import { clientEventResultSchema, clientEventSchema } from '../events';
import { defineEndpoint } from './define';

/** `clear_cache` skips and replaces the server's cached value. */
export const clearCacheQuerySchema = z.object({ clearCache: z.string().optional() });

export const PRODUCT_OFFERS_API_VERSION = '3.9';

export const discoveryEndpoints = {
  services: defineEndpoint({
    service: 'discovery',
    method: 'GET',
    path: '/',
    cache: 'private, max-age=60',
    apiVersion: DEFAULT_API_VERSION,
    access: 'anyone',
    summary: 'The base URL of every service',
    response: discoveryResultSchema,
  }),
};

export const startupEndpoints = {
  config: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/config',
    cache: 'private, max-age=60',
    apiVersion: DEFAULT_API_VERSION,
    access: 'anyone',
    summary: 'Site constants the web app starts with',
    query: clearCacheQuerySchema,
    response: configResultSchema,
  }),
  capabilities: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/capabilities',
    cache: 'private, max-age=60',
    apiVersion: DEFAULT_API_VERSION,
    access: 'anyone',
    summary: "A segment's capabilities (the visitors' segment when the name is unknown)",
    query: capabilitiesQuerySchema,
    response: capabilitiesResultSchema,
  }),
  branding: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/branding',
    cache: 'private, max-age=86400',
    apiVersion: DEFAULT_API_VERSION,
    access: 'anyone',
    summary: 'Product branding',
    query: clearCacheQuerySchema,
    response: brandingResultSchema,
  }),
  productOffers: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/pricing/:pricingName/product_offers',
    cache: 'private, max-age=60',
    apiVersion: PRODUCT_OFFERS_API_VERSION,
    access: 'anyone',
    summary: 'Every offer a pricing sells, with its open draws',
    params: productOffersParamsSchema,
    query: productOffersQuerySchema,
    response: productOffersResultSchema,
  }),
  event: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/event',
    apiVersion: DEFAULT_API_VERSION,
    access: 'anyone',
    summary: 'A client event, written to the event log',
    body: clientEventSchema,
    response: clientEventResultSchema,
    status: 202,
  }),
};
