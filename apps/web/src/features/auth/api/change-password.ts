import type { ApiClient } from '@fairdraw/client';
import type { ChangePasswordBody, PasswordChangedResult } from '@fairdraw/contracts';

/**
 * POST /customer/change-password, a form (shop-core §7): the current password, then the new one twice.
 * This session stays signed in; the customer's other sessions end.
 */
export async function changePassword(
  client: ApiClient,
  body: ChangePasswordBody,
): Promise<PasswordChangedResult> {
  const response = await client.post<PasswordChangedResult>('/customer/change-password', body, {
    form: true,
  });
  return response.result;
}
