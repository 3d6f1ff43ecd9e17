// The one place where wire names (snake_case) and code names (camelCase) meet.
// Only object keys are converted; values (including data strings like 'saturday_lotto') never are.
// Digits that follow a letter start a new word, so `addressLine2` <-> `address_line_2` round-trips.

export function snakeToCamelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
}

export function camelToSnakeKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([a-zA-Z])([0-9]+)/g, '$1_$2')
    .toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[convert(key)] = convertKeys(inner, convert);
  return out;
}

/** Wire → code. */
export function toCamelCase<T = unknown>(value: unknown): T {
  return convertKeys(value, snakeToCamelKey) as T;
}

/** Code → wire. */
export function toSnakeCase<T = unknown>(value: unknown): T {
  return convertKeys(value, camelToSnakeKey) as T;
}
