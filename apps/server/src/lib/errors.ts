// Errors a service may throw. The error plugin turns them into the documented error envelope;
// anything else becomes a 500 with no detail.
import { ErrorCode } from '@fairdraw/contracts';

export type FieldErrors = Record<string, Array<{ code: string; message: string }>>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Field name (camelCase) → problems. When absent the error is shown under `general`. */
    readonly fieldErrors?: FieldErrors,
    /** Sent as the error envelope's `details`: what the client needs to act on the error. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'We could not find what you were looking for.') {
    super(404, ErrorCode.notFound, message);
  }
}

export class ValidationError extends AppError {
  constructor(fieldErrors: FieldErrors, message = 'Please check the highlighted fields.') {
    super(400, ErrorCode.validationFailed, message, fieldErrors);
  }

  /** One field with one problem, the common case. */
  static field(field: string, message: string, code: string = ErrorCode.invalid): ValidationError {
    return new ValidationError({ [field]: [{ code, message }] });
  }
}

export class UnauthorizedError extends AppError {
  constructor(code: string = ErrorCode.unauthorized, message = 'Please sign in to continue.') {
    super(401, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: string = ErrorCode.conflict) {
    super(409, code, message);
  }
}

export const SERVICE_UNAVAILABLE_MESSAGE =
  'Fairdraw is briefly unavailable. Nothing was changed; please try again in a moment.';

/** Seconds a client is asked to wait after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Something the shop depends on (the database, the mail server) cannot answer now. The client may try
 * again after `Retry-After` seconds; nothing of the request was kept.
 */
export class ServiceUnavailableError extends AppError {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
  constructor(
    /** For the operator's log, never sent: what is missing, e.g. a shop with no catalogue loaded. */
    readonly reason?: string,
    message = SERVICE_UNAVAILABLE_MESSAGE,
  ) {
    super(503, ErrorCode.serviceUnavailable, message);
    this.name = 'ServiceUnavailableError';
  }
}

/** Money that is not there: the debit would take a wallet below zero. Nothing of the request happens. */
export class InsufficientFundsError extends AppError {
  constructor(message = 'There is not enough money in your wallet for this.') {
    super(422, ErrorCode.insufficientFunds, message, {
      balance: [{ code: ErrorCode.insufficientFunds, message }],
    });
    this.name = 'InsufficientFundsError';
  }
}

/** An idempotency key sent again with a different request: the first request's result stands. */
export class IdempotencyKeyReusedError extends ConflictError {
  constructor(
    message = 'This idempotency key was already used for a different request. Use a new key for a new request.',
  ) {
    super(message, ErrorCode.idempotencyKeyReused);
    this.name = 'IdempotencyKeyReusedError';
  }
}

/**
 * The same key's first request is still running after the wait (decision 0031). Nothing was done for
 * this one; retrying after `Retry-After` gets the first request's answer.
 */
export class IdempotencyInProgressError extends ConflictError {
  readonly retryAfterSeconds = 1;
  constructor(
    message = 'This request is still being processed. Please try again in a moment: it will not be done twice.',
  ) {
    super(message, ErrorCode.idempotencyInProgress);
    this.name = 'IdempotencyInProgressError';
  }
}
