import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { useApi } from '../../../lib/api-client';

/** POST /customer/two-factor-auth/email: e-mails a code that switches e-mailed codes on (one a minute). */
export async function sendEmailCode(client: ApiClient): Promise<{ sent: boolean }> {
  return (await client.post<{ sent: boolean }>('/customer/two-factor-auth/email', {})).result;
}

export function useSendEmailCode() {
  const { client } = useApi();
  return useMutation({ mutationKey: ['send-email-code'], mutationFn: () => sendEmailCode(client) });
}
