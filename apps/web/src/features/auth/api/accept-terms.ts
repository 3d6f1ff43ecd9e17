import type { ApiClient } from '@fairdraw/client';
import {
  endpointRoutes,
  type LocationTermsAcceptanceBody,
  type TermsAcceptanceBody,
} from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/** POST /customer/terms-and-conditions: the customer accepts this version of the terms. */
export async function acceptTerms(client: ApiClient, body: TermsAcceptanceBody) {
  const response = await call(client, endpointRoutes.accountDetails.acceptTerms, { body });
  return response.result;
}

/** POST /customer/terms-and-conditions/location: the terms for playing from a state or territory. */
export async function acceptLocationTerms(client: ApiClient, body: LocationTermsAcceptanceBody) {
  const response = await call(client, endpointRoutes.accountDetails.acceptLocationTerms, { body });
  return response.result;
}
