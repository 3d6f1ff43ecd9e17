/** Stable error codes the server sends. The client maps them to screens; people read `message`. */
export const ErrorCode = {
  validationFailed: 'validation_failed',
  required: 'required',
  invalid: 'invalid',
  invalidJson: 'invalid_json',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  unsupportedApiVersion: 'unsupported_api_version',
  missingSignature: 'missing_signature',
  invalidSignature: 'invalid_signature',
  staleTimestamp: 'stale_timestamp',
  unknownAppKey: 'unknown_app_key',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  conflict: 'conflict',
  idempotencyKeyReused: 'idempotency_key_reused',
  /** The same Idempotency-Key's first request is still running; retry after `Retry-After` seconds (decision 0031). */
  idempotencyInProgress: 'idempotency_in_progress',
  insufficientFunds: 'insufficient_funds',
  verificationFailed: 'verification_failed',
  rateLimited: 'rate_limited',
  serviceUnavailable: 'service_unavailable',
  internal: 'internal_error',
  /** On field `otp` (account-area §3 "Two-factor"). */
  twoFactorRequired: '2fa_required',
  twoFactorIncorrect: '2fa_incorrect',
  twoFactorAccountLocked: '2fa_account_locked',
  /** An autologin, transfer or password link that is unknown, used or expired. */
  linkInvalid: 'link_invalid',
  /** A card payment the bank refused; `details.decline_code` says why (decision 0023). */
  paymentDeclined: 'payment_declined',
  /** A withdrawal refused while the customer's identity is not verified (decision 0024). */
  withdrawalBlocked: 'withdrawal_blocked',
  /** A bank account or PayID that cannot be paid to now (failed verification, PayID off; decision 0028). */
  fundUnavailable: 'fund_unavailable',
  /** A purchase or deposit that would break a limit (decision 0025). */
  spendLimit: 'spend_limit',
  globalSpendLimit: 'global_spend_limit',
  depositLimit: 'deposit_limit',
  verifyAccountRequired: 'verify_account_required',
  /** A limit change that cannot be made as asked, e.g. removing a limit already being removed. */
  limitChangeRefused: 'limit_change_refused',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The target the client uses for an error that belongs to no field. */
export const GENERAL_ERROR_TARGET = 'general';
