import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type TwoFactorSettings } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const TWO_FACTOR_SETTINGS_KEY = ['two-factor-settings'] as const;

/** GET /customer/two-factor-auth: how the signed-in customer signs in. */
export async function getTwoFactorSettings(client: ApiClient): Promise<TwoFactorSettings> {
  return (await call(client, endpointRoutes.twoFactor.settings, {})).result;
}

export function twoFactorSettingsQueryOptions(client: ApiClient, customerId: string | null) {
  return queryOptions({
    queryKey: [...TWO_FACTOR_SETTINGS_KEY, customerId],
    queryFn: () => getTwoFactorSettings(client),
    enabled: customerId !== null,
  });
}

export function useTwoFactorSettings() {
  const { client } = useApi();
  const { customerId } = useSession();
  return useQuery(twoFactorSettingsQueryOptions(client, customerId));
}
