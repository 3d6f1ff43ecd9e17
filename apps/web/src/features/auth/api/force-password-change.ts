import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import {
  endpointRoutes,
  type ForcePasswordChangeBody,
  type ForcePasswordChangeResult,
} from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** POST /password/force-change: the flagged customer's new password; they stay signed in. */
export async function forcePasswordChange(
  client: ApiClient,
  body: ForcePasswordChangeBody,
): Promise<ForcePasswordChangeResult> {
  const response = await call(client, endpointRoutes.session.forcePasswordChange, { body });
  return response.result;
}

export function forcePasswordChangeMutationOptions(client: ApiClient) {
  return {
    mutationKey: ['force-password-change'],
    mutationFn: (body: ForcePasswordChangeBody) => forcePasswordChange(client, body),
  };
}

export function useForcePasswordChange() {
  const { client } = useApi();
  return useMutation(forcePasswordChangeMutationOptions(client));
}
