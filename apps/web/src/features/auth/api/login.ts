import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type LoginBody, type LoginResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** POST /login: a 401 there is an answer, not an expired session. */
export async function login(client: ApiClient, body: LoginBody): Promise<LoginResult> {
  const response = await call(client, endpointRoutes.session.login, { body }, { skipRefresh: true });
  return response.result;
}

export function loginMutationOptions(client: ApiClient) {
  return { mutationKey: ['login'], mutationFn: (body: LoginBody) => login(client, body) };
}

export function useLogin() {
  const { client } = useApi();
  return useMutation(loginMutationOptions(client));
}
