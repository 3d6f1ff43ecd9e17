// Turns every failure into the documented error envelope. Client mistakes get 4xx with a clear message
// (field errors where a field is at fault); anything unexpected is logged and answered with a bare 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode } from '@fairdraw/contracts';
import { AppError } from '../lib/errors';
import { errorBody } from './envelope';
import { RequestValidationError } from './validation';

const message = (text: string) => ({ level: 'error' as const, message: text });

function single(status: number, code: string, text: string) {
  return { status, body: errorBody([message(text)], { error: { code, message: text } }) };
}

/** Fastify's own client errors (bad JSON, wrong content type, too large) by their code. */
function fromFastifyError(error: FastifyError) {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return single(400, ErrorCode.invalidJson, 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return single(413, ErrorCode.payloadTooLarge, 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return single(415, ErrorCode.unsupportedMediaType, 'This content type is not accepted here.');
    default:
      break;
  }
  if (error.statusCode === 429) {
    return single(429, ErrorCode.rateLimited, 'Too many requests. Please wait a moment and try again.');
  }
  // Other 4xx Fastify raises (for example a malformed URL) are the client's; never echo internals.
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return single(error.statusCode, ErrorCode.invalid, 'The request could not be understood.');
  }
  return null;
}

export function describeError(error: unknown): { status: number; body: ReturnType<typeof errorBody> } | null {
  if (error instanceof AppError) {
    if (error.fieldErrors && Object.keys(error.fieldErrors).length > 0) {
      return {
        status: error.statusCode,
        body: errorBody([message(error.message)], { errors: error.fieldErrors }, error.details),
      };
    }
    const { status, body } = single(error.statusCode, error.code, error.message);
    return error.details
      ? {
          status,
          body: errorBody(
            [message(error.message)],
            { error: { code: error.code, message: error.message } },
            error.details,
          ),
        }
      : { status, body };
  }
  // Fastify throws the validator's own error object, so the field errors arrive intact.
  if (error instanceof RequestValidationError) {
    const text = 'Please check the highlighted fields.';
    return { status: 400, body: errorBody([message(text)], { errors: error.fieldErrors }) };
  }
  if (typeof error === 'object' && error !== null && 'code' in error)
    return fromFastifyError(error as FastifyError);
  return null;
}

/** Error envelope for everything thrown in this scope; `withNotFound` adds the enveloped 404. */
export function useErrorHandling(scope: FastifyInstance, { withNotFound = true } = {}): void {
  scope.setErrorHandler(async (error, request, reply) => {
    const known = describeError(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      if (error instanceof AppError && 'retryAfterSeconds' in error)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(known.status).send(known.body);
    }
    request.log.error({ err: error }, 'unexpected error');
    const text = 'Something went wrong on our side. Please try again.';
    return reply
      .status(500)
      .send(errorBody([message(text)], { error: { code: ErrorCode.internal, message: text } }));
  });

  if (!withNotFound) return;
  scope.setNotFoundHandler(async (_request, reply) => {
    const { status, body } = single(404, ErrorCode.notFound, 'There is nothing at this address.');
    return reply.status(status).send(body);
  });
}
