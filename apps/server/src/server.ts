// Starts Fairdraw: configuration, database (migrated, seeded on first start), cache, the app, jobs.
// The only file that listens. Stops cleanly on SIGINT/SIGTERM.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase, seedDemoContent, seedDemoData } from '@fairdraw/db';
import { buildApp } from './app';
import { demoCustomerAllowed, demoResultsEnabled, loadEnv, seedDemoDataEnabled } from './env';
import { createMemoryCache, createRedisCache } from './lib/cache';
import { createRedisClient, waitForRedis } from './lib/redis';
import { processClock } from './lib/clock';
import { JOBS, startJobRunner } from './jobs/runner';
import { drawLifecycleJob } from './jobs/draw-lifecycle';
import { limitChangesJob } from './jobs/limit-changes';
import { seedDemoHistory } from './modules/draws/demo-history';
import { closeDemoCustomer, seedDemoCustomer } from './modules/accounts/demo-customer';
import { startMail } from './modules/mail/mail-setup';
import { createWinnerNotifier } from './modules/mail/winner-notifier';

const SHUTDOWN_GRACE_MS = 10_000;
/** How long start-up waits for Redis before serving on this process's cache and limits (decision 0030). */
const REDIS_STARTUP_WAIT_MS = 3_000;
// From src/ and from the bundle in dist/ alike: the SQL migrations ship in packages/db, not in the bundle.
const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/db/migrations',
);

async function main(): Promise<void> {
  const startedAt = Date.now();
  const env = loadEnv();
  // The system clock; a test server's can be moved through POST /ops/clock (decision 0017).
  const clock = processClock(env.NODE_ENV);
  const mail = await startMail(env);

  let dataDir: string | undefined;
  if (!env.DATABASE_URL) {
    dataDir = path.resolve(env.DATA_DIR);
    mkdirSync(dataDir, { recursive: true });
  }
  // A restart or fail-over of PostgreSQL: the requests on the lost connections answer 503, the pool opens
  // new connections for the next ones, and the process carries on. Logged once the app's logger exists.
  let connectionLost: (error: Error) => void = () => {};
  const database = await openDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL, onPoolError: (error) => connectionLost(error) }
      : { dataDir },
  );
  await migrate(database, { migrationsFolder: MIGRATIONS_FOLDER });
  let newDemoShop = false;
  if (seedDemoDataEnabled(env)) {
    newDemoShop = (await seedDemoData(database.db, clock.now())).seeded;
    await seedDemoContent(database.db, clock.now());
  }
  // The demo customer's password is public (README): never created in production. One left from when
  // production seeded demo data by default is closed, unless demo data is asked for explicitly.
  let closedDemoCustomer = false;
  if (demoCustomerAllowed(env)) await seedDemoCustomer(database.db, clock.now());
  else if (env.NODE_ENV === 'production' && env.SEED_DEMO_DATA !== true)
    closedDemoCustomer = await closeDemoCustomer(database.db, clock.now());

  // Redis is not waited on here: an unreachable Redis starts the shop degraded (decision 0030). The app
  // connects it and logs one line naming REDIS_URL while it is away.
  const redis = env.REDIS_URL ? createRedisClient(env.REDIS_URL) : undefined;
  const cache = redis ? createRedisCache(redis, env.REDIS_NAMESPACE) : createMemoryCache();

  const app = await buildApp({
    env,
    mailbox: mail.mailbox,
    mail: { mailer: mail.mailer, publicUrl: mail.publicUrl },
    authAttemptsPerMinute: env.SIGN_IN_ATTEMPTS_PER_MINUTE,
    rateLimitPerMinute: env.REQUESTS_PER_MINUTE,
    notifyWinner: createWinnerNotifier(mail),
    database,
    cache,
    clock,
    redisNamespace: env.REDIS_NAMESPACE,
    ...(redis ? { redis } : {}),
  });
  connectionLost = (error) => app.log.warn({ cause: error.message }, 'database connection lost');
  if (closedDemoCustomer) app.log.warn('the demo customer was found in production and has been closed');
  const redisState = redis ? ((await waitForRedis(redis, REDIS_STARTUP_WAIT_MS)) ? 'ok' : 'degraded') : null;
  // A new demo shop gets a few weeks of past draws with results (only where demo results are on).
  if (newDemoShop && demoResultsEnabled(env))
    await seedDemoHistory(database.db, app.drawLifecycle, clock.now());
  const jobs = env.RUN_JOBS
    ? await startJobRunner({
        db: database.db,
        clock,
        log: app.log,
        jobs: [
          ...JOBS,
          drawLifecycleJob(app.drawLifecycle, { demoResults: demoResultsEnabled(env) }),
          limitChangesJob(app.limitChanges),
        ],
      })
    : null;

  app.addHook('onClose', async () => {
    await jobs?.stop();
    await app.customerNotifier.idle();
    await mail.close();
    await cache.close();
    await database.close();
  });

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(
    {
      database: database.engine,
      ...(dataDir ? { dataDir } : {}),
      cache: cache.kind,
      ...(redisState ? { redis: redisState } : {}),
      mail: mail.kind,
      ...(mail.mailbox ? { mailbox: `${mail.publicUrl}dev/mailbox`, mailboxSmtp: mail.mailbox.smtpUrl } : {}),
      startupMs: Date.now() - startedAt,
    },
    `Fairdraw is ready at http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // Start-up failures are configuration or infrastructure problems: say what, without a stack for config.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
