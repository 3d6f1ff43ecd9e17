// Turns every failure into the documented error envelope. Client mistakes get 4xx with a clear message
// (field errors where a field is at fault); a dependency that cannot answer (the database restarting,
// failing over or gone) is 503 with Retry-After; only what is left, a bug, is logged and answered with a
// bare 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@fairdraw/contracts';
import { isDatabaseUnavailable } from '@fairdraw/db';
import { AppError, ServiceUnavailableError } from '../lib/errors';
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

/** A database that cannot answer is a 503 the client may retry, whatever the driver threw. */
function asAppError(error: unknown): unknown {
  return !(error instanceof AppError) && isDatabaseUnavailable(error)
    ? new ServiceUnavailableError(innermostMessage(error))
    : error;
}

export function describeError(
  thrown: unknown,
): { status: number; body: ReturnType<typeof errorBody> } | null {
  const error = asAppError(thrown);
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

/** The driver's own words, not the wrapper's (which repeats the query and its parameters). */
function innermostMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (cause === undefined || cause === null) break;
    current = cause;
  }
  return current instanceof Error ? current.message : String(current);
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (bad percent-encoding, a path parameter too
 * long) is answered before any scope's error handler, so it gets the error envelope here.
 */
export function renderFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known =
    describeError(error) ?? single(400, ErrorCode.invalid, 'The request could not be understood.');
  void reply.status(known.status).send(known.body);
}

/** Error envelope for everything thrown in this scope; `withNotFound` adds the enveloped 404. */
export function useErrorHandling(scope: FastifyInstance, { withNotFound = true } = {}): void {
  scope.setErrorHandler(async (thrown, request, reply) => {
    const error = asAppError(thrown);
    const known = describeError(error);
    if (known) {
      // A dependency away is expected now and then: a warning with its cause, no stack trace.
      if (error instanceof ServiceUnavailableError)
        request.log.warn({ cause: error.reason }, 'dependency unavailable');
      else if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      // 503s, the login brake and a same-key request still running tell the client when to try again.
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
