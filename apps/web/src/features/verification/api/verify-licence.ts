import type { ApiClient } from '@fairdraw/client';
import type { LicenceBody, VerificationCheckResult } from '@fairdraw/contracts';

/** POST /customer/verification/licence: an Australian driver's licence. */
export async function verifyLicence(client: ApiClient, body: LicenceBody): Promise<VerificationCheckResult> {
  const response = await client.post<VerificationCheckResult>('/customer/verification/licence', { ...body });
  return response.result;
}
