// Session and auth calls (shop-core §7): signup, login, refresh, logout, the customer overview, the
// forced password change and favourite numbers.
// The refresh token travels in the body, as the spec's client expects, and in an httpOnly cookie that
// page scripts cannot read (docs/decisions/0008-sessions.md).
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { endpoints, Header } from '@fairdraw/contracts';
import { bearerToken, currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { forcePasswordChangeRequestSchema, signupRequestSchema } from './accounts.schemas';
import type { AccountsService } from './accounts.service';
import { dropRefreshToken, keepRefreshToken, REFRESH_COOKIE } from './refresh-cookie';

export interface AccountsRouteOptions {
  accounts: AccountsService;
  /** Mark the session cookie Secure (HTTPS only): on in production. */
  secureCookie: boolean;
  /** Requests per minute per client address on signup and login. */
  attemptsPerMinute: number;
}

export async function accountsRoutes(scope: FastifyInstance, options: AccountsRouteOptions): Promise<void> {
  await scope.register(cookie);
  const { accounts } = options;
  const session = endpoints.session;

  const refreshCookie = { secure: options.secureCookie, path: scope.prefix || '/' };
  const limited = { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } };

  route(
    scope,
    session.signup,
    async (request, reply) => {
      const signedUp = await accounts.signup(request.body);
      keepRefreshToken(reply, signedUp.refreshToken, refreshCookie);
      reply.status(201);
      return signedUp;
    },
    { config: limited, body: signupRequestSchema },
  );

  route(
    scope,
    session.login,
    async (request, reply) => {
      // A braked sign-in (login-brake.ts) gets its Retry-After from the error handler.
      const signedIn = await accounts.login(request.body);
      keepRefreshToken(reply, signedIn.refreshToken, refreshCookie);
      return signedIn;
    },
    { config: limited },
  );

  route(scope, session.refresh, async (request, reply) => {
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
  });

  route(scope, session.logout, async (request, reply) => {
    const refreshToken = request.cookies[REFRESH_COOKIE];
    const accessToken = bearerToken(request);
    await accounts.logout({
      ...(refreshToken ? { refreshToken } : {}),
      ...(accessToken ? { accessToken } : {}),
    });
    dropRefreshToken(reply, refreshCookie);
    return { loggedOut: true as const };
  });

  route(scope, session.customer, async (request) => {
    return accounts.getCustomerRecord(currentCustomer(request).customerId);
  });

  route(scope, session.favouriteNumbers, async (request) =>
    accounts.setFavouriteNumbers(currentCustomer(request).customerId, request.body.favouriteNumbers),
  );

  route(
    scope,
    session.forcePasswordChange,
    async (request) => {
      await accounts.forcePasswordChange(currentCustomer(request), request.body.password);
      return { passwordChanged: true as const };
    },
    { body: forcePasswordChangeRequestSchema },
  );
}
