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

/**
 * A key conversion that remembers its answers: the same few hundred keys cross the wire all day, so
 * each is converted by its regexes once. Keys a client makes up are converted but not kept once
 * `limit` keys are known, so a hostile body cannot grow the memory.
 */
function remembered(convert: (key: string) => string, limit = 10_000): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let converted = known.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (known.size < limit) known.set(key, converted);
    }
    return converted;
  };
}

const toCamelKey = remembered(snakeToCamelKey);
const toSnakeKey = remembered(camelToSnakeKey);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key in value) out[convert(key)] = convertKeys(value[key], convert);
  return out;
}

/** Wire → code. */
export function toCamelCase<T = unknown>(value: unknown): T {
  return convertKeys(value, toCamelKey) as T;
}

/** Code → wire. */
export function toSnakeCase<T = unknown>(value: unknown): T {
  return convertKeys(value, toSnakeKey) as T;
}
