import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type EmailSentResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/**
 * POST /login-link: e-mails a one-time sign-in link (/login/autologin/:token) when the address has an
 * account. The same answer for every address.
 */
export async function requestLoginLink(client: ApiClient, email: string): Promise<EmailSentResult> {
  const response = await call(
    client,
    endpointRoutes.signIn.loginLink,
    { body: { email } },
    { skipRefresh: true },
  );
  return response.result;
}
