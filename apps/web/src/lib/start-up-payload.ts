// The start-up answers the server puts in the page (decision 0055), read once at boot: discovery goes to
// the API client; config, the visitor's capabilities, the product offers, branding and the site-wide
// content (theme, navigation, components) into the query cache, so the start-up gate opens and the page
// shell draws without a round trip. Each is refreshed at its usual lifetime.
// Outside production builds an answer is checked against its contract, as fetched answers are (api-call),
// and left out when it does not match; `vite dev`, a page served without the payload, or `?clear_cache`
// load everything from the API.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import {
  endpointRoutes,
  toCamelCase,
  type CapabilitiesResult,
  type ConfigResult,
  type EndpointRoute,
} from '@fairdraw/contracts';
import type { ConsentStore } from './consent';
import { applyConsentRequirement } from './consent-context';
import { discoveryQueryOptions } from './api/get-discovery';
import { productOffersQueryKey } from './api/get-product-offers';

const ELEMENT_ID = 'fairdraw-start-up';

interface Envelope {
  result?: unknown;
}

export interface StartUpPayload {
  discovery?: Envelope;
  config?: Envelope;
  capabilities?: { segmentName?: string; answer?: Envelope };
  productOffers?: { pricingName?: string; answer?: Envelope };
  branding?: Envelope;
  theme?: Envelope;
  navigation?: Envelope;
  components?: Envelope;
  /** The words every page draws with, by category (decision 0062). */
  translations?: { locale?: string; categories?: Array<{ category?: string; answer?: Envelope }> };
}

export function readStartUpPayload(doc: Document = document): StartUpPayload | null {
  const raw = doc.getElementById(ELEMENT_ID)?.textContent;
  return raw ? parseStartUpPayload(raw) : null;
}

/** The payload from its JSON text; null when it is not a JSON object. */
export function parseStartUpPayload(raw: string): StartUpPayload | null {
  try {
    const parsed = toCamelCase<unknown>(JSON.parse(raw));
    return parsed !== null && typeof parsed === 'object' ? (parsed as StartUpPayload) : null;
  } catch {
    return null;
  }
}

/** The discovery result for the API client, when the page carries one. */
export const carriedDiscovery = (payload: StartUpPayload | null): unknown => payload?.discovery?.result;

/**
 * Discovery's answer into the query cache, resolved from what the client carries, so the start-up gate
 * opens on the first render. False when the carried answer is unusable (the client would ask the API).
 */
export async function seedDiscovery(queryClient: QueryClient, client: ApiClient): Promise<boolean> {
  try {
    queryClient.setQueryData(discoveryQueryOptions(client).queryKey, await client.serviceBase('main'));
    return true;
  } catch {
    return false;
  }
}

/** Whether an answer matches its entry's response schema; outside production builds only (main.tsx). */
export type ContractCheck = (route: EndpointRoute, result: unknown) => boolean;

/** Puts each carried answer (that matches its contract, given a check) into the query cache. */
export function seedStartUpQueries(
  queryClient: QueryClient,
  payload: StartUpPayload,
  matchesContract?: ContractCheck,
): void {
  const seed = (key: readonly unknown[], route: EndpointRoute, envelope: Envelope | undefined) => {
    if (!envelope || envelope.result === undefined || envelope.result === null) return;
    if (matchesContract && !matchesContract(route, envelope.result)) return;
    queryClient.setQueryData(key, envelope.result);
  };
  seed(['config'], endpointRoutes.startup.config, payload.config);
  seed(['branding'], endpointRoutes.startup.branding, payload.branding);
  seed(['theme'], endpointRoutes.content.theme, payload.theme);
  seed(['navigation'], endpointRoutes.content.navigation, payload.navigation);
  seed(['components'], endpointRoutes.content.components, payload.components);
  const { capabilities, productOffers, translations } = payload;
  for (const { category, answer } of translations?.categories ?? [])
    if (translations?.locale && category)
      seed(['translations', translations.locale, category], endpointRoutes.translation.items, answer);
  if (capabilities?.segmentName)
    seed(
      ['capabilities', capabilities.segmentName],
      endpointRoutes.startup.capabilities,
      capabilities.answer,
    );
  if (productOffers?.pricingName)
    seed(
      productOffersQueryKey(productOffers.pricingName),
      endpointRoutes.startup.productOffers,
      productOffers.answer,
    );
}

/**
 * Whether cookie consent is asked, from the config and capabilities just seeded, so the first drawing of
 * the page (on the server, then in the browser) already has the banner where it is required.
 */
export function applySeededConsent(
  store: ConsentStore,
  queryClient: QueryClient,
  payload: StartUpPayload,
): void {
  const segment = payload.capabilities?.segmentName;
  applyConsentRequirement(
    store,
    queryClient.getQueryData<ConfigResult>(['config']),
    segment ? queryClient.getQueryData<CapabilitiesResult>(['capabilities', segment]) : undefined,
  );
}
