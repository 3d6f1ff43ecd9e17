// Builds the whole Fairdraw server as a Fastify instance. It never listens: server.ts does, and tests
// inject requests into what this returns.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Database } from '@fairdraw/db';
import { ErrorCode } from '@fairdraw/contracts';
import type { Env } from './env';
import type { Cache } from './lib/cache';
import { sharedOrLocalRateLimitStore } from './lib/rate-limit-store';
import { redisAnswers, watchRedis } from './lib/redis';
import { systemClock, type Clock } from './lib/clock';
import { AppError } from './lib/errors';
import { useEnvelope } from './plugins/envelope';
import { renderFrameworkError, useErrorHandling } from './plugins/errors';
import { useSignature } from './plugins/signature';
import { useCustomerAuth } from './plugins/auth';
import { zodValidatorCompiler } from './plugins/validation';
import { useHostileInputGuard } from './plugins/hostile-input';
import { webApp } from './plugins/web-app';
import { DISCOVERY_PREFIX, SERVICE_DIRECTORY } from './services';
import { createServices } from './app-services';
import { healthRoutes } from './modules/health/health.routes';
import { discoveryRoutes } from './modules/discovery/discovery.routes';
import { startupRoutes } from './modules/startup/startup.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { accountSecurityRoutes } from './modules/accounts/account-security.routes';
import { twoFactorOpsRoutes, twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { requireOperator } from './plugins/operator';
import { accountDetailsRoutes } from './modules/accounts/account-details.routes';
import { createAccountClosureService } from './modules/accounts/account-closure.service';
import { createCommunicationPreferencesService } from './modules/accounts/communication-preferences.service';
import { type AccountMail } from './modules/accounts/customer-details.service';
import { createPreferenceLinks } from './modules/accounts/preference-links';
import { listCustomerOrders } from './modules/orders/orders.service';
import { getWalletBalance } from './modules/ledger/ledger.service';
import { cartRoutes } from './modules/cart/cart.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { limitsOpsRoutes } from './modules/limits/limits-ops.routes';
import { limitsRoutes } from './modules/limits/limits.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { resultsRoutes } from './modules/results/results.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { ticketCheckRoutes } from './modules/ticket-check/ticket-check.routes';
import type { DrawLifecycle, WinnerNotifier } from './modules/draws/lifecycle.service';
import { opsRoutes } from './modules/draws/ops.routes';
import type { DevMailbox } from './modules/mail/dev-mailbox';
import { mailboxRoutes } from './modules/mail/mailbox.routes';
import { drawEntriesRoutes } from './modules/draws/entries.routes';
import { demoResultsEnabled } from './env';
import { verificationConfigRoutes, verificationRoutes } from './modules/verification/verification.routes';
import { verificationOpsRoutes } from './modules/verification/verification-ops.routes';
import { type SandboxNotification } from './modules/payments/sandbox-gateway';
import { type CheckDepositLimit } from './modules/payments/deposits.service';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { gatewayRoutes, PAYMENT_WEBHOOK_PATH } from './modules/payments/gateway.routes';
import { paymentsOpsRoutes } from './modules/payments/payments-ops.routes';
import { createTransactionsService } from './modules/withdrawals/transactions.service';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes';
import { withdrawalsOpsRoutes } from './modules/withdrawals/withdrawals-ops.routes';
import { API_REFERENCE_PATH, OPENAPI_PATH, openApiRoutes } from './openapi/openapi.routes';

export interface AppDependencies {
  env: Env;
  database: Database;
  cache: Cache;
  redis?: Redis;
  clock?: Clock;
  /** Requests per minute per client address before 429; the API's flood guard. */
  rateLimitPerMinute?: number;
  /**
   * Requests per minute per client address on each sign-in call (login, signup, codes, links,
   * passwords): the brute-force guard. Default 10.
   */
  authAttemptsPerMinute?: number;
  /** Prefix of every Redis key this app writes. */
  redisNamespace?: string;
  /** Tells a winner about their prize (e-mail); without it winners are not told. */
  notifyWinner?: WinnerNotifier;
  /**
   * Where account e-mail (two-factor codes, sign-in, reset and address-confirmation links) goes;
   * without it every send fails.
   */
  mail?: AccountMail;
  /** The development mailbox when e-mail goes to it (modules/mail, decision 0013); served at /dev/mailbox. */
  mailbox?: DevMailbox | null;
  /** Sees every route as it is added, before the app is ready (the access-control matrix lists them). */
  onRoute?: onRouteHookHandler;
  /**
   * Delivers the sandbox card gateway's webhooks (decision 0023). Default: posted to this app's webhook
   * route right after the payment settles; tests take them to deliver in the order they choose.
   */
  paymentNotifications?: (notification: SandboxNotification) => void;
  /** The weekly deposit limit's check inside the crediting transaction (default: the customer's limit). */
  checkDepositLimit?: CheckDepositLimit;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The draw lifecycle steps; the job runner runs them (server.ts). */
    drawLifecycle: DrawLifecycle;
  }
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const BODY_LIMIT_BYTES = 1024 * 1024;
const here = path.dirname(fileURLToPath(import.meta.url));

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { env, database, cache } = deps;
  const clock = deps.clock ?? systemClock;

  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      // Secrets never reach the logs, even if a body is logged by mistake.
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-signature"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.credentials.password',
        '*.refreshToken',
        '*.refresh_token',
        '*.csc',
      ],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    // The client's X-Request-Id ties its report to our logs; anything odd is replaced.
    genReqId(request) {
      const sent = request.headers['x-request-id'];
      return typeof sent === 'string' && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
    },
    return503OnClosing: true,
    // An unreadable URL (bad percent-encoding, a path parameter too long) in the error envelope too.
    frameworkErrors: renderFrameworkError,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Local http:// must keep working; production sits behind TLS that sets HSTS itself.
    strictTransportSecurity: env.NODE_ENV === 'production',
  });
  const corsOrigins = env.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (corsOrigins.length > 0) await app.register(cors, { origin: corsOrigins, credentials: true });

  const { redis } = deps;
  // Redis only accelerates (decision 0030): while it is away, limits count per process and caches keep
  // to the process; the outage and the return are logged once each.
  if (redis) {
    const stopWatching = watchRedis(redis, app.log);
    app.addHook('onClose', async () => stopWatching());
  }
  await app.register(rateLimit, {
    max: deps.rateLimitPerMinute ?? 3000,
    timeWindow: 60_000,
    // A store that fails anyway (it should not) lets the request through rather than failing it.
    skipOnError: true,
    ...(redis
      ? { store: sharedOrLocalRateLimitStore(redis, `${deps.redisNamespace ?? 'fairdraw:'}rate:`) }
      : {}),
    errorResponseBuilder: () =>
      new AppError(429, ErrorCode.rateLimited, 'Too many requests. Please wait a moment and try again.'),
  });
  // NUL, lone surrogates and prototype keys are a 400 field error before any route sees them.
  useHostileInputGuard(app);

  // Page paths fall through to the web app, so the root scope keeps its own 404 (plugins/web-app.ts).
  useErrorHandling(app, { withNotFound: false });
  await app.register(healthRoutes, {
    checks: {
      database: async () => {
        await database.ping();
        return 'ok';
      },
      // Redis away is degraded, not unready: the shop keeps selling on the process's cache and limits.
      ...(redis
        ? {
            redis: async () => ((await redisAnswers(redis)) ? 'ok' : 'degraded'),
          }
        : {}),
    },
  });
  // Public files: a sealed draw's entry list, for anyone checking it (docs/draw-integrity.md).
  await app.register(drawEntriesRoutes, { db: database.db });
  await app.register(mailboxRoutes, {
    mailbox: deps.mailbox ?? null,
    production: env.NODE_ENV === 'production',
  });

  const authAttemptsPerMinute = deps.authAttemptsPerMinute ?? 10;
  const webDistDir = env.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist');
  const services = createServices(deps, {
    clock,
    log: app.log,
    webDistDir,
    // The sandbox's webhooks arrive through this app's own route, so their signature check is the real one.
    deliverPaymentWebhook: (notification) =>
      setImmediate(() => {
        app
          .inject({
            method: 'POST',
            url: PAYMENT_WEBHOOK_PATH,
            payload: notification.body,
            headers: { 'content-type': 'application/json', 'x-sandbox-signature': notification.signature },
          })
          .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox webhook not delivered'));
      }),
  });
  app.decorate('drawLifecycle', services.drawLifecycle);

  // Every service scope gets the same wire contract: signature, version, casing, envelope, errors.
  const signature = {
    appKey: env.APP_KEY,
    appSecret: env.APP_SECRET,
    clock,
    customerTokenFor: (customerId: string) => services.accounts.customerTokenFor(customerId),
  };
  const serviceScope =
    (register: (scope: FastifyInstance) => Promise<void>) => async (scope: FastifyInstance) => {
      useSignature(scope, signature);
      useEnvelope(scope);
      useErrorHandling(scope);
      await register(scope);
    };

  await app.register(serviceScope(discoveryRoutes), { prefix: DISCOVERY_PREFIX });
  await app.register(
    serviceScope(async (scope) => {
      useCustomerAuth(scope, {
        authenticate: (token, customerId) => services.accounts.authenticate(token, customerId),
      });
      await scope.register(startupRoutes, {
        cache,
        getSegment: (name?: string) => services.capabilities.getSegment(name),
        getBranding: () => services.catalogue.getBranding(),
      });
      await scope.register(catalogueRoutes, {
        cache,
        clock,
        getProductOffers: (pricingName, query, now) =>
          services.catalogue.getProductOffers(pricingName, query, now),
      });
      await scope.register(eventsRoutes);
      await scope.register(accountsRoutes, {
        accounts: services.accounts,
        secureCookie: env.NODE_ENV === 'production',
        attemptsPerMinute: authAttemptsPerMinute,
        getWalletBalanceCents: (customerId) => getWalletBalance(database.db, customerId),
        getConfirmationFlags: (customerId) => services.customerDetails.confirmationFlags(customerId),
      });
      await scope.register(accountDetailsRoutes, {
        details: services.customerDetails,
        preferences: createCommunicationPreferencesService({ db: database.db, clock }),
        closure: createAccountClosureService({
          db: database.db,
          clock,
          walletBalanceCents: (customerId) => getWalletBalance(database.db, customerId),
          openTicketCount: async (customerId) =>
            (
              await listCustomerOrders(database.db, customerId, {
                status: 'upcoming_products',
                limit: 1,
                offset: 0,
              })
            ).pageInfo.total,
        }),
        links: createPreferenceLinks(env.AUTH_TOKEN_SECRET),
      });
      await scope.register(accountSecurityRoutes, {
        security: services.security,
        secureCookie: env.NODE_ENV === 'production',
        attemptsPerMinute: authAttemptsPerMinute,
      });
      await scope.register(twoFactorRoutes, {
        twoFactor: services.twoFactor,
        attemptsPerMinute: authAttemptsPerMinute,
        holder: async (customerId) => {
          const customer = await services.accounts.getCustomer(customerId, 0);
          return { id: customerId, email: customer.email, firstname: customer.firstname };
        },
        checkPassword: (customerId, password) => services.security.checkPassword(customerId, password),
      });
      await scope.register(cartRoutes, { cart: services.cart });
      await scope.register(checkoutRoutes, { checkout: services.checkout });
      await scope.register(paymentsRoutes, { funds: services.funds, deposits: services.deposits });
      await scope.register(ordersRoutes, { db: database.db });
      await scope.register(resultsRoutes, { db: database.db });
      await scope.register(statisticsRoutes, { db: database.db });
      await scope.register(ticketCheckRoutes, { db: database.db });
      await scope.register(verificationRoutes, { verification: services.verification });
      await scope.register(withdrawalsRoutes, {
        withdrawals: services.withdrawals,
        transactions: createTransactionsService(database.db),
      });
      await scope.register(limitsRoutes, { limits: services.limits });
    }),
    { prefix: '/v2' },
  );
  // The card gateway's pages, its 3-D Secure return and its webhook (not signed by the web client).
  await app.register(gatewayRoutes, { sandbox: services.sandboxGateway, deposits: services.deposits });
  // The contract's public documents, generated from the endpoint table: not signed, not enveloped.
  await app.register(openApiRoutes);
  // The operator API: bearer OPS_TOKEN instead of the web client's signature.
  await app.register(
    async (scope) => {
      useEnvelope(scope);
      useErrorHandling(scope);
      await scope.register(opsRoutes, {
        db: database.db,
        lifecycle: services.drawLifecycle,
        clock,
        opsToken: env.OPS_TOKEN,
        demoResults: demoResultsEnabled(env),
      });
      await scope.register(async (customerOps) => {
        requireOperator(customerOps, env.OPS_TOKEN);
        await customerOps.register(twoFactorOpsRoutes, { twoFactor: services.twoFactor });
      });
      await scope.register(verificationOpsRoutes, {
        verification: services.verification,
        opsToken: env.OPS_TOKEN,
      });
      await scope.register(paymentsOpsRoutes, { funds: services.funds, opsToken: env.OPS_TOKEN });
      await scope.register(withdrawalsOpsRoutes, {
        withdrawals: services.withdrawals,
        opsToken: env.OPS_TOKEN,
      });
      await scope.register(limitsOpsRoutes, { limits: services.limits, opsToken: env.OPS_TOKEN });
    },
    { prefix: '/ops' },
  );
  // Services whose features arrive later still speak the wire contract (signed, enveloped 404s).
  for (const { prefix, service } of SERVICE_DIRECTORY) {
    if (service !== 'main')
      await app.register(serviceScope(service === 'verify' ? verificationConfigRoutes : async () => {}), {
        prefix,
      });
  }

  await app.register(webApp, {
    distDir: webDistDir,
    runtimeConfig: { discoveryUrl: DISCOVERY_PREFIX, appKey: env.APP_KEY, appSecret: env.APP_SECRET },
    apiPrefixes: [
      DISCOVERY_PREFIX,
      '/ops',
      '/payment-gateway',
      '/payments',
      '/3ds',
      OPENAPI_PATH,
      API_REFERENCE_PATH,
      ...SERVICE_DIRECTORY.map((entry) => entry.prefix),
    ],
  });

  return app;
}
