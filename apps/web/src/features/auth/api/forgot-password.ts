import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type EmailSentResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/**
 * POST /password/forgot: e-mails a reset link when the address has an account. The answer is the
 * same for every address, so the page never says whether an account exists.
 */
export async function forgotPassword(client: ApiClient, email: string): Promise<EmailSentResult> {
  const response = await call(
    client,
    endpointRoutes.signIn.forgotPassword,
    { body: { email } },
    { skipRefresh: true },
  );
  return response.result;
}
