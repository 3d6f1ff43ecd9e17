import type { ApiClient } from '@fairdraw/client';
import type { EmailSentResult } from '@fairdraw/contracts';

/**
 * POST /login-link: e-mails a one-time sign-in link (/login/autologin/:token) when the address has an
 * account. The same answer for every address.
 */
export async function requestLoginLink(client: ApiClient, email: string): Promise<EmailSentResult> {
  const response = await client.post<EmailSentResult>('/login-link', { email }, { skipRefresh: true });
  return response.result;
}
