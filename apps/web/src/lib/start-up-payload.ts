// The start-up answers the server puts in the page (decision 0055), read once at boot: discovery goes to
// the API client; config, the visitor's capabilities, the product offers, branding and the site-wide
// content (theme, navigation, components) into the query cache, so the start-up gate opens and the page
// shell draws without a round trip. Each is refreshed at its usual lifetime.
// Outside production builds an answer is checked against its contract, as fetched answers are (api-call),
// and left out when it does not match; `vite dev`, a page served without the payload, or `?clear_cache`
// load everything from the API.
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { endpoints, toCamelCase } from '@fairdraw/contracts';
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
}

export function readStartUpPayload(doc: Document = document): StartUpPayload | null {
  const raw = doc.getElementById(ELEMENT_ID)?.textContent;
  if (!raw) return null;
  try {
    const parsed = toCamelCase<unknown>(JSON.parse(raw));
    return parsed !== null && typeof parsed === 'object' ? (parsed as StartUpPayload) : null;
  } catch {
    return null;
  }
}

/** The discovery result for the API client, when the page carries one. */
export const carriedDiscovery = (payload: StartUpPayload | null): unknown => payload?.discovery?.result;

/** Puts each carried answer that matches its contract into the query cache under its query's key. */
export function seedStartUpQueries(
  queryClient: QueryClient,
  payload: StartUpPayload,
  { checkContracts = !import.meta.env.PROD }: { checkContracts?: boolean } = {},
): void {
  const seed = (key: readonly unknown[], schema: z.ZodType, envelope: Envelope | undefined) => {
    if (!envelope || envelope.result === undefined || envelope.result === null) return;
    if (checkContracts && !schema.safeParse(envelope.result).success) return;
    queryClient.setQueryData(key, envelope.result);
  };
  seed(['config'], endpoints.startup.config.response, payload.config);
  seed(['branding'], endpoints.startup.branding.response, payload.branding);
  seed(['theme'], endpoints.content.theme.response, payload.theme);
  seed(['navigation'], endpoints.content.navigation.response, payload.navigation);
  seed(['components'], endpoints.content.components.response, payload.components);
  const { capabilities, productOffers } = payload;
  if (capabilities?.segmentName)
    seed(
      ['capabilities', capabilities.segmentName],
      endpoints.startup.capabilities.response,
      capabilities.answer,
    );
  if (productOffers?.pricingName)
    seed(
      productOffersQueryKey(productOffers.pricingName),
      endpoints.startup.productOffers.response,
      productOffers.answer,
    );
}
