import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type AutologinBody, type LoginResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/**
 * POST /autologin (3.2): signs in from an e-mailed link, with the two-factor code once the first answer
 * was 401 `2fa_required`. Like login, a 401 here is an answer, not an expired session.
 */
export async function autologin(client: ApiClient, body: AutologinBody): Promise<LoginResult> {
  const response = await call(client, endpointRoutes.signIn.autologin, { body }, { skipRefresh: true });
  return response.result;
}
