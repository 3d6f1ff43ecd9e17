// The secrets a session is made of (docs/decisions/0008-sessions.md):
// - access token: a JWT (HS256, AUTH_TOKEN_SECRET), 15 minutes, subject = customer id, `sid` = the
//   refresh-token family it belongs to, so logging out ends it at once;
// - refresh token: 32 random bytes; only its sha256 is stored;
// - customer token: 32 random bytes the client signs requests with (stored, the signature needs it).
import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const ISSUER = 'fairdraw';
const AUDIENCE = 'fairdraw-shop';
const CUSTOMER_ID_PATTERN = /^cus_[A-Za-z0-9_-]{16}$/;

export interface AccessClaims {
  customerId: string;
  /** The refresh-token family (one login) this token was issued for. */
  sessionId: string;
}

export type TokenKey = Uint8Array;

export function tokenKey(secret: string): TokenKey {
  return new TextEncoder().encode(secret);
}

const randomToken = () => randomBytes(32).toString('base64url');

export const newCustomerId = () => `cus_${randomBytes(12).toString('base64url')}`;
export const newCustomerToken = randomToken;
export const newRefreshToken = randomToken;

/** Lets junk ids be refused without a database round trip. */
export const isCustomerId = (value: string) => CUSTOMER_ID_PATTERN.test(value);

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function signAccessToken(key: TokenKey, claims: AccessClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.customerId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key);
}

/**
 * The claims of a token this server issued and that has not expired at `now`; null for anything else.
 * `allowExpired` accepts an expired token still inside the refresh window: only logout uses it, to end
 * the session a stale token names.
 */
export async function verifyAccessToken(
  key: TokenKey,
  token: string,
  now: Date,
  { allowExpired = false } = {},
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      ...(allowExpired ? { clockTolerance: REFRESH_TOKEN_TTL_MS / 1000 } : {}),
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { customerId: payload.sub, sessionId: payload.sid };
  } catch {
    return null; // malformed, forged, expired or issued for someone else: all simply "not signed in"
  }
}

/** Beyond this many tokens the oldest go first; each is about 300 bytes. */
const MAX_VERIFIED_TOKENS = 20_000;

/**
 * `verifyAccessToken` for the check on every signed-in call, keeping the tokens it has verified: a token
 * is used for every call of its 15 minutes, and checking its HMAC through WebCrypto was a tenth of the
 * server's time per call under the checkout benchmark (decision 0072). Only a token that verified is
 * kept, keyed by its whole text (signature included), so a forged or altered token never matches one;
 * its expiry is still checked on every call. A token does not say whether its session is live: callers
 * still ask the sign-in memo (sign-in-memo.ts), so a sign-out ends it at once.
 */
export function createAccessTokenVerifier(
  key: TokenKey,
): (token: string, now: Date) => Promise<AccessClaims | null> {
  const verified = new Map<string, { claims: AccessClaims; expiresAtSeconds: number }>();
  return async (token, now) => {
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const known = verified.get(token);
    // jose's rule: a token is expired from its `exp` second on. Anything else goes back to jose.
    if (known && nowSeconds < known.expiresAtSeconds) return known.claims;
    verified.delete(token);
    const claims = await verifyAccessToken(key, token, now);
    const expiresAtSeconds = claims ? decodeJwt(token).exp : undefined;
    if (claims && typeof expiresAtSeconds === 'number') {
      if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
      verified.set(token, { claims, expiresAtSeconds });
    }
    return claims;
  };
}
