import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type ChangePasswordBody, type PasswordChangedResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/**
 * POST /customer/change-password, a form (shop-core §7): the current password, then the new one twice.
 * This session stays signed in; the customer's other sessions end.
 */
export async function changePassword(
  client: ApiClient,
  body: ChangePasswordBody,
): Promise<PasswordChangedResult> {
  const response = await call(client, endpointRoutes.signIn.changePassword, { body }, { form: true });
  return response.result;
}
