import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type LicenceBody, type VerificationCheckResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/** POST /customer/verification/licence: an Australian driver's licence. */
export async function verifyLicence(client: ApiClient, body: LicenceBody): Promise<VerificationCheckResult> {
  const response = await call(client, endpointRoutes.verification.licence, { body });
  return response.result;
}
