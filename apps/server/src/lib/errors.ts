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
