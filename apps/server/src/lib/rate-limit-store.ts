// Rate limits shared by every process through Redis while it is usable, and counted by this process alone
// while it is not (decision 0030). Both halves are @fastify/rate-limit's own stores; this only chooses
// between them per call, so a Redis outage neither errors nor waits, and never switches the limits off.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore, {
  type RateLimitStore,
  type RateLimitStoreCallback,
} from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import { answerWithin, redisUsable } from './redis';

class SharedOrLocalStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: RateLimitStore,
    private readonly local: RateLimitStore,
  ) {}

  incr(key: string, callback: RateLimitStoreCallback, timeWindow: number, max: number): void {
    this.choose('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: RateLimitStoreCallback, timeWindow: number, max: number): void {
    this.choose('read', key, callback, timeWindow, max);
  }

  child(routeOptions: object): SharedOrLocalStore {
    return new SharedOrLocalStore(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
    );
  }

  private choose(
    method: 'incr' | 'read',
    key: string,
    callback: RateLimitStoreCallback,
    timeWindow: number,
    max: number,
  ): void {
    if (!redisUsable(this.redis)) {
      this.local[method](key, callback, timeWindow, max);
      return;
    }
    answerWithin(
      this.redis,
      (answer: RateLimitStoreCallback) => this.shared[method](key, answer, timeWindow, max),
      (error, result) => {
        if (error) this.local[method](key, callback, timeWindow, max);
        else callback(null, result);
      },
    );
  }
}

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** The `store` option of @fastify/rate-limit: Redis under `nameSpace` while usable, this process otherwise. */
export function sharedOrLocalRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocalStore {
    constructor({ continueExceeding = false, exponentialBackoff = false }: StoreOptions) {
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
