import type { ApiClient } from '@fairdraw/client';
import type { LoginResult } from '@fairdraw/contracts';

/** POST /transfer, a form: takes over a signed-in session with a one-time transfer token. */
export async function transfer(client: ApiClient, token: string): Promise<LoginResult> {
  const response = await client.post<LoginResult>('/transfer', { token }, { form: true, skipRefresh: true });
  return response.result;
}
