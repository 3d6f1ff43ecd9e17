// Sign-in links, passwords and signing out everywhere (decision 0019). Every call that takes an e-mail
// address, a link or a password has its own, tighter rate limit (per client address, shared through
// Redis when REDIS_URL is set).
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { endpoints } from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { changePasswordRequestSchema, resetPasswordRequestSchema } from './accounts.schemas';
import type { AccountSecurityService } from './account-security.service';
import { keepRefreshToken } from './refresh-cookie';

export interface AccountSecurityRouteOptions {
  security: AccountSecurityService;
  secureCookie: boolean;
  /** Requests per minute per client address on each of these calls. */
  attemptsPerMinute: number;
}

export async function accountSecurityRoutes(
  scope: FastifyInstance,
  options: AccountSecurityRouteOptions,
): Promise<void> {
  await scope.register(cookie);
  const { security } = options;
  const limited = { config: { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } } };
  const refreshCookie = { secure: options.secureCookie, path: scope.prefix || '/' };
  const signIn = endpoints.signIn;

  route(scope, signIn.checkEmail, async (request) => security.checkEmail(request.body.emailOrToken), limited);

  route(
    scope,
    signIn.autologin,
    async (request, reply) => {
      const session = await security.autologin(request.body.token, request.body.code);
      keepRefreshToken(reply, session.refreshToken, refreshCookie);
      return session;
    },
    limited,
  );

  route(
    scope,
    signIn.loginLink,
    async (request) => {
      await security.requestLoginLink(request.body.email);
      return { emailSent: true as const };
    },
    limited,
  );

  route(
    scope,
    signIn.transfer,
    async (request, reply) => {
      const session = await security.transfer(request.body.token);
      keepRefreshToken(reply, session.refreshToken, refreshCookie);
      return session;
    },
    limited,
  );

  route(scope, signIn.transferToken, async (request) =>
    security.createTransferToken(currentCustomer(request).customerId),
  );

  route(
    scope,
    signIn.forgotPassword,
    async (request) => {
      await security.forgotPassword(request.body.email);
      return { emailSent: true as const };
    },
    limited,
  );

  route(
    scope,
    signIn.resetPassword,
    async (request) => {
      await security.resetPassword(request.body);
      return { passwordChanged: true as const };
    },
    { ...limited, body: resetPasswordRequestSchema },
  );

  route(
    scope,
    signIn.changePassword,
    async (request) => {
      await security.changePassword(currentCustomer(request), request.body);
      return { passwordChanged: true as const };
    },
    { ...limited, body: changePasswordRequestSchema },
  );

  route(scope, signIn.logoutEverywhere, async (request) => ({
    sessionsEnded: await security.logoutEverywhere(currentCustomer(request).customerId),
  }));
}
