import type { ApiClient } from '@fairdraw/client';
import type { AutoVerifyBody, VerificationCheckResult } from '@fairdraw/contracts';

/** POST /customer/verify: name, date of birth and address checked against the account and the identity source. */
export async function autoVerify(client: ApiClient, body: AutoVerifyBody): Promise<VerificationCheckResult> {
  const response = await client.post<VerificationCheckResult>('/customer/verify', { ...body });
  return response.result;
}
