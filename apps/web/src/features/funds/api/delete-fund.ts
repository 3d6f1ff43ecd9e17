import type { ApiClient } from '@fairdraw/client';

/** DELETE /funds/{id}. */
export async function deleteFund(client: ApiClient, fundId: string): Promise<void> {
  await client.delete<null>(`/funds/${encodeURIComponent(fundId)}`);
}
