// @fastify/rate-limit ships its two stores as plain CommonJS files without types; these are their shapes.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { RateLimitStore } from '@fastify/rate-limit/store/RedisStore.js';
  export default class LocalStore implements RateLimitStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    incr: RateLimitStore['incr'];
    read: RateLimitStore['read'];
    child(routeOptions: object): LocalStore;
  }
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  export interface RateLimitStoreResult {
    current: number;
    ttl: number;
  }
  export type RateLimitStoreCallback = (error: Error | null, result?: RateLimitStoreResult) => void;
  export interface RateLimitStore {
    incr(key: string, callback: RateLimitStoreCallback, timeWindow: number, max: number): void;
    read(key: string, callback: RateLimitStoreCallback, timeWindow: number, max: number): void;
    child(routeOptions: object): RateLimitStore;
  }
  export default class RedisStore implements RateLimitStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr: RateLimitStore['incr'];
    read: RateLimitStore['read'];
    child(routeOptions: object): RedisStore;
  }
}
