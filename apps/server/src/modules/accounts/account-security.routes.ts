// Sign-in links, passwords and signing out everywhere (decision 0019). Every call that takes an e-mail
// address, a link or a password has its own, tighter rate limit (per client address, shared through
// Redis when REDIS_URL is set).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import cookie from '@fastify/cookie';
import {
  autologinBodySchema,
  checkEmailBodySchema,
  forgotPasswordBodySchema,
  loginLinkBodySchema,
  transferBodySchema,
} from '@fairdraw/contracts';
import type {
  CheckEmailResult,
  EmailSentResult,
  LoggedOutEverywhereResult,
  LoginResult,
  PasswordChangedResult,
  TransferTokenResult,
} from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
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
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { security } = options;
  const limited = { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } };
  const refreshCookie = { secure: options.secureCookie, path: scope.prefix || '/' };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/check-email',
    { config: limited, schema: { body: checkEmailBodySchema } },
    async (request): Promise<CheckEmailResult> => security.checkEmail(request.body.emailOrToken),
  );

  app.post(
    '/autologin',
    { config: limited, schema: { body: autologinBodySchema } },
    async (request, reply): Promise<LoginResult> => {
      const session = await security.autologin(request.body.token, request.body.code);
      keepRefreshToken(reply, session.refreshToken, refreshCookie);
      return session;
    },
  );

  app.post(
    '/login-link',
    { config: limited, schema: { body: loginLinkBodySchema } },
    async (request): Promise<EmailSentResult> => {
      await security.requestLoginLink(request.body.email);
      return { emailSent: true };
    },
  );

  app.post(
    '/transfer',
    { config: limited, schema: { body: transferBodySchema } },
    async (request, reply): Promise<LoginResult> => {
      const session = await security.transfer(request.body.token);
      keepRefreshToken(reply, session.refreshToken, refreshCookie);
      return session;
    },
  );

  app.post(
    '/customer/transfer-token',
    { onRequest: scope.requireCustomer },
    async (request): Promise<TransferTokenResult> =>
      security.createTransferToken(currentCustomer(request).customerId),
  );

  app.post(
    '/password/forgot',
    { config: limited, schema: { body: forgotPasswordBodySchema } },
    async (request): Promise<EmailSentResult> => {
      await security.forgotPassword(request.body.email);
      return { emailSent: true };
    },
  );

  app.post(
    '/password/reset',
    { config: limited, schema: { body: resetPasswordRequestSchema } },
    async (request): Promise<PasswordChangedResult> => {
      await security.resetPassword(request.body);
      return { passwordChanged: true };
    },
  );

  app.post(
    '/customer/change-password',
    { config: limited, onRequest: scope.requireCustomer, schema: { body: changePasswordRequestSchema } },
    async (request): Promise<PasswordChangedResult> => {
      await security.changePassword(currentCustomer(request), request.body);
      return { passwordChanged: true };
    },
  );

  app.post(
    '/customer/logout-all',
    { onRequest: scope.requireCustomer },
    async (request): Promise<LoggedOutEverywhereResult> => ({
      sessionsEnded: await security.logoutEverywhere(currentCustomer(request).customerId),
    }),
  );
}
