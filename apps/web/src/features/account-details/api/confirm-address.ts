import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import type { ConfirmAddressResult } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';

/** PATCH /customer/confirm-address: the signed-in customer says the postal address is right. */
export async function confirmAddress(client: ApiClient) {
  const response = await client.patch<ConfirmAddressResult>('/customer/confirm-address');
  return response.result;
}

export function useConfirmAddress() {
  const { client } = useApi();
  return useMutation({ mutationKey: ['confirm-address'], mutationFn: () => confirmAddress(client) });
}
