// Managing two-factor sign-in from Login and security (account-area §2): see how it stands, set up an
// authenticator app (a QR code, then a code from the app), switch to e-mailed codes (a code sent to the
// account's address, then typed back), or switch it off (the password and a current code).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { ValidationError } from '../../lib/errors';
import { currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { CodeHolder, TwoFactorService } from './two-factor.service';

export const WRONG_PASSWORD_MESSAGE = 'Your password is not correct.';

export interface TwoFactorRouteOptions {
  twoFactor: TwoFactorService;
  /** The signed-in customer as a code holder (their e-mail and name). */
  accounts: { contactOf(customerId: string): Promise<CodeHolder> };
  /** Switching off asks for the password. */
  security: { checkPassword(customerId: string, password: string): Promise<boolean> };
  attemptsPerMinute: number;
}

export async function twoFactorRoutes(scope: FastifyInstance, options: TwoFactorRouteOptions): Promise<void> {
  const { twoFactor } = options;
  const limited = { config: { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } } };
  const holderOf = (request: Parameters<typeof currentCustomer>[0]) =>
    options.accounts.contactOf(currentCustomer(request).customerId);
  const settings = endpoints.twoFactor;

  route(scope, settings.settings, async (request) => twoFactor.settings(currentCustomer(request).customerId));

  route(
    scope,
    settings.disable,
    async (request) => {
      const { customerId } = currentCustomer(request);
      if (!(await options.security.checkPassword(customerId, request.body.password)))
        throw ValidationError.field('password', WRONG_PASSWORD_MESSAGE);
      await twoFactor.checkCurrentCode(await holderOf(request), request.body.code);
      return twoFactor.disable(customerId);
    },
    limited,
  );

  route(
    scope,
    settings.beginAuthenticator,
    async (request) => twoFactor.beginAuthenticator(await holderOf(request)),
    limited,
  );

  route(
    scope,
    settings.confirmAuthenticator,
    async (request) => twoFactor.confirmAuthenticator(await holderOf(request), request.body.code),
    limited,
  );

  route(
    scope,
    settings.sendEmailCode,
    async (request) => twoFactor.sendSettingsCode(await holderOf(request)),
    limited,
  );

  route(
    scope,
    settings.confirmEmail,
    async (request) => twoFactor.confirmEmail(await holderOf(request), request.body.code),
    limited,
  );
}

/** Support's unlock after too many wrong codes (operator API). */
export async function twoFactorOpsRoutes(
  scope: FastifyInstance,
  options: { twoFactor: Pick<TwoFactorService, 'unlock'> },
): Promise<void> {
  route(scope, endpoints.ops.unlockTwoFactor, async (request) => ({
    unlocked: await options.twoFactor.unlock(request.params.customerId),
  }));
}
