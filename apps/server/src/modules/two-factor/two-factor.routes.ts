// Managing two-factor sign-in from Login and security (account-area §2): see how it stands, set up an
// authenticator app (a QR code, then a code from the app), switch to e-mailed codes (a code sent to the
// account's address, then typed back), or switch it off (the password and a current code).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { twoFactorConfirmBodySchema, twoFactorDisableBodySchema } from '@fairdraw/contracts';
import type { AuthenticatorSetup, TwoFactorSettings } from '@fairdraw/contracts';
import { ValidationError } from '../../lib/errors';
import { currentCustomer } from '../../plugins/auth';
import type { CodeHolder, TwoFactorService } from './two-factor.service';

export const WRONG_PASSWORD_MESSAGE = 'Your password is not correct.';

export interface TwoFactorRouteOptions {
  twoFactor: TwoFactorService;
  /** The signed-in customer as a code holder (their e-mail and name). */
  holder(customerId: string): Promise<CodeHolder>;
  checkPassword(customerId: string, password: string): Promise<boolean>;
  attemptsPerMinute: number;
}

export async function twoFactorRoutes(scope: FastifyInstance, options: TwoFactorRouteOptions): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { twoFactor } = options;
  const guarded = {
    onRequest: scope.requireCustomer,
    config: { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } },
  };
  const holderOf = (request: Parameters<typeof currentCustomer>[0]) =>
    options.holder(currentCustomer(request).customerId);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/customer/two-factor-auth',
    { onRequest: scope.requireCustomer },
    async (request): Promise<TwoFactorSettings> => twoFactor.settings(currentCustomer(request).customerId),
  );

  app.delete(
    '/customer/two-factor-auth',
    { ...guarded, schema: { body: twoFactorDisableBodySchema } },
    async (request): Promise<TwoFactorSettings> => {
      const { customerId } = currentCustomer(request);
      if (!(await options.checkPassword(customerId, request.body.password)))
        throw ValidationError.field('password', WRONG_PASSWORD_MESSAGE);
      await twoFactor.checkCurrentCode(await holderOf(request), request.body.code);
      return twoFactor.disable(customerId);
    },
  );

  app.post('/customer/two-factor-auth/authenticator', guarded, async (request): Promise<AuthenticatorSetup> =>
    twoFactor.beginAuthenticator(await holderOf(request)),
  );

  app.put(
    '/customer/two-factor-auth/authenticator',
    { ...guarded, schema: { body: twoFactorConfirmBodySchema } },
    async (request): Promise<TwoFactorSettings> =>
      twoFactor.confirmAuthenticator(await holderOf(request), request.body.code),
  );

  app.post('/customer/two-factor-auth/email', guarded, async (request): Promise<{ sent: boolean }> =>
    twoFactor.sendSettingsCode(await holderOf(request)),
  );

  app.put(
    '/customer/two-factor-auth/email',
    { ...guarded, schema: { body: twoFactorConfirmBodySchema } },
    async (request): Promise<TwoFactorSettings> =>
      twoFactor.confirmEmail(await holderOf(request), request.body.code),
  );
}

/** Support's unlock after too many wrong codes (operator API). */
export async function twoFactorOpsRoutes(
  scope: FastifyInstance,
  options: { twoFactor: Pick<TwoFactorService, 'unlock'> },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post<{ Params: { customerId: string } }>(
    '/customers/:customerId/two-factor/unlock',
    async (request): Promise<{ unlocked: boolean }> => ({
      unlocked: await options.twoFactor.unlock(request.params.customerId),
    }),
  );
}
