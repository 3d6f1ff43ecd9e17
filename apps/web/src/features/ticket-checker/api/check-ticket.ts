import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type TicketCheckBody, type TicketCheckResult } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

/** POST /ticket-check: what each game won in the draw. Reads only, so it is safe to send again. */
export async function checkTicket(client: ApiClient, body: TicketCheckBody): Promise<TicketCheckResult> {
  const response = await call(client, endpointRoutes.ticketCheck.check, { body });
  return response.result;
}

export function useCheckTicket() {
  const { client } = useApi();
  return useMutation({ mutationFn: (body: TicketCheckBody) => checkTicket(client, body) });
}
