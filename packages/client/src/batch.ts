// Item fetches asked for in the same tick go out as one request after a short delay (shop-core §9);
// each caller still gets its own item, or its own error when the item is missing.
import { ErrorCode, GENERAL_ERROR_TARGET } from '@fairdraw/contracts';
import { ApiError } from './errors';

export const BATCH_DELAY_MS = 1;

export interface BatchOptions {
  delayMs?: number;
}

export interface Batcher<K, V> {
  load(key: K): Promise<V>;
}

interface Waiter<V> {
  resolve: (value: V) => void;
  reject: (error: unknown) => void;
}

function missingItem(key: unknown): ApiError {
  const message = `No item was found for ${String(key)}`;
  return new ApiError({
    status: 404,
    url: '',
    code: ErrorCode.notFound,
    message,
    errors: { [GENERAL_ERROR_TARGET]: [message] },
  });
}

export function createBatcher<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  { delayMs = BATCH_DELAY_MS }: BatchOptions = {},
): Batcher<K, V> {
  let pending = new Map<K, Waiter<V>[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    const batch = pending;
    pending = new Map();
    timer = undefined;
    Promise.resolve()
      .then(() => loadMany([...batch.keys()]))
      .then(
        (found) => {
          for (const [key, waiters] of batch) {
            for (const waiter of waiters) {
              if (found.has(key)) waiter.resolve(found.get(key) as V);
              else waiter.reject(missingItem(key));
            }
          }
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        },
      );
  }

  return {
    load(key) {
      return new Promise<V>((resolve, reject) => {
        // The same key asked twice in one batch is fetched once.
        const waiters = pending.get(key) ?? [];
        waiters.push({ resolve, reject });
        pending.set(key, waiters);
        timer ??= setTimeout(flush, delayMs);
      });
    },
  };
}
