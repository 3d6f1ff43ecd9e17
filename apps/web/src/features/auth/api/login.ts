import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import type { LoginBody, LoginResult } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';

/** POST /login is served in API version 3.2; a 401 there is an answer, not an expired session. */
export const LOGIN_API_VERSION = '3.2';

export async function login(client: ApiClient, body: LoginBody): Promise<LoginResult> {
  const response = await client.post<LoginResult>('/login', body, {
    apiVersion: LOGIN_API_VERSION,
    skipRefresh: true,
  });
  return response.result;
}

export function loginMutationOptions(client: ApiClient) {
  return { mutationKey: ['login'], mutationFn: (body: LoginBody) => login(client, body) };
}

export function useLogin() {
  const { client } = useApi();
  return useMutation(loginMutationOptions(client));
}
