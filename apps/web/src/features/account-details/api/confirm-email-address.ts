import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/**
 * PATCH /customer/confirm-email-address: with the e-mailed link's token it confirms the new address;
 * without one (signed in) it sends a fresh link.
 */
export async function confirmEmailAddress(client: ApiClient, token?: string) {
  const response = await call(
    client,
    endpointRoutes.accountDetails.confirmEmailAddress,
    { body: token ? { token } : {} },
    token ? { skipRefresh: true } : {},
  );
  return response.result;
}

export function useConfirmEmailAddress() {
  const { client } = useApi();
  return useMutation({
    mutationKey: ['confirm-email-address'],
    mutationFn: (token?: string) => confirmEmailAddress(client, token),
  });
}
