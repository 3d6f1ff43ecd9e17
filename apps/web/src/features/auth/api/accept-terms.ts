import type { ApiClient } from '@fairdraw/client';
import type {
  LocationTermsAcceptanceBody,
  TermsAcceptanceBody,
  TermsAcceptanceResult,
} from '@fairdraw/contracts';

/** POST /customer/terms-and-conditions: the customer accepts this version of the terms. */
export async function acceptTerms(client: ApiClient, body: TermsAcceptanceBody) {
  const response = await client.post<TermsAcceptanceResult>('/customer/terms-and-conditions', body);
  return response.result;
}

/** POST /customer/terms-and-conditions/location: the terms for playing from a state or territory. */
export async function acceptLocationTerms(client: ApiClient, body: LocationTermsAcceptanceBody) {
  const response = await client.post<TermsAcceptanceResult>('/customer/terms-and-conditions/location', body);
  return response.result;
}
