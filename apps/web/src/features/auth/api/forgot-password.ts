import type { ApiClient } from '@fairdraw/client';
import type { EmailSentResult } from '@fairdraw/contracts';

/**
 * POST /password/forgot: e-mails a reset link when the address has an account. The answer is the
 * same for every address, so the page never says whether an account exists.
 */
export async function forgotPassword(client: ApiClient, email: string): Promise<EmailSentResult> {
  const response = await client.post<EmailSentResult>('/password/forgot', { email }, { skipRefresh: true });
  return response.result;
}
