import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher } from './batch';
import { ApiError } from './errors';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const catalogue = new Map([
  ['oz_lotto', { name: 'Oz Lotto' }],
  ['powerball', { name: 'Powerball' }],
  ['saturday_lotto', { name: 'Saturday Lotto' }],
]);

function recordingLoader() {
  const calls: string[][] = [];
  const loadMany = async (keys: string[]) => {
    calls.push(keys);
    return new Map(keys.flatMap((key) => (catalogue.has(key) ? [[key, catalogue.get(key)!] as const] : [])));
  };
  return { calls, loadMany };
}

describe('createBatcher', () => {
  it('sends the fetches of one tick together after 1 ms, each caller getting its own item', async () => {
    const { calls, loadMany } = recordingLoader();
    const offers = createBatcher(loadMany);

    const oz = offers.load('oz_lotto');
    const power = offers.load('powerball');
    const again = offers.load('oz_lotto');
    expect(calls).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([['oz_lotto', 'powerball']]);
    expect(await oz).toEqual({ name: 'Oz Lotto' });
    expect(await power).toEqual({ name: 'Powerball' });
    expect(await again).toEqual({ name: 'Oz Lotto' });
  });

  it('rejects only the caller whose item is missing', async () => {
    const { loadMany } = recordingLoader();
    const offers = createBatcher(loadMany);
    const found = offers.load('saturday_lotto');
    const missing = offers.load('no_such_lottery').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1);

    expect(await found).toEqual({ name: 'Saturday Lotto' });
    const error = await missing;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
    expect((error as ApiError).message).toContain('no_such_lottery');
  });

  it('starts a new batch for fetches asked after the delay', async () => {
    const { calls, loadMany } = recordingLoader();
    const offers = createBatcher(loadMany, { delayMs: 5 });
    const first = offers.load('oz_lotto');
    await vi.advanceTimersByTimeAsync(4);
    const second = offers.load('powerball');
    await vi.advanceTimersByTimeAsync(1);
    const third = offers.load('saturday_lotto');
    await vi.advanceTimersByTimeAsync(5);

    await Promise.all([first, second, third]);
    expect(calls).toEqual([['oz_lotto', 'powerball'], ['saturday_lotto']]);
  });

  it('rejects every caller of the batch when the fetch fails', async () => {
    const failure = new Error('catalogue down');
    const offers = createBatcher<string, unknown>(() => Promise.reject(failure));
    const results = Promise.allSettled([offers.load('oz_lotto'), offers.load('powerball')]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await results).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
  });
});
