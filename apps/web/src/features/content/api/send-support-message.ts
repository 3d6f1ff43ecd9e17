import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type SupportMessageBody } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/** POST /support/messages: a message to customer care; the answer is its reference. */
export async function sendSupportMessage(client: ApiClient, message: SupportMessageBody): Promise<string> {
  const response = await call(
    client,
    endpointRoutes.support.sendMessage,
    { body: message },
    { skipRefresh: true },
  );
  return response.result.reference;
}
