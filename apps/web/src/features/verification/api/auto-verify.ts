import type { ApiClient } from '@fairdraw/client';
import { endpoints, type AutoVerifyBody, type VerificationCheckResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/** POST /customer/verify: name, date of birth and address checked against the account and the identity source. */
export async function autoVerify(client: ApiClient, body: AutoVerifyBody): Promise<VerificationCheckResult> {
  const response = await call(client, endpoints.verification.autoVerify, { body });
  return response.result;
}
