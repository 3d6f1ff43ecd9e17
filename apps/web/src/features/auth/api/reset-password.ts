import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type PasswordChangedResult, type ResetPasswordBody } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/** POST /password/reset: the new password from the e-mailed link; every session of the account ends. */
export async function resetPassword(
  client: ApiClient,
  body: ResetPasswordBody,
): Promise<PasswordChangedResult> {
  const response = await call(client, endpointRoutes.signIn.resetPassword, { body }, { skipRefresh: true });
  return response.result;
}
