import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type AutoVerifyBody, type VerificationCheckResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/** POST /customer/verify: name, date of birth and address checked against the account and the identity source. */
export async function autoVerify(client: ApiClient, body: AutoVerifyBody): Promise<VerificationCheckResult> {
  const response = await call(client, endpointRoutes.verification.autoVerify, { body });
  return response.result;
}
