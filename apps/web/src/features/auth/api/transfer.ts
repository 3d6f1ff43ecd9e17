import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type LoginResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/** POST /transfer, a form: takes over a signed-in session with a one-time transfer token. */
export async function transfer(client: ApiClient, token: string): Promise<LoginResult> {
  const response = await call(
    client,
    endpointRoutes.signIn.transfer,
    { body: { token } },
    { form: true, skipRefresh: true },
  );
  return response.result;
}
