// Service base URLs come from the discovery service: fetched once per client, shared by concurrent
// callers, and fetched again only after a failure.
import { serviceNames } from '@fairdraw/contracts';
import type { DiscoveredService, ServiceName } from '@fairdraw/contracts';
import type { ApiResponse } from './api';
import { ApiError, configFailure } from './errors';
import { DISCOVERY_URL_MISSING_MESSAGE, invalidDiscoveryMessage, unknownServiceMessage } from './messages';

export interface Discovery {
  /** Resolves a service's base URL; throws unsettled ApiErrors. */
  resolve(service: ServiceName): Promise<string>;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/**
 * Relative base URLs (`/v2`) are resolved against the discovery URL's origin. When the discovery URL is
 * itself relative (a browser on the shop's own origin), the base stays relative: fetch resolves it.
 */
export function resolveBase(baseUrl: string, discoveryUrl: string): string {
  const absolute =
    ABSOLUTE_URL.test(baseUrl) || !ABSOLUTE_URL.test(discoveryUrl)
      ? baseUrl
      : new URL(baseUrl, new URL(discoveryUrl).origin).href;
  return absolute.replace(/\/+$/, '');
}

/**
 * An entry shaped as discoveredServiceSchema says, checked by hand: the client is on every first load,
 * which carries no zod (decision 0056). discovery.test.ts holds the two to the same answers.
 */
export function isDiscoveredService(entry: unknown): entry is DiscoveredService {
  if (typeof entry !== 'object' || entry === null) return false;
  const { service, version, baseUrl } = entry as Record<string, unknown>;
  return (
    (serviceNames as readonly unknown[]).includes(service) &&
    typeof version === 'string' &&
    typeof baseUrl === 'string'
  );
}

function servicesOf(result: unknown): DiscoveredService[] | null {
  if (typeof result !== 'object' || result === null) return null;
  const services = (result as { services?: unknown }).services;
  if (!Array.isArray(services)) return null;
  // Entries this client does not know (a newer service) are skipped rather than failing everything.
  return services
    .filter(isDiscoveredService)
    .map(({ service, version, baseUrl }) => ({ service, version, baseUrl }));
}

export function createDiscovery(
  discoveryUrl: string | undefined,
  load: (url: string) => Promise<ApiResponse<unknown>>,
  /** A discovery result the page already carries; used when it lists services, else fetched. */
  discovered?: unknown,
): Discovery {
  const carried = discovered === undefined ? null : servicesOf(discovered);
  let services: Promise<DiscoveredService[]> | null =
    carried && carried.length > 0 ? Promise.resolve(carried) : null;

  async function fetchServices(url: string): Promise<DiscoveredService[]> {
    const response = await load(url);
    const list = servicesOf(response.result);
    if (!list) throw new ApiError({ status: 422, url, message: invalidDiscoveryMessage(url) });
    return list;
  }

  return {
    async resolve(service) {
      if (!discoveryUrl) throw configFailure(DISCOVERY_URL_MISSING_MESSAGE);
      services ??= fetchServices(discoveryUrl).catch((error: unknown) => {
        services = null;
        throw error;
      });
      const entry = (await services).find((candidate) => candidate.service === service);
      if (!entry) throw configFailure(unknownServiceMessage(service, discoveryUrl), discoveryUrl);
      return resolveBase(entry.baseUrl, discoveryUrl);
    },
  };
}
