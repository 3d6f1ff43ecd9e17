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
  rateLimited: 'rate_limited',
  serviceUnavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
