import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import type { LoginResult, SignupBody } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';

/** POST /signup is served in API version 3.5 and answers with the same session as login. */
export const SIGNUP_API_VERSION = '3.5';

export async function signup(client: ApiClient, body: SignupBody): Promise<LoginResult> {
  const response = await client.post<LoginResult>('/signup', body, {
    apiVersion: SIGNUP_API_VERSION,
    skipRefresh: true,
  });
  return response.result;
}

export function signupMutationOptions(client: ApiClient) {
  return { mutationKey: ['signup'], mutationFn: (body: SignupBody) => signup(client, body) };
}

export function useSignup() {
  const { client } = useApi();
  return useMutation(signupMutationOptions(client));
}
