// Redis is an accelerator, never a single point of failure (decision 0030). This module owns the one
// question every Redis user asks — can a command go to Redis right now? — and the client settings that
// make the answer honest: no offline queue and a short deadline on every answer, so nothing waits on a
// dead or stalled Redis, and endless reconnection, so shared caching and limits resume by themselves.
import { Redis } from 'ioredis';

/** How long a caller waits for Redis's answer before it falls back to this process. */
export const REDIS_ANSWER_WITHIN_MS = 500;
/** ioredis's own limit on any command, the connection's handshake included: a backstop. */
const COMMAND_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 1_000;
/** Reconnection attempts back off to one a second, for as long as Redis stays away. */
const MAX_RECONNECT_DELAY_MS = 1_000;

export class RedisTooSlowError extends Error {
  constructor() {
    super(`Redis did not answer within ${REDIS_ANSWER_WITHIN_MS} ms`);
  }
}

export function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    // A command sent while Redis is away fails at once; the caller uses this process's own cache or limits.
    enableOfflineQueue: false,
    // Commands in flight when the connection drops fail at once instead of waiting for a reconnection.
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
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

type Callback<T> = (error: Error | null, value?: T) => void;

/**
 * Sends a Redis command (`send` takes its node-style callback) and calls `done` with the answer, or with a
 * RedisTooSlowError once REDIS_ANSWER_WITHIN_MS have passed. The deadline allows one more turn of the
 * event loop's I/O first: on a busy process a reply can sit unread behind other work, and that is not a
 * slow Redis. A slow Redis (stalled, or the network dropping packets) has its connection dropped and
 * opened again, so every other caller falls back at once instead of each waiting out its own deadline.
 */
export function answerWithin<T>(
  client: Redis,
  send: (callback: Callback<T>) => void,
  done: Callback<T>,
): void {
  let finished = false;
  const finish: Callback<T> = (error, value) => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    if (error && client.status === 'ready' && isTimeout(error)) {
      client.emit('error', error);
      client.disconnect(true);
    }
    done(error, value);
  };
  const timer = setTimeout(() => setImmediate(() => finish(new RedisTooSlowError())), REDIS_ANSWER_WITHIN_MS);
  send(finish);
}

/** `answerWithin` for a command that returns a promise. */
export function redisWithin<T>(client: Redis, command: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    answerWithin<T>(
      client,
      (callback) => {
        command().then(
          (value) => callback(null, value),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
      (error, value) => (error ? reject(error) : resolve(value as T)),
    );
  });
}

function isTimeout(error: Error): boolean {
  return error instanceof RedisTooSlowError || error.message === 'Command timed out';
}

/** Whether Redis answers a PING now (within the deadline). Never throws. */
export async function redisAnswers(client: Redis): Promise<boolean> {
  if (!redisUsable(client)) return false;
  try {
    await redisWithin(client, () => client.ping());
    return true;
  } catch {
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
  let lastError: Error | undefined;
  const onDown = () => {
    if (down) return;
    down = true;
    log.warn(
      { err: lastError?.message ?? 'connection lost', redis: 'degraded' },
      "Redis unavailable (REDIS_URL): falling back to this process's cache and rate limits until it returns",
    );
  };
  // An error on a connection that stays ready is not an outage; one that loses it is reported with it.
  const onError = (error: Error) => {
    lastError = error;
    if (client.status !== 'ready') onDown();
  };
  const onReady = () => {
    lastError = undefined;
    if (!down) return;
    down = false;
    log.info('Redis is back: cache and rate limits are shared again');
  };
  client.on('error', onError);
  client.on('reconnecting', onDown);
  client.on('ready', onReady);
  if (client.status === 'wait') client.connect().catch(() => {});
  return () => {
    client.off('error', onError);
    client.off('reconnecting', onDown);
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
