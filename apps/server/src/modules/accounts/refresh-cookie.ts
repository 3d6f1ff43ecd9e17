// The httpOnly cookie that carries the refresh token (docs/decisions/0008-sessions.md): page scripts
// cannot read it, and it is only sent to the API.
import type { FastifyReply } from 'fastify';
import { REFRESH_TOKEN_TTL_MS } from './tokens';

export const REFRESH_COOKIE = 'fd_refresh';

export interface RefreshCookieOptions {
  /** HTTPS only: on in production. */
  secure: boolean;
  /** The API prefix, so the cookie goes nowhere else. */
  path: string;
}

const settings = (options: RefreshCookieOptions) =>
  ({ httpOnly: true, sameSite: 'lax', secure: options.secure, path: options.path }) as const;

export function keepRefreshToken(reply: FastifyReply, token: string, options: RefreshCookieOptions): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...settings(options), maxAge: REFRESH_TOKEN_TTL_MS / 1000 });
}

export function dropRefreshToken(reply: FastifyReply, options: RefreshCookieOptions): void {
  reply.clearCookie(REFRESH_COOKIE, settings(options));
}
