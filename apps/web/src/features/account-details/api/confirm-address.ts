import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** PATCH /customer/confirm-address: the signed-in customer says the postal address is right. */
export async function confirmAddress(client: ApiClient) {
  const response = await call(client, endpointRoutes.accountDetails.confirmAddress, {});
  return response.result;
}

export function useConfirmAddress() {
  const { client } = useApi();
  return useMutation({ mutationKey: ['confirm-address'], mutationFn: () => confirmAddress(client) });
}
