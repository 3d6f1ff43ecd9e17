// What the server is built from: its configuration and the connections it is handed, plus the seams
// tests use to watch or replace one part (routes as added, webhooks, winners' e-mail).
import type { onRouteHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '@fairdraw/db';
import type { Env } from './env';
import type { Cache } from './lib/cache';
import type { Clock } from './lib/clock';
import type { AccountMail } from './modules/accounts/customer-details.service';
import type { WinnerNotifier } from './modules/draws/lifecycle.service';
import type { DevMailbox } from './modules/mail/dev-mailbox';
import type { CheckDepositLimit } from './modules/payments/deposits.service';
import type { SandboxNotification } from './modules/payments/sandbox-gateway';

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
  /** Feedback events per client address per hour before 429 (decision 0040). Default 10. */
  feedbackPerHour?: number;
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
