import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type LoginResult, type SignupBody } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** POST /signup answers with the same session as login. */
export async function signup(client: ApiClient, body: SignupBody): Promise<LoginResult> {
  const response = await call(client, endpointRoutes.session.signup, { body }, { skipRefresh: true });
  return response.result;
}

export function signupMutationOptions(client: ApiClient) {
  return { mutationKey: ['signup'], mutationFn: (body: SignupBody) => signup(client, body) };
}

export function useSignup() {
  const { client } = useApi();
  return useMutation(signupMutationOptions(client));
}
