import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import type { CloseAccountBody, CloseAccountResult } from '@fairdraw/contracts';
import { useApi } from '../../../lib/api-client';

/** DELETE /customer, a form: closes the account after the password is confirmed. */
export async function closeAccount(client: ApiClient, body: CloseAccountBody) {
  const response = await client.delete<CloseAccountResult>('/customer', body, { form: true });
  return response.result;
}

export function useCloseAccount() {
  const { client } = useApi();
  return useMutation({
    mutationKey: ['close-account'],
    mutationFn: (body: CloseAccountBody) => closeAccount(client, body),
  });
}
