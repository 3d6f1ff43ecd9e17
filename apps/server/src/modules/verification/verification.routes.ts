// Identity verification calls (account-area §7 "Verification"; docs/api.md; decision 0020).
// Main API: POST /customer/verify, POST /customer/verification (multipart), POST
// /customer/verification/licence, GET /customer/verification, the blank form and the customer's own
// documents. Verification service (/customer-verify): GET /config/licence.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart, { type Multipart } from '@fastify/multipart';
import { z } from 'zod';
import { endpoints } from '@fairdraw/contracts';
import {
  documentMessages,
  licenceConfig,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_UPLOAD,
} from '@fairdraw/domain';
import { currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { ValidationError } from '../../lib/errors';
import { assertAcceptableText } from '../../plugins/hostile-input';
import { blankVerificationForm } from './pdf-form';
import type { UploadedFile } from './uploaded-documents';
import type { VerificationService } from './verification.service';

export interface VerificationRouteOptions {
  verification: VerificationService;
}

const documentParamsSchema = z.object({ id: z.uuid() });
const FORM_FILE_NAME = 'fairdraw-identity-verification-form.pdf';

/** Sends a stored file as a download: never shown inline, never sniffed, never cached. */
export function sendDocument(
  reply: FastifyReply,
  file: { contentType: string; fileName: string },
  bytes: Buffer,
) {
  const asciiName = file.fileName.replace(/[^A-Za-z0-9 ._()-]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(bytes);
}

/** The multipart parts: the `method` field and every file, each read up to the size limit. */
async function readUpload(parts: AsyncIterableIterator<Multipart>) {
  let method: string | undefined;
  const files: UploadedFile[] = [];
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'method' && typeof part.value === 'string') method = part.value;
      continue;
    }
    // Read one byte past the limit: a file that fills it and more was cut off.
    const bytes = await part.toBuffer();
    files.push({ fileName: part.filename, bytes, tooLarge: part.file.truncated });
  }
  // Checked once every part is read: a stream left unread would hold the request open.
  if (method !== undefined) assertAcceptableText(method, 'method');
  for (const file of files) assertAcceptableText(file.fileName, 'documents');
  return { method, files };
}

export async function verificationRoutes(
  scope: FastifyInstance,
  options: VerificationRouteOptions,
): Promise<void> {
  const { verification } = options;
  await scope.register(multipart, {
    // Oversized files are cut off and reported as a field error, not a bare 413.
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_DOCUMENT_BYTES,
      files: MAX_DOCUMENTS_PER_UPLOAD + 1,
      fields: 4,
      fieldSize: 1024,
      parts: MAX_DOCUMENTS_PER_UPLOAD + 5,
    },
  });
  const app = scope.withTypeProvider<ZodTypeProvider>();

  const calls = endpoints.verification;

  route(scope, calls.status, async (request) =>
    verification.getCustomerVerification(currentCustomer(request).customerId),
  );

  route(scope, calls.autoVerify, async (request) =>
    verification.autoVerify(currentCustomer(request).customerId, request.body),
  );

  route(scope, calls.licence, async (request) =>
    verification.verifyLicence(currentCustomer(request).customerId, request.body),
  );

  route(scope, calls.upload, async (request, reply) => {
    if (!request.isMultipart())
      throw ValidationError.field(
        'documents',
        'Please send the documents as multipart/form-data.',
        'required',
      );
    let upload: Awaited<ReturnType<typeof readUpload>>;
    try {
      upload = await readUpload(request.parts());
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
        throw ValidationError.field('documents', documentMessages.tooMany);
      throw error;
    }
    const result = await verification.uploadDocuments(
      currentCustomer(request).customerId,
      upload.method,
      upload.files,
    );
    reply.status(201);
    return result;
  });

  // Files, not JSON: outside the endpoint table (FILE_ROUTES in plugins/endpoint-exceptions.ts).
  app.get(
    '/customer/verification/documents/:id',
    { onRequest: scope.requireCustomer, schema: { params: documentParamsSchema } },
    async (request, reply) => {
      const { document, bytes } = await verification.readOwnDocument(
        currentCustomer(request).customerId,
        request.params.id,
      );
      return sendDocument(reply, document, bytes);
    },
  );

  const form = blankVerificationForm();
  app.get('/customer/verification/pdf-form', async (_request, reply) =>
    sendDocument(reply, { contentType: 'application/pdf', fileName: FORM_FILE_NAME }, form),
  );
}

/** The verification service (/customer-verify): public configuration, signed like every service. */
export async function verificationConfigRoutes(scope: FastifyInstance): Promise<void> {
  route(scope, endpoints.verification.licenceConfig, async () => {
    return licenceConfig;
  });
}
