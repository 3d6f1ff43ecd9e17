// Redis is an accelerator, never a single point of failure (decision 0030). This module owns the one
// question every Redis user asks — can a command go to Redis right now? — and the client settings that
// make the answer honest: no offline queue and a short command timeout, so nothing waits on a dead or
// stalled Redis, and endless reconnection, so shared caching and limits resume by themselves.
import { Redis } from 'ioredis';

/** A command slower than this is treated as Redis being unavailable. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1_000;
/** Reconnection attempts back off to one a second, for as long as Redis stays away. */
const MAX_RECONNECT_DELAY_MS = 1_000;

export function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    // A command sent while Redis is away fails at once; the caller uses this process's own cache or limits.
    enableOfflineQueue: false,
    // Commands in flight when the connection drops fail at once instead of waiting for a reconnection.
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  // Connection errors are reported once per outage by watchRedis; without a listener ioredis would print
  // "Unhandled error event" for every failed reconnection.
  client.on('error', () => {});
  return client;
}

/** True when a command sent now goes straight to Redis. */
export function redisUsable(client: Redis): boolean {
  return client.status === 'ready';
}

/**
 * Called by every Redis user when a command fails. A timed-out command on an open connection means Redis
 * is stalled (overloaded, paused, or the network dropping packets): the connection is dropped and opened
 * again, so every other caller falls back at once instead of each waiting out its own timeout.
 */
export function redisCommandFailed(client: Redis, error: unknown): void {
  if (error instanceof Error && error.message === 'Command timed out' && client.status === 'ready') {
    client.emit('error', error);
    client.disconnect(true);
  }
}

/** Whether Redis answers a PING now (within the command timeout). Never throws. */
export async function redisAnswers(client: Redis): Promise<boolean> {
  if (!redisUsable(client)) return false;
  try {
    await client.ping();
    return true;
  } catch (error) {
    redisCommandFailed(client, error);
    return false;
  }
}

interface OutageLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/**
 * Says once per outage that Redis is unavailable and once when it is back, never per request. Starts the
 * connection if nobody has yet. Returns a function that stops watching.
 */
export function watchRedis(client: Redis, log: OutageLog): () => void {
  let down = false;
  const onDown = (error?: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error?.message ?? 'connection lost', redis: 'degraded' },
      "Redis unavailable (REDIS_URL): falling back to this process's cache and rate limits until it returns",
    );
  };
  const onReady = () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: cache and rate limits are shared again');
  };
  const onReconnecting = () => onDown();
  client.on('error', onDown);
  client.on('reconnecting', onReconnecting);
  client.on('ready', onReady);
  if (client.status === 'wait') client.connect().catch(() => {});
  return () => {
    client.off('error', onDown);
    client.off('reconnecting', onReconnecting);
    client.off('ready', onReady);
  };
}

/**
 * Waits until Redis is usable (true), or until connecting fails or `timeoutMs` passes (false). Never
 * throws; a client that failed keeps reconnecting in the background.
 */
export async function waitForRedis(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'wait') client.connect().catch(() => {});
  if (redisUsable(client)) return true;
  return new Promise((resolve) => {
    const done = (usable: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      client.off('error', onError);
      resolve(usable);
    };
    const onReady = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(redisUsable(client)), timeoutMs);
    client.on('ready', onReady);
    client.on('error', onError);
  });
}
