import { z } from 'zod';
import { serviceNames } from './service-names';

export const serviceNameSchema = z.enum(serviceNames);
export type ServiceName = z.infer<typeof serviceNameSchema>;

export const discoveredServiceSchema = z.object({
  service: serviceNameSchema,
  version: z.string(),
  /** Absolute path on the same origin (e.g. /v2) or a full URL when a service lives elsewhere. */
  baseUrl: z.string(),
});
export type DiscoveredService = z.infer<typeof discoveredServiceSchema>;

export const discoveryResultSchema = z.object({
  services: z.array(discoveredServiceSchema),
});
export type DiscoveryResult = z.infer<typeof discoveryResultSchema>;
