// A small key/value cache with expiry: Redis when REDIS_URL is set (shared by every server process),
// otherwise in this process's memory. Only for data that may be briefly stale.
import { Redis } from 'ioredis';

export interface Cache {
  readonly kind: 'redis' | 'memory';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Removes every key that starts with the prefix. */
  deletePrefix(prefix: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MEMORY_MAX_ENTRIES = 5_000;

export function createMemoryCache(now: () => number = Date.now): Cache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    kind: 'memory',
    async get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return structuredClone(entry.value) as T;
    },
    async set(key, value, ttlMs) {
      // Oldest first out when full; Map keeps insertion order.
      if (entries.size >= MEMORY_MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value: structuredClone(value), expiresAt: now() + ttlMs });
    },
    async deletePrefix(prefix) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
    async ping() {},
    async close() {
      entries.clear();
    },
  };
}

export function createRedisClient(url: string): Redis {
  return new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
}

/** `namespace` keeps separate deployments (or test runs) sharing one Redis apart. */
export function createRedisCache(redis: Redis, namespace = 'fairdraw:'): Cache {
  const KEY_PREFIX = `${namespace}cache:`;
  return {
    kind: 'redis',
    async get<T>(key: string) {
      const raw = await redis.get(KEY_PREFIX + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttlMs) {
      await redis.set(KEY_PREFIX + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async deletePrefix(prefix) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${KEY_PREFIX}${prefix}*`, 'COUNT', 200);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** Reads through the cache; `refresh` (the spec's clear_cache) skips and replaces the stored value. */
export async function cached<T>(
  cache: Cache,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  refresh = false,
): Promise<T> {
  if (!refresh) {
    const hit = await cache.get<T>(key);
    if (hit !== undefined) return hit;
  }
  const value = await load();
  await cache.set(key, value, ttlMs);
  return value;
}
