import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** POST /customer/two-factor-auth/email: e-mails a code that switches e-mailed codes on (one a minute). */
export async function sendEmailCode(client: ApiClient): Promise<{ sent: boolean }> {
  return (await call(client, endpointRoutes.twoFactor.sendEmailCode, {})).result;
}

export function useSendEmailCode() {
  const { client } = useApi();
  return useMutation({ mutationKey: ['send-email-code'], mutationFn: () => sendEmailCode(client) });
}
