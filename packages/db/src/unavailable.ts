// Tells a database that cannot answer right now (restarted, failed over, dropped, out of connections)
// from a query that is wrong. The first is a 503 the client may retry; the second is a bug.

/** SQLSTATE classes and codes of a database that is away, not of a bad statement. */
const UNAVAILABLE_SQLSTATE_CLASSES = ['08', '53', '57P'];
const UNAVAILABLE_SQLSTATES = new Set([
  '3D000', // invalid_catalog_name: the database was dropped or not created
  '28000', // invalid_authorization_specification: the role is gone or refused
  '28P01', // invalid_password
  '57014', // query_canceled (statement timeout, or an operator cancelled it)
]);

/** Socket errors of a connection that could not be made or was cut. */
const UNAVAILABLE_SYSCALL_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** What node-postgres and PGlite say when their connection is gone; they carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /timeout exceeded when trying to connect/,
  /Cannot use a pool after calling end on the pool/,
  /^PGlite is closed/,
];

function isUnavailableCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSCALL_CODES.has(code)) return true;
  return code.length === 5 && UNAVAILABLE_SQLSTATE_CLASSES.some((prefix) => code.startsWith(prefix));
}

/**
 * True when the error (or what caused it: Drizzle wraps driver errors, Node wraps connection attempts
 * to several addresses in an AggregateError) says the database is unreachable rather than the query
 * wrong.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (isUnavailableCode(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
