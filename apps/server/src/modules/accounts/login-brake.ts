// The per-account brake on password guessing (issue 14, decision 0033). The per-address rate limit stops
// one address; this stops many addresses taking turns at one account. After FREE_FAILURES failed logins
// for an e-mail address, each further attempt must wait: 1 s after the last failure, then 2 s, 4 s …
// at most 30 s. Until then the login is answered 429 with Retry-After, without checking the password, so
// no request is held open. Keyed by a hash of the normalised address, kept for every address whether or
// not it has an account, so the answer never tells which have one. A right password clears it, and it is
// forgotten 15 minutes after the last failure: a customer waits 30 seconds at worst, never a lock-out.
// Kept in the Cache: shared by every server process when Redis is configured.
import { createHash } from 'node:crypto';
import { ErrorCode } from '@fairdraw/contracts';
import type { Cache } from '../../lib/cache';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';

export const FREE_FAILURES = 5;
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;
export const FORGET_AFTER_MS = 15 * 60_000;

export class LoginBrakeError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const wait = retryAfterSeconds === 1 ? 'a second' : `${retryAfterSeconds} seconds`;
    super(
      429,
      ErrorCode.rateLimited,
      `Too many sign-in attempts for this e-mail address. Please wait ${wait} and try again.`,
      undefined,
      { retryAfterSeconds },
    );
    this.name = 'LoginBrakeError';
  }
}

export interface LoginBrake {
  /** Throws LoginBrakeError while the address must wait; otherwise counts this attempt as a failure. */
  beforeAttempt(email: string): Promise<void>;
  /** The password was right: the count starts again. */
  succeeded(email: string): Promise<void>;
}

interface BrakeState {
  failures: number;
  /** Epoch ms of the last failed (or not yet finished) attempt. */
  lastAt: number;
}

/** How long after the last failure the next attempt may be made, given the failures so far. */
export function brakeDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

const brakeKey = (email: string) =>
  `login-brake:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

export function createLoginBrake(options: {
  cache: Cache;
  clock: Clock;
  /** A cache failure never stops sign-ins: the brake is skipped and the failure reported. */
  onCacheError?: (error: unknown) => void;
}): LoginBrake {
  const { cache, clock } = options;
  const report = options.onCacheError ?? (() => {});

  return {
    async beforeAttempt(email) {
      const key = brakeKey(email);
      const now = clock.now().getTime();
      let stored: BrakeState | undefined;
      try {
        stored = await cache.get<BrakeState>(key);
      } catch (error) {
        report(error);
        return;
      }
      // Our own clock decides when a state is forgotten; the cache's expiry only clears it away.
      const state = stored && now - stored.lastAt < FORGET_AFTER_MS ? stored : { failures: 0, lastAt: 0 };
      const waitMs = state.lastAt + brakeDelayMs(state.failures) - now;
      if (waitMs > 0) throw new LoginBrakeError(Math.ceil(waitMs / 1000));
      // Counted before the password is checked, so attempts made meanwhile already see it.
      await cache
        .set(key, { failures: state.failures + 1, lastAt: now } satisfies BrakeState, FORGET_AFTER_MS)
        .catch(report);
    },

    async succeeded(email) {
      await cache.set(brakeKey(email), { failures: 0, lastAt: 0 } satisfies BrakeState, 1).catch(report);
    },
  };
}

/** No brake: for services built without a cache (unit tests). */
export const NO_LOGIN_BRAKE: LoginBrake = {
  beforeAttempt: async () => {},
  succeeded: async () => {},
};
