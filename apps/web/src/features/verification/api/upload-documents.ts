import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type UploadResult, type VerificationDocumentMethod } from '@fairdraw/contracts';
import { call } from '../../../lib/api-call';

/** POST /customer/verification: multipart, the kind of document in `method` and the files in `documents`. */
export async function uploadDocuments(
  client: ApiClient,
  method: VerificationDocumentMethod,
  files: readonly File[],
): Promise<UploadResult> {
  const form = new FormData();
  form.append('method', method);
  for (const file of files) form.append('documents', file, file.name);
  const response = await call(client, endpointRoutes.verification.upload, { multipart: form });
  return response.result;
}
