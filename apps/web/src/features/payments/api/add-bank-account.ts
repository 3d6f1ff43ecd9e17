import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type AddBankAccountBody, type Fund } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/** POST /funds/bank-account : `code` is the BSB or the SWIFT/BIC. */
export async function addBankAccount(client: ApiClient, body: AddBankAccountBody): Promise<Fund> {
  const response = await call(client, endpointRoutes.funds.addBankAccount, { body });
  return response.result;
}
