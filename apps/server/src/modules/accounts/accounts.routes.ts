// Session and auth calls (shop-core §7): signup, login, refresh, logout, the customer overview, the
// forced password change and favourite numbers.
// The refresh token travels in the body, as the spec's client expects, and in an httpOnly cookie that
// page scripts cannot read (docs/decisions/0008-sessions.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import cookie from '@fastify/cookie';
import { favouriteNumbersBodySchema, Header, loginBodySchema, refreshBodySchema } from '@fairdraw/contracts';
import type {
  CustomerRecord,
  FavouriteNumbersResult,
  ForcePasswordChangeResult,
  LoginResult,
  LogoutResult,
  RefreshResult,
} from '@fairdraw/contracts';
import { bearerToken, currentCustomer } from '../../plugins/auth';
import { forcePasswordChangeRequestSchema, signupRequestSchema } from './accounts.schemas';
import type { AccountsService } from './accounts.service';
import { dropRefreshToken, keepRefreshToken, REFRESH_COOKIE } from './refresh-cookie';

export interface AccountsRouteOptions {
  accounts: AccountsService;
  /** Mark the session cookie Secure (HTTPS only): on in production. */
  secureCookie: boolean;
  /** Requests per minute per client address on signup and login. */
  attemptsPerMinute: number;
  /** The customer's wallet balance; every wallet is empty until the wallet module is wired in. */
  getWalletBalanceCents?: (customerId: string) => Promise<number>;
  /** What still needs confirming about the customer's address and e-mail (decision 0021). */
  getConfirmationFlags?: (
    customerId: string,
  ) => Promise<Pick<CustomerRecord, 'addressConfirmationRequired' | 'emailAddressConfirmationRequired'>>;
}

export async function accountsRoutes(scope: FastifyInstance, options: AccountsRouteOptions): Promise<void> {
  await scope.register(cookie);
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { accounts } = options;
  const walletBalanceCents = options.getWalletBalanceCents ?? (async () => 0);

  const refreshCookie = { secure: options.secureCookie, path: scope.prefix || '/' };
  const limited = { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } };

  // Answers here carry tokens or personal details: never stored by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/signup',
    { config: limited, schema: { body: signupRequestSchema } },
    async (request, reply): Promise<LoginResult> => {
      const session = await accounts.signup(request.body);
      keepRefreshToken(reply, session.refreshToken, refreshCookie);
      reply.status(201);
      return session;
    },
  );

  app.post(
    '/login',
    { config: limited, schema: { body: loginBodySchema } },
    async (request, reply): Promise<LoginResult> => {
      // A braked sign-in (login-brake.ts) gets its Retry-After from the error handler.
      const session = await accounts.login(request.body);
      keepRefreshToken(reply, session.refreshToken, refreshCookie);
      return session;
    },
  );

  app.post(
    '/refresh',
    { schema: { body: refreshBodySchema } },
    async (request, reply): Promise<RefreshResult> => {
      // A token in the body wins: that is the one the client means to spend.
      const token = request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE];
      const claimed = request.headers[Header.customerId];
      try {
        const pair = await accounts.refresh(token, typeof claimed === 'string' ? claimed : undefined);
        keepRefreshToken(reply, pair.refreshToken, refreshCookie);
        return pair;
      } catch (error) {
        dropRefreshToken(reply, refreshCookie); // a refused token is no use to keep
        throw error;
      }
    },
  );

  app.get('/logout', async (request, reply): Promise<LogoutResult> => {
    const refreshToken = request.cookies[REFRESH_COOKIE];
    const accessToken = bearerToken(request);
    await accounts.logout({
      ...(refreshToken ? { refreshToken } : {}),
      ...(accessToken ? { accessToken } : {}),
    });
    dropRefreshToken(reply, refreshCookie);
    return { loggedOut: true };
  });

  app.get('/customer', { onRequest: scope.requireCustomer }, async (request): Promise<CustomerRecord> => {
    const { customerId } = currentCustomer(request);
    const record = await accounts.getCustomer(customerId, await walletBalanceCents(customerId));
    return options.getConfirmationFlags
      ? { ...record, ...(await options.getConfirmationFlags(customerId)) }
      : record;
  });

  app.put(
    '/favourite-numbers',
    { onRequest: scope.requireCustomer, schema: { body: favouriteNumbersBodySchema } },
    async (request): Promise<FavouriteNumbersResult> =>
      accounts.setFavouriteNumbers(currentCustomer(request).customerId, request.body.favouriteNumbers),
  );

  app.post(
    '/password/force-change',
    { onRequest: scope.requireCustomer, schema: { body: forcePasswordChangeRequestSchema } },
    async (request): Promise<ForcePasswordChangeResult> => {
      await accounts.forcePasswordChange(currentCustomer(request), request.body.password);
      return { passwordChanged: true };
    },
  );
}
