// The one validated view of process.env. Nothing else reads process.env.
import { z } from 'zod';

/** Development defaults, documented in README; production sets its own pair. */
export const DEV_APP_KEY = 'fairdraw-web';
export const DEV_APP_SECRET = 'fairdraw-dev-secret';
/** Signs customers' access tokens in development and tests. Public, so refused in production. */
export const DEV_OPS_TOKEN = 'fairdraw-dev-ops-token-not-for-production';
export const DEV_AUTH_TOKEN_SECRET = 'fairdraw-dev-auth-token-secret-not-for-production';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./.data'),
  /** Identity documents customers upload (decision 0020); default DATA_DIR/uploads. Never inside the web root. */
  UPLOAD_DIR: z.string().optional(),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  /** Prefix of every Redis key, so deployments sharing one Redis stay apart. */
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9:_-]+$/)
    .default('fairdraw:'),
  APP_KEY: z.string().min(1).default(DEV_APP_KEY),
  APP_SECRET: z.string().min(8).default(DEV_APP_SECRET),
  /** HMAC key of customers' access tokens (JWT HS256); at least 32 characters. */
  AUTH_TOKEN_SECRET: z.string().min(32).default(DEV_AUTH_TOKEN_SECRET),
  /** Where e-mail goes: smtp://user:pass@host:587 or smtps://user:pass@host:465. Unset: the dev mailbox. */
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587')
    .optional(),
  /** The From of every e-mail: an address, or "Name <address>". */
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/, {
      error: 'must be an e-mail address or "Name <address>", on one line',
    })
    .default('Fairdraw <no-reply@fairdraw.test>'),
  /** Port of the development mailbox's SMTP server (127.0.0.1); 0 takes a free one. Never in production. */
  MAILBOX_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** The shop's public address, for links in e-mail, e.g. https://fairdraw.com.au. Production with SMTP_URL needs it. */
  PUBLIC_URL: z
    .string()
    .refine(isHttpUrl, "must be the shop's public http:// or https:// address, e.g. https://fairdraw.com.au")
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * A log line for every request as it arrives and as it is answered. Off by default: two lines per
   * request cost more than many answers do (decision 0054); failures are logged whatever this says.
   */
  LOG_REQUESTS: booleanFlag.default(false),
  /** Behind a load balancer: trust X-Forwarded-For so rate limits and logs see the customer's address. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Requests a minute from one client address to the whole server (shared over Redis when set). */
  REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000_000).default(3000),
  /** Requests a minute from one client address on each sign-in call (login, codes, links, passwords). */
  SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Comma-separated origins allowed to call the API from other sites. Empty: CORS closed. */
  CORS_ORIGINS: z.string().default(''),
  /**
   * Seed the demo catalogue into an empty database. Default: on except in production. The demo customer
   * (public password, $500 credit) is never created in production, whatever this says.
   */
  SEED_DEMO_DATA: booleanFlag.optional(),
  /** Run background jobs (draw schedule) in this process. */
  RUN_JOBS: booleanFlag.default(true),
  /**
   * The pre-migrated embedded database a new DATA_DIR starts from (decision 0057); defaults to the one the
   * server build makes, apps/server/dist/db-template.
   */
  DATABASE_TEMPLATE_DIR: z.string().optional(),
  /** Where the built web app lives; defaults to apps/web/dist. */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Fill closed lottery draws with random results once their draw time passes, so a development shop
   * comes alive on its own. Default: on except in production, where operators enter results.
   */
  DEMO_RESULTS: booleanFlag.optional(),
  /** Bearer token of the operator API (/ops) and `npm run ops`; the development default is refused in production. */
  OPS_TOKEN: z.string().min(24).default(DEV_OPS_TOKEN),
});

// With the published default anyone could mint an access token for any customer.
const checkedEnvSchema = envSchema
  .refine((env) => env.NODE_ENV !== 'production' || env.AUTH_TOKEN_SECRET !== DEV_AUTH_TOKEN_SECRET, {
    path: ['AUTH_TOKEN_SECRET'],
    message: 'set a secret of your own in production; the development default is public',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.OPS_TOKEN !== DEV_OPS_TOKEN, {
    path: ['OPS_TOKEN'],
    message: 'set an operator token of your own in production; the development default is public',
  });

export type Env = z.infer<typeof envSchema>;

/** Demo results fill closed draws unless turned off; never by default in production. */
export const demoResultsEnabled = (env: Env): boolean => env.DEMO_RESULTS ?? env.NODE_ENV !== 'production';

/** The demo catalogue is seeded into an empty database unless turned off; never by default in production. */
export const seedDemoDataEnabled = (env: Env): boolean => env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production';

/** The demo customer signs in with a password published in README: never in production. */
export const demoCustomerAllowed = (env: Env): boolean =>
  seedDemoDataEnabled(env) && env.NODE_ENV !== 'production';

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // `DATABASE_URL= npm start` means "not set", not "an empty URL".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = checkedEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
