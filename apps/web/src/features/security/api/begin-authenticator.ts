import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type AuthenticatorSetup } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** POST /customer/two-factor-auth/authenticator: a new secret and its QR code. */
export async function beginAuthenticator(client: ApiClient): Promise<AuthenticatorSetup> {
  return (await call(client, endpointRoutes.twoFactor.beginAuthenticator, {})).result;
}

export function useBeginAuthenticator() {
  const { client } = useApi();
  return useMutation({ mutationKey: ['begin-authenticator'], mutationFn: () => beginAuthenticator(client) });
}
