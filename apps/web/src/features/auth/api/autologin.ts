import type { ApiClient } from '@fairdraw/client';
import type { AutologinBody, LoginResult } from '@fairdraw/contracts';
import { LOGIN_API_VERSION } from './login';

/**
 * POST /autologin (3.2): signs in from an e-mailed link, with the two-factor code once the first answer
 * was 401 `2fa_required`. Like login, a 401 here is an answer, not an expired session.
 */
export async function autologin(client: ApiClient, body: AutologinBody): Promise<LoginResult> {
  const response = await client.post<LoginResult>('/autologin', body, {
    apiVersion: LOGIN_API_VERSION,
    skipRefresh: true,
  });
  return response.result;
}
