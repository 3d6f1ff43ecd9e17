import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type LogoutResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** GET /logout ends the session of the refresh cookie and of the bearer token; always 200. */
export async function logout(client: ApiClient): Promise<LogoutResult> {
  const response = await call(client, endpointRoutes.session.logout, {}, { skipRefresh: true });
  return response.result;
}

export function logoutMutationOptions(client: ApiClient) {
  return { mutationKey: ['logout'], mutationFn: () => logout(client) };
}

export function useLogout() {
  const { client } = useApi();
  return useMutation(logoutMutationOptions(client));
}
