import type { ApiClient } from '@fairdraw/client';
import type { AddBankAccountBody, Fund } from '@fairdraw/contracts';

/** POST /funds/bank-account (3.8): `code` is the BSB or the SWIFT/BIC. */
export async function addBankAccount(client: ApiClient, body: AddBankAccountBody): Promise<Fund> {
  const response = await client.post<Fund>('/funds/bank-account', { ...body }, { apiVersion: '3.8' });
  return response.result;
}
