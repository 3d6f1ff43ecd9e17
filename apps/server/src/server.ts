// Starts Fairdraw: configuration, database (migrated, seeded on first start), cache, the app, listening,
// then what selling does not wait for: a new demo shop's past draws and the jobs (decision 0057).
// The only file that listens. Stops cleanly on SIGINT/SIGTERM.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  copyTemplate,
  migrate,
  openDatabase,
  seedDemoContent,
  seedDemoData,
  type TemplateUse,
} from '@fairdraw/db';
import { buildApp } from './app';
import { DEFAULT_TEMPLATE_FOLDER, MIGRATIONS_FOLDER } from './database-files';
import { demoCustomerAllowed, demoResultsEnabled, loadEnv, seedDemoDataEnabled } from './env';
import { createMemoryCache, createPostgresDropsCache, createRedisCache } from './lib/cache';
import { createRedisClient, waitForRedis } from './lib/redis';
import { processClock } from './lib/clock';
import { JOBS, startJobRunner, type JobRunner } from './jobs/runner';
import { drawLifecycleJob } from './jobs/draw-lifecycle';
import { limitChangesJob } from './jobs/limit-changes';
import { seedDemoHistory } from './modules/draws/demo-history';
import { rollDrawScheduleForward } from './modules/draws/draw-schedule';
import { closeDemoCustomer, seedDemoCustomer } from './modules/accounts/demo-customer';
import { startMail } from './modules/mail/mail-setup';
import { createWinnerNotifier } from './modules/mail/winner-notifier';

const SHUTDOWN_GRACE_MS = 10_000;
/** How long start-up waits for Redis before serving on this process's cache and limits (decision 0030). */
const REDIS_STARTUP_WAIT_MS = 3_000;

async function main(): Promise<void> {
  const startedAt = Date.now();
  const env = loadEnv();
  // The system clock; a test server's can be moved through POST /ops/clock (decision 0017).
  const clock = processClock(env.NODE_ENV);
  const mail = await startMail(env);

  let dataDir: string | undefined;
  let template: TemplateUse | undefined;
  if (!env.DATABASE_URL) {
    dataDir = path.resolve(env.DATA_DIR);
    mkdirSync(dataDir, { recursive: true });
    // A new embedded database starts as a copy of the build's pre-migrated one, when it is current.
    const templateDir = env.DATABASE_TEMPLATE_DIR ?? DEFAULT_TEMPLATE_FOLDER;
    template = await copyTemplate(templateDir, dataDir, MIGRATIONS_FOLDER);
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
  // Without Redis, processes on one PostgreSQL hear each other's removals through the database.
  const cache = redis
    ? createRedisCache(redis, env.REDIS_NAMESPACE)
    : database.engine === 'postgres'
      ? createPostgresDropsCache(database)
      : createMemoryCache();

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
  if (template === 'stale')
    app.log.warn('the database template is older than the migrations; `npm run build` makes a new one');
  const redisState = redis ? ((await waitForRedis(redis, REDIS_STARTUP_WAIT_MS)) ? 'ok' : 'degraded') : null;
  // The shop sells only draws that exist: a new shop has one per lottery until the schedule is rolled
  // forward, so that happens before listening (tens of milliseconds). The job runner repeats it.
  if (env.RUN_JOBS) await rollDrawScheduleForward(database.db, clock.now());

  // Started once listening; the close waits for it, so the database is never closed under it.
  let afterListening: Promise<void> = Promise.resolve();
  let jobs: JobRunner | null = null;
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    await afterListening;
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
      ...(template ? { databaseTemplate: template } : {}),
      startupMs: Date.now() - startedAt,
    },
    `Fairdraw is ready at http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`,
  );

  let stopping = false;
  const stop = (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  // Nothing below is needed to sell: the past draws are never on sale, and a draw past its stop time is
  // refused by the checkout whether or not the job has closed it yet (decision 0057).
  afterListening = (async () => {
    // A new demo shop gets a few weeks of past draws with results (only where demo results are on).
    if (newDemoShop && demoResultsEnabled(env)) {
      const history = await seedDemoHistory(database.db, app.drawLifecycle, clock.now()).catch(
        (error: unknown) => app.log.error({ err: error }, 'the demo shop’s past draws were not added'),
      );
      if (history) app.log.info(history, 'demo history added');
    }
    if (!env.RUN_JOBS || closing) return;
    jobs = await startJobRunner({
      db: database.db,
      clock,
      log: app.log,
      jobs: [
        ...JOBS,
        drawLifecycleJob(app.drawLifecycle, { demoResults: demoResultsEnabled(env) }),
        limitChangesJob(app.limitChanges),
      ],
    }).catch((error: unknown) => {
      // A process that should run the jobs and cannot is broken: its supervisor starts a new one.
      app.log.error({ err: error }, 'the job runner did not start');
      stop('job runner failed', 1);
      return null;
    });
  })();
}

main().catch((error: unknown) => {
  // Start-up failures are configuration or infrastructure problems: say what, without a stack for config.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
