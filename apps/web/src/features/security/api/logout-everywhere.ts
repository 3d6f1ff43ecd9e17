import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type LoggedOutEverywhereResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** POST /customer/logout-all: every session of the customer ends, this one too. */
export async function logoutEverywhere(client: ApiClient): Promise<LoggedOutEverywhereResult> {
  return (await call(client, endpointRoutes.signIn.logoutEverywhere, {})).result;
}

export function useLogoutEverywhere() {
  const { client } = useApi();
  return useMutation({ mutationKey: ['logout-everywhere'], mutationFn: () => logoutEverywhere(client) });
}
