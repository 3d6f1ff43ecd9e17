import type { ApiClient } from '@fairdraw/client';
import type { PasswordChangedResult, ResetPasswordBody } from '@fairdraw/contracts';

/** POST /password/reset: the new password from the e-mailed link; every session of the account ends. */
export async function resetPassword(
  client: ApiClient,
  body: ResetPasswordBody,
): Promise<PasswordChangedResult> {
  const response = await client.post<PasswordChangedResult>('/password/reset', body, { skipRefresh: true });
  return response.result;
}
