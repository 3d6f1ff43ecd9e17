import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type CloseAccountBody } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** DELETE /customer, a form: closes the account after the password is confirmed. */
export async function closeAccount(client: ApiClient, body: CloseAccountBody) {
  const response = await call(client, endpointRoutes.accountDetails.close, { body }, { form: true });
  return response.result;
}

export function useCloseAccount() {
  const { client } = useApi();
  return useMutation({
    mutationKey: ['close-account'],
    mutationFn: (body: CloseAccountBody) => closeAccount(client, body),
  });
}
