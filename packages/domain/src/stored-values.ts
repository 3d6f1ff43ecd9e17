const storedValuePattern = /^[A-Za-z0-9_-]+$/;

/**
 * A stored id, token, session or segment value read back from a cookie, storage or a query
 * (shop-core §5). Kept only if it is non-empty and holds nothing but letters, digits, hyphen and
 * underscore; anything else is ignored (null). The value is not trimmed: stray spaces mean tampering.
 */
export function acceptStoredValue(raw: string | null | undefined): string | null {
  return typeof raw === 'string' && storedValuePattern.test(raw) ? raw : null;
}

// Browsers drop tabs and newlines inside URLs and read a backslash as "/", so "/\evil.example" or
// "/<tab>/evil.example" would leave the site. Any control character, space or backslash is refused.
function hasUnsafeCharacter(url: string): boolean {
  return [...url].some((char) => char <= ' ' || char === '\u007f' || char === '\\');
}

/**
 * Whether the shop may redirect to this URL (shop-core §5): an absolute http or https URL, or a
 * same-site path starting with exactly one "/". Protocol-relative ("//evil.example"), other
 * schemes (javascript:, data:, ftp:), bare relative paths ("cart", "?page=2") and empty text are not.
 */
export function isAllowedRedirectUrl(url: string): boolean {
  if (url === '' || hasUnsafeCharacter(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false; // not an absolute URL at all
  }
}
