import type { ApiClient } from '@fairdraw/client';

/** GET /customer/verification/pdf-form: the blank form, as an object URL to open or save. */
export async function getPdfForm(client: ApiClient): Promise<string> {
  const response = await client.requestBlob({ method: 'GET', path: '/customer/verification/pdf-form' });
  return response.url;
}
