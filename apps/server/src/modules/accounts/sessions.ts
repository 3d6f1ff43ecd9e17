// Starting a session: one login, one refresh-token family (docs/decisions/0008-sessions.md). Every way
// of signing in (password, autologin link, transfer) ends here.
import { randomUUID } from 'node:crypto';
import type { LoginResult, TwoFactorInfo } from '@fairdraw/contracts';
import type { Queryable } from '@fairdraw/db';
import { insertRefreshToken, type CustomerRow } from './accounts.repository';
import {
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  signAccessToken,
  type TokenKey,
} from './tokens';

export const NO_TWO_FACTOR: TwoFactorInfo = { enabled: false, method: null, identifier: null };

export async function openSession(
  db: Queryable,
  key: TokenKey,
  customer: CustomerRow,
  now: Date,
  twoFactorAuth: TwoFactorInfo = NO_TWO_FACTOR,
): Promise<LoginResult> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await insertRefreshToken(db, {
    customerId: customer.id,
    familyId: sessionId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    createdAt: now,
  });
  return {
    accessToken: await signAccessToken(key, { customerId: customer.id, sessionId }, now),
    refreshToken,
    customerId: customer.id,
    customerToken: customer.customerToken,
    twoFactorAuth,
  };
}
