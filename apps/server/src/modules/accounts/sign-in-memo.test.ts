import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../lib/cache';
import { createSignInMemo } from './sign-in-memo';

const CUSTOMER = '0d9a3f64-1c1e-4a4e-9d6e-1f2a3b4c5d6e';

/** A load that counts how often the database would have been asked. */
function counter<T>(value: () => T) {
  const load = async () => {
    load.calls += 1;
    return value();
  };
  load.calls = 0;
  return load;
}

describe('the sign-in memo', () => {
  it('reads a live session and a token once, then answers from memory', async () => {
    const memo = createSignInMemo(createMemoryCache(), () => true);
    const live = counter(() => true);
    const token = counter(() => 'secret');
    for (let i = 0; i < 3; i++) {
      expect(await memo.sessionLive(CUSTOMER, 'session-1', live)).toBe(true);
      expect(await memo.customerToken(CUSTOMER, token)).toBe('secret');
    }
    expect(live.calls).toBe(1);
    expect(token.calls).toBe(1);
  });

  it('asks again about an ended session every time, never remembering a refusal', async () => {
    const memo = createSignInMemo(createMemoryCache(), () => true);
    const ended = counter(() => false);
    await memo.sessionLive(CUSTOMER, 'session-1', ended);
    await memo.sessionLive(CUSTOMER, 'session-1', ended);
    expect(ended.calls).toBe(2);
  });

  it('refuses a session once it has ended, in this process and in another sharing the cache', async () => {
    const cache = createMemoryCache();
    const [here, elsewhere] = [createSignInMemo(cache, () => true), createSignInMemo(cache, () => true)];
    let isLive = true;
    const load = () => Promise.resolve(isLive);
    expect(await here.sessionLive(CUSTOMER, 'session-1', load)).toBe(true);
    expect(await elsewhere.sessionLive(CUSTOMER, 'session-1', load)).toBe(true);

    isLive = false; // the sign-out commits
    await here.sessionsEnded(CUSTOMER);
    expect(await here.sessionLive(CUSTOMER, 'session-1', load)).toBe(false);
    expect(await elsewhere.sessionLive(CUSTOMER, 'session-1', load)).toBe(false);
  });

  it('does not keep what a read saw when a sign-out ended sessions while it was under way', async () => {
    const memo = createSignInMemo(createMemoryCache(), () => true);
    let isLive = true;
    let finishRead: () => void = () => {};
    // The read sees the session before the sign-out commits, and finishes after it.
    const slowRead = () =>
      new Promise<boolean>((resolve) => {
        const seen = isLive;
        finishRead = () => resolve(seen);
      });
    const reading = memo.sessionLive(CUSTOMER, 'session-1', slowRead);
    isLive = false;
    await memo.sessionsEnded(CUSTOMER);
    finishRead();
    expect(await reading).toBe(true); // what it read, for the call already under way
    expect(await memo.sessionLive(CUSTOMER, 'session-1', () => Promise.resolve(isLive))).toBe(false);
  });

  it('reads the database on every call while other processes would not hear of a sign-out', async () => {
    let trusted = true;
    const memo = createSignInMemo(createMemoryCache(), () => trusted);
    const live = counter(() => true);
    await memo.sessionLive(CUSTOMER, 'session-1', live);
    trusted = false;
    await memo.sessionLive(CUSTOMER, 'session-1', live);
    await memo.sessionLive(CUSTOMER, 'session-1', live);
    expect(live.calls).toBe(3);
  });

  it('forgets everything when the cache says its drops may have been missed', async () => {
    const cache = createMemoryCache();
    const memo = createSignInMemo(cache, () => true);
    const live = counter(() => true);
    await memo.sessionLive(CUSTOMER, 'session-1', live);
    await cache.deletePrefix('');
    await memo.sessionLive(CUSTOMER, 'session-1', live);
    expect(live.calls).toBe(2);
  });

  it('lets no entry outlive ten minutes, whatever it heard', async () => {
    let clock = 0;
    const memo = createSignInMemo(
      createMemoryCache(),
      () => true,
      () => clock,
    );
    const live = counter(() => true);
    await memo.sessionLive(CUSTOMER, 'session-1', live);
    clock += 10 * 60_000 - 1;
    await memo.sessionLive(CUSTOMER, 'session-1', live);
    expect(live.calls).toBe(1);
    clock += 1;
    await memo.sessionLive(CUSTOMER, 'session-1', live);
    expect(live.calls).toBe(2);
  });
});
