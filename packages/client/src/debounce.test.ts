import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADD_TO_CART_DEBOUNCE_MS, WRITE_DEBOUNCE_MS, createDebouncer, debounce } from './debounce';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('uses the spec delays', () => {
    expect(WRITE_DEBOUNCE_MS).toBe(500);
    expect(ADD_TO_CART_DEBOUNCE_MS).toBe(1000);
  });

  it('runs only the last task of a burst, after the quiet period, and gives its result to every caller', async () => {
    const ran: string[] = [];
    const write = createDebouncer<string>();
    const task = (name: string) => () => {
      ran.push(name);
      return Promise.resolve(`saved ${name}`);
    };

    const first = write(task('a'));
    await vi.advanceTimersByTimeAsync(300);
    const second = write(task('b'));
    await vi.advanceTimersByTimeAsync(499);
    expect(ran).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['b']);
    await expect(first).resolves.toBe('saved b');
    await expect(second).resolves.toBe('saved b');
  });

  it('starts a new burst after a task has run', async () => {
    const calls: number[] = [];
    const addToCart = debounce((quantity: number) => {
      calls.push(quantity);
      return quantity * 2;
    }, ADD_TO_CART_DEBOUNCE_MS);

    const a = addToCart(1);
    const b = addToCart(2);
    await vi.advanceTimersByTimeAsync(ADD_TO_CART_DEBOUNCE_MS);
    const c = addToCart(3);
    await vi.advanceTimersByTimeAsync(ADD_TO_CART_DEBOUNCE_MS);

    expect(calls).toEqual([2, 3]);
    expect(await Promise.all([a, b, c])).toEqual([4, 4, 6]);
  });

  it('rejects every caller of the burst when the task fails', async () => {
    const write = debounce(async (_code: string): Promise<void> => {
      throw new Error('promotion_not_added');
    });
    const results = Promise.allSettled([write('A'), write('B')]);
    await vi.advanceTimersByTimeAsync(WRITE_DEBOUNCE_MS);
    expect((await results).map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
