// Builds the whole Fairdraw server as a Fastify instance. It never listens: server.ts does, and tests
// inject requests into what this returns.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@fairdraw/contracts';
import { sharedOrLocalRateLimitStore } from './lib/rate-limit-store';
import { redisAnswers, watchRedis } from './lib/redis';
import { systemClock } from './lib/clock';
import { AppError } from './lib/errors';
import { useEnvelope } from './plugins/envelope';
import { securityHeaders } from './plugins/security-headers';
import { renderFrameworkError, useErrorHandling } from './plugins/errors';
import { useSignature } from './plugins/signature';
import { useCustomerAuth } from './plugins/auth';
import { zodValidatorCompiler } from './plugins/validation';
import { useHostileInputGuard } from './plugins/hostile-input';
import { loadPageRenderer, webApp } from './plugins/web-app';
import { DISCOVERY_PREFIX, SERVICE_DIRECTORY } from './services';
import { createServices } from './app-services';
import type { AppDependencies } from './app-dependencies';

export type { AppDependencies } from './app-dependencies';
import { healthRoutes } from './modules/health/health.routes';
import { discoveryRoutes } from './modules/discovery/discovery.routes';
import { startupRoutes } from './modules/startup/startup.routes';
import { catalogueInfoRoutes, catalogueRoutes, causesRoutes } from './modules/catalogue/catalogue.routes';
import { contentRoutes, translationRoutes } from './modules/content/content.routes';
import { contentOpsRoutes } from './modules/content/content-ops.routes';
import { contentAssetsRoutes } from './modules/content/content-assets.routes';
import { supportOpsRoutes, supportRoutes } from './modules/support/support.routes';
import { notificationsOpsRoutes, notificationsRoutes } from './modules/notifications/notifications.routes';
import { promotionsOpsRoutes, promotionsRoutes } from './modules/promotions/promotions.routes';
import { sitePagesRoutes } from './modules/site-pages/site-pages.routes';
import { placementsRoutes } from './modules/placements/placements.routes';
import { CONTENT_CACHE_PREFIX } from './modules/content/content.routes';
import { cached } from './lib/cache';
import { createWireCache } from './plugins/wire-cache';
import { createStartUpPayload } from './start-up-payload';
import compress from '@fastify/compress';
import { eventsRoutes } from './modules/events/events.routes';
import { eventsOpsRoutes } from './modules/events/events-ops.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { accountSecurityRoutes } from './modules/accounts/account-security.routes';
import { twoFactorOpsRoutes, twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { requireOperator } from './plugins/operator';
import { accountDetailsRoutes } from './modules/accounts/account-details.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { limitsOpsRoutes } from './modules/limits/limits-ops.routes';
import { limitsRoutes } from './modules/limits/limits.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { resultsRoutes } from './modules/results/results.routes';
import { statisticsRoutes, tipsRoutes } from './modules/statistics/statistics.routes';
import { locateRoutes } from './modules/locate/locate.routes';
import { replayRoutes } from './modules/replay/replay.routes';
import { ticketCheckRoutes } from './modules/ticket-check/ticket-check.routes';
import type { DrawLifecycle } from './modules/draws/lifecycle.service';
import { opsRoutes } from './modules/draws/ops.routes';
import { mailboxRoutes } from './modules/mail/mailbox.routes';
import type { CustomerNotifier } from './modules/mail/customer-notifier';
import type { LimitsService } from './modules/limits/limits.service';
import { drawEntriesRoutes } from './modules/draws/entries.routes';
import { demoResultsEnabled } from './env';
import { verificationConfigRoutes, verificationRoutes } from './modules/verification/verification.routes';
import { verificationOpsRoutes } from './modules/verification/verification-ops.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { gatewayRoutes, PAYMENT_WEBHOOK_PATH } from './modules/payments/gateway.routes';
import { paymentsOpsRoutes } from './modules/payments/payments-ops.routes';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes';
import { withdrawalsOpsRoutes } from './modules/withdrawals/withdrawals-ops.routes';
import { API_REFERENCE_PATH, OPENAPI_PATH, openApiRoutes } from './openapi/openapi.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The draw lifecycle steps; the job runner runs them (server.ts). */
    drawLifecycle: DrawLifecycle;
    /** The money and security e-mails still being sent (decision 0039); tests wait for them. */
    customerNotifier: Pick<CustomerNotifier, 'idle'>;
    /** Limit changes whose cooling-off period is over; the job runner applies them (server.ts). */
    limitChanges: Pick<LimitsService, 'applyDueChanges'>;
  }
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const BODY_LIMIT_BYTES = 1024 * 1024;
const here = path.dirname(fileURLToPath(import.meta.url));

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { env, database, cache } = deps;
  const clock = deps.clock ?? systemClock;
  const wire = createWireCache(cache, () => clock.now().getTime());

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
    logController: new LogController({ disableRequestLogging: !env.LOG_REQUESTS }),
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
  // Answers of 1 KB or more leave in brotli or gzip when the request accepts it (decision 0054); the
  // web app's files and the cached reads are compressed ahead and pass through as they are.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Local http:// must keep working; production sits behind TLS that sets HSTS itself.
  app.addHook('onRequest', securityHeaders({ hsts: env.NODE_ENV === 'production' }));
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
  app.decorate('customerNotifier', services.customerNotifier);
  app.decorate('limitChanges', services.limits);
  // E-mails started before the close still go out before the database and the mailer close.
  app.addHook('onClose', async () => services.customerNotifier.idle());
  // Public files: a sealed draw's entry list, for anyone checking it (docs/draw-integrity.md).
  await app.register(drawEntriesRoutes, { integrity: services.drawIntegrity });
  // Content pictures, loaded by <img> tags: public bytes, not signed.
  await app.register(contentAssetsRoutes, { content: services.content });

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
        wire,
        capabilities: services.capabilities,
        catalogue: services.catalogue,
      });
      await scope.register(catalogueRoutes, { wire, clock, catalogue: services.catalogue });
      await scope.register(causesRoutes, { catalogue: services.catalogue });
      await scope.register(catalogueInfoRoutes, { catalogueInfo: services.catalogueInfo, clock });
      await scope.register(locateRoutes, { locate: services.locate });
      await scope.register(supportRoutes, { support: services.support });
      await scope.register(eventsRoutes, {
        events: services.events,
        feedbackPerHour: deps.feedbackPerHour ?? 10,
      });
      await scope.register(accountsRoutes, {
        accounts: services.accounts,
        secureCookie: env.NODE_ENV === 'production',
        attemptsPerMinute: authAttemptsPerMinute,
      });
      await scope.register(accountDetailsRoutes, {
        details: services.customerDetails,
        preferences: services.communicationPreferences,
        closure: services.accountClosure,
        links: services.preferenceLinks,
      });
      await scope.register(accountSecurityRoutes, {
        security: services.security,
        secureCookie: env.NODE_ENV === 'production',
        attemptsPerMinute: authAttemptsPerMinute,
      });
      await scope.register(twoFactorRoutes, {
        twoFactor: services.twoFactor,
        attemptsPerMinute: authAttemptsPerMinute,
        accounts: services.accounts,
        security: services.security,
      });
      await scope.register(cartRoutes, { cart: services.cart });
      await scope.register(replayRoutes, { replay: services.replay });
      await scope.register(promotionsRoutes, { promotions: services.promotions });
      await scope.register(checkoutRoutes, { checkout: services.checkout });
      await scope.register(paymentsRoutes, { funds: services.funds, deposits: services.deposits });
      await scope.register(ordersRoutes, { orders: services.orders });
      await scope.register(resultsRoutes, { results: services.results });
      await scope.register(statisticsRoutes, { statistics: services.statistics });
      await scope.register(tipsRoutes, { statistics: services.statistics, wire });
      await scope.register(ticketCheckRoutes, { checker: services.ticketCheck });
      await scope.register(verificationRoutes, { verification: services.verification });
      await scope.register(withdrawalsRoutes, {
        withdrawals: services.withdrawals,
        transactions: services.transactions,
      });
      await scope.register(limitsRoutes, { limits: services.limits });
      await scope.register(notificationsRoutes, { notifications: services.notifications });
    }),
    { prefix: '/v2' },
  );
  // The card gateway's pages, its 3-D Secure return and its webhook (not signed by the web client).
  await app.register(gatewayRoutes, { sandbox: services.sandboxGateway, deposits: services.deposits });
  // The contract's public documents, generated from the endpoint table: not signed, not enveloped.
  await app.register(openApiRoutes);
  // The operator API: bearer OPS_TOKEN instead of the web client's signature, checked once for all of it.
  await app.register(
    async (scope) => {
      requireOperator(scope, env.OPS_TOKEN);
      useEnvelope(scope);
      useErrorHandling(scope);
      await scope.register(opsRoutes, {
        integrity: services.drawIntegrity,
        lifecycle: services.drawLifecycle,
        clock,
        demoResults: demoResultsEnabled(env),
      });
      await scope.register(twoFactorOpsRoutes, { twoFactor: services.twoFactor });
      await scope.register(verificationOpsRoutes, { verification: services.verification });
      await scope.register(paymentsOpsRoutes, { funds: services.funds });
      await scope.register(withdrawalsOpsRoutes, { withdrawals: services.withdrawals });
      await scope.register(limitsOpsRoutes, { limits: services.limits });
      await scope.register(contentOpsRoutes, { cache, content: services.content });
      await scope.register(supportOpsRoutes, { support: services.support });
      await scope.register(eventsOpsRoutes, { events: services.events });
      await scope.register(notificationsOpsRoutes, { notifications: services.notifications });
      await scope.register(promotionsOpsRoutes, { promotions: services.promotions });
    },
    { prefix: '/ops' },
  );
  // Every other discovered service speaks the same contract; those whose features arrive later answer
  // signed, enveloped 404s.
  const serviceRoutes: Partial<Record<string, (scope: FastifyInstance) => Promise<void>>> = {
    verify: verificationConfigRoutes,
    cms: (scope) => contentRoutes(scope, { wire, content: services.content }),
    translation: (scope) => translationRoutes(scope, { wire, translations: services.translations }),
    // Recommendations read the customer when the request is signed in as one (decision 0049).
    placement: async (scope) => {
      useCustomerAuth(scope, {
        authenticate: (token, customerId) => services.accounts.authenticate(token, customerId),
      });
      await placementsRoutes(scope, { placements: services.placements });
    },
  };
  for (const { prefix, service } of SERVICE_DIRECTORY) {
    if (service !== 'main')
      await app.register(serviceScope(serviceRoutes[service] ?? (async () => {})), { prefix });
  }

  await app.register(sitePagesRoutes, { pages: services.sitePages });
  // Visitors who are not signed in get the page drawn, not only its shell (decision 0062).
  const renderPage = loadPageRenderer(path.resolve(webDistDir, '../dist-render/render-page.js'));
  await app.register(webApp, {
    distDir: webDistDir,
    // Kept a minute, and cleared with the content caches when an operator publishes.
    describePage: (pathname) =>
      cached(cache, `${CONTENT_CACHE_PREFIX}page:${pathname}`, 60_000, () =>
        services.sitePages.describePage(pathname),
      ),
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    runtimeConfig: { discoveryUrl: DISCOVERY_PREFIX, appKey: env.APP_KEY, appSecret: env.APP_SECRET },
    // Visitors who are not signed in get the page drawn, not only its shell (decision 0062).
    ...(renderPage ? { renderPage } : {}),
    startUpPayload: createStartUpPayload({
      wire,
      clock,
      capabilities: services.capabilities,
      catalogue: services.catalogue,
      content: services.content,
      translations: services.translations,
    }),
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
