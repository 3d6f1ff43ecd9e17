// A small key/value cache with expiry: Redis when REDIS_URL is set (shared by every server process),
// otherwise in this process's memory, and in this process's memory while Redis is away. Only for data
// that may be briefly stale. Removals reach every process: through Redis, or, on PostgreSQL without
// Redis, through the database's own notifications.
import type { Redis } from 'ioredis';
import { sql, type Database } from '@fairdraw/db';
import { redisUsable, redisWithin } from './redis';

export interface Cache {
  readonly kind: 'redis' | 'memory';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Removes every key that starts with the prefix, here and, through Redis, in every process. */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Told the prefix whenever keys are removed, by this process or (through Redis) another one, and
   * told "" when this process's copies may have missed removals (Redis came back): what a process
   * keeps derived from cached values (finished answer bytes) is dropped with them.
   */
  onDrop(listener: (prefix: string) => void): void;
  /**
   * Whether every process hears this one's removals right now (Redis is up and this process is
   * subscribed to them). Memory kept across calls on the strength of drops is only trusted while true.
   */
  dropsReachEveryProcess(): boolean;
  close(): Promise<void>;
}

function dropListeners() {
  const listeners = new Set<(prefix: string) => void>();
  return {
    add: (listener: (prefix: string) => void) => void listeners.add(listener),
    tell: (prefix: string) => {
      for (const listener of listeners) listener(prefix);
    },
    clear: () => listeners.clear(),
  };
}

const MEMORY_MAX_ENTRIES = 5_000;

export function createMemoryCache(now: () => number = Date.now): Cache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const dropped = dropListeners();
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
      dropped.tell(prefix);
    },
    onDrop: dropped.add,
    // A process's own memory: no other process hears of its removals.
    dropsReachEveryProcess: () => false,
    async close() {
      entries.clear();
      dropped.clear();
    },
  };
}

/** The notification channel of removals on PostgreSQL (`createPostgresDropsCache`). */
export const CACHE_DROPS_CHANNEL = 'fairdraw_cache_drops';

/**
 * This process's memory cache, with its removals told to every process on the same PostgreSQL through
 * LISTEN/NOTIFY (decision 0081): several server processes without Redis still drop what another one
 * removed, within moments, so memory kept on the strength of drops (the sign-in memo, finished answers,
 * the catalogue memo) can be trusted there too. Values are not shared, only removals. While the listening
 * connection is away `dropsReachEveryProcess` is false; when it is back everything kept is dropped, as
 * removals sent meanwhile were missed.
 */
export function createPostgresDropsCache(
  database: Pick<Database, 'db' | 'listen'>,
  memory: Cache = createMemoryCache(),
  channel = CACHE_DROPS_CHANNEL,
): Cache {
  let heardBefore = false;
  const listening = database.listen?.(
    channel,
    (prefix) => void memory.deletePrefix(prefix),
    () => {
      if (heardBefore) void memory.deletePrefix('');
      heardBefore = true;
    },
  );
  return {
    kind: 'memory',
    get: (key) => memory.get(key),
    set: (key, value, ttlMs) => memory.set(key, value, ttlMs),
    async deletePrefix(prefix) {
      await memory.deletePrefix(prefix);
      // Told to every listener, this process's too (a second drop here changes nothing). A database that
      // cannot take it cannot take the change that called for it either.
      await database.db.execute(sql`select pg_notify(${channel}, ${prefix})`).catch(() => undefined);
    },
    onDrop: (listener) => memory.onDrop(listener),
    dropsReachEveryProcess: () => listening?.listening() ?? false,
    async close() {
      await listening?.close();
      await memory.close();
    },
  };
}

/**
 * The shared cache: Redis while it is usable, otherwise `fallback`, this process's own memory (decision
 * 0030). A Redis command that fails (Redis went away mid-call, or timed out) is answered from the fallback,
 * so a cache outage costs freshness across processes, never an error or a wait.
 * `namespace` keeps separate deployments (or test runs) sharing one Redis apart.
 */
export function createRedisCache(
  redis: Redis,
  namespace = 'fairdraw:',
  fallback: Cache = createMemoryCache(),
): Cache {
  const KEY_PREFIX = `${namespace}cache:`;
  const DROP_CHANNEL = `${namespace}cache-drops`;
  const dropped = dropListeners();
  // What this process kept during an outage is dropped when Redis returns, so the next outage starts from
  // fresh data rather than from copies that missed every change made in between.
  redis.on('ready', () => {
    void fallback.deletePrefix('');
    dropped.tell('');
  });
  // Removals announced by any process (this one included) reach every process's listeners. A subscriber
  // needs a connection of its own; it reconnects and resubscribes by itself after an outage.
  // Removals published while it was away were missed, so after a reconnect everything derived goes.
  const subscriber = redis.duplicate();
  let subscribed = false;
  let subscribedBefore = false;
  subscriber.on('error', () => {});
  subscriber.on('close', () => {
    subscribed = false;
  });
  subscriber.on('message', (channel: string, prefix: string) => {
    if (channel === DROP_CHANNEL) dropped.tell(prefix);
  });
  subscriber.on('ready', () => {
    void subscriber
      .subscribe(DROP_CHANNEL)
      .then(() => {
        if (subscribedBefore) dropped.tell('');
        subscribed = subscribedBefore = true;
      })
      .catch(() => {});
  });
  void subscriber.connect().catch(() => {});
  async function shared<T>(command: () => Promise<T>, otherwise: () => Promise<T>): Promise<T> {
    if (!redisUsable(redis)) return otherwise();
    try {
      return await redisWithin(redis, command);
    } catch {
      return otherwise();
    }
  }
  return {
    kind: 'redis',
    get<T>(key: string) {
      return shared(
        async () => {
          const raw = await redis.get(KEY_PREFIX + key);
          return raw === null ? undefined : (JSON.parse(raw) as T);
        },
        () => fallback.get<T>(key),
      );
    },
    set(key, value, ttlMs) {
      return shared(
        async () => {
          await redis.set(KEY_PREFIX + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
        },
        () => fallback.set(key, value, ttlMs),
      );
    },
    async deletePrefix(prefix) {
      // The process's copy goes too: it is what this process answers from during the next outage.
      await fallback.deletePrefix(prefix);
      dropped.tell(prefix);
      await shared(
        async () => {
          let cursor = '0';
          do {
            const [next, keys] = await redis.scan(cursor, 'MATCH', `${KEY_PREFIX}${prefix}*`, 'COUNT', 200);
            if (keys.length > 0) await redis.del(...keys);
            cursor = next;
          } while (cursor !== '0');
          await redis.publish(DROP_CHANNEL, prefix);
        },
        async () => {},
      );
    },
    onDrop: dropped.add,
    dropsReachEveryProcess: () => subscribed && redisUsable(redis),
    async close() {
      dropped.clear();
      await fallback.close();
      subscriber.disconnect();
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
