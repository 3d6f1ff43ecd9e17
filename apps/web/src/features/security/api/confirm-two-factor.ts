import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type TwoFactorSettings } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { TWO_FACTOR_SETTINGS_KEY } from './get-two-factor-settings';

export type TwoFactorMethodPath = 'authenticator' | 'email';

/** PUT /customer/two-factor-auth/{authenticator|email}: a code from the new method switches it on. */
export async function confirmTwoFactor(
  client: ApiClient,
  method: TwoFactorMethodPath,
  code: string,
): Promise<TwoFactorSettings> {
  const { twoFactor } = endpointRoutes;
  const body = { code };
  const response = await (method === 'authenticator'
    ? call(client, twoFactor.confirmAuthenticator, { body })
    : call(client, twoFactor.confirmEmail, { body }));
  return response.result;
}

export function useConfirmTwoFactor(method: TwoFactorMethodPath) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['confirm-two-factor', method],
    mutationFn: (code: string) => confirmTwoFactor(client, method, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_SETTINGS_KEY }),
  });
}
