// Steady shop traffic for outage tests: each client, over and over, reads the start-up config and
// branding, adds a $1 ticket to its cart and buys it, and every answer's status and time is kept.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { call, callAsCustomer, type CustomerSession, type TestApp } from './support';

export type CallKind = 'config' | 'branding' | 'add to cart' | 'purchase';

export interface Sample {
  kind: CallKind;
  startedAt: number;
  endedAt: number;
  status: number;
}

export interface Load {
  samples: Sample[];
  /** Stops the clients after their current call; resolves when all have stopped. */
  stop(): Promise<void>;
}

export function startShopLoad(test: TestApp, customers: CustomerSession[], itemBody: object): Load {
  const samples: Sample[] = [];
  let stopped = false;
  const timed = async <T extends { status: number }>(kind: CallKind, send: () => Promise<T>): Promise<T> => {
    const startedAt = performance.now();
    const answer = await send();
    samples.push({ kind, startedAt, endedAt: performance.now(), status: answer.status });
    return answer;
  };
  const client = async (customer: CustomerSession) => {
    while (!stopped) {
      await timed('config', () => call(test, { url: '/v2/config' }));
      await timed('branding', () => call(test, { url: '/v2/branding' }));
      const added = await timed('add to cart', () =>
        callAsCustomer(test, customer, {
          method: 'POST',
          url: '/v2/cart/items',
          payload: itemBody as Record<string, unknown>,
        }),
      );
      const location = added.headers.location;
      if (added.status !== 201 || typeof location !== 'string') continue;
      await timed('purchase', () =>
        callAsCustomer(test, customer, {
          method: 'POST',
          url: '/v2/cart/purchase',
          payload: {
            purchase_data: { payment_method: 'wallet' },
            cart_item_ids: [location.split('/').pop()],
          },
          headers: { 'idempotency-key': randomUUID() },
        }),
      );
    }
  };
  const running = Promise.all(customers.map(client));
  return {
    samples,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** The calls of `kind` that were in flight at any moment between `from` and `to`. */
export function during(samples: Sample[], kind: CallKind, from: number, to: number): Sample[] {
  return samples.filter((sample) => sample.kind === kind && sample.endedAt >= from && sample.startedAt <= to);
}

/** A percentile (0–1) of the calls' durations in milliseconds (nearest rank). */
export function percentile(samples: Sample[], fraction: number): number {
  const durations = samples.map((sample) => sample.endedAt - sample.startedAt).sort((a, b) => a - b);
  if (durations.length === 0) return Number.NaN;
  return durations[Math.max(Math.ceil(durations.length * fraction), 1) - 1]!;
}

/** The 99th percentile of the calls' durations in milliseconds. */
export const p99 = (samples: Sample[]): number => percentile(samples, 0.99);
