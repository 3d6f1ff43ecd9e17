import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type TwoFactorSettings } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { TWO_FACTOR_SETTINGS_KEY } from './get-two-factor-settings';

/** DELETE /customer/two-factor-auth (form): the password and a current code switch it off. */
export async function disableTwoFactor(
  client: ApiClient,
  body: { password: string; code: string },
): Promise<TwoFactorSettings> {
  return (await call(client, endpointRoutes.twoFactor.disable, { body }, { form: true })).result;
}

export function useDisableTwoFactor() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['disable-two-factor'],
    mutationFn: (body: { password: string; code: string }) => disableTwoFactor(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_SETTINGS_KEY }),
  });
}
