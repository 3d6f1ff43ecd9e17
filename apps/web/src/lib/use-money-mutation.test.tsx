import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../test/render';
import { useMoneyMutation } from './use-money-mutation';

interface Payment {
  cents: number;
}

/** The hook over a recorded call: `answers` are what each request gets, in order. */
function renderMoneyMutation(answers: Array<() => Promise<string>>) {
  const keys: string[] = [];
  const send = vi.fn((_payment: Payment, key: string) => {
    keys.push(key);
    const answer = answers[keys.length - 1];
    if (!answer) throw new Error('No answer left for this request');
    return answer();
  });
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useMoneyMutation({
        fingerprint: (payment: Payment) => String(payment.cents),
        mutationFn: send,
        debounceMs: 1,
      }),
    { wrapper },
  );
  return { result, send, keys };
}

describe('useMoneyMutation', () => {
  it('sends one request when the button is clicked twice', async () => {
    const { result, send } = renderMoneyMutation([async () => 'receipt']);
    let outcomes: Array<string | undefined> = [];
    await act(async () => {
      outcomes = await Promise.all([
        result.current.mutate({ cents: 500 }),
        result.current.mutate({ cents: 500 }),
      ]);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual(['receipt', undefined]);
    await waitFor(() => expect(result.current.isPending).toBe(false));
  });

  it('retries a failed attempt with the same Idempotency-Key', async () => {
    const { result, keys } = renderMoneyMutation([
      () => Promise.reject(new Error('Connection lost')),
      async () => 'receipt',
    ]);
    await act(async () => {
      await expect(result.current.mutate({ cents: 500 })).rejects.toThrow('Connection lost');
    });
    await act(async () => {
      await expect(result.current.mutate({ cents: 500 })).resolves.toBe('receipt');
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives a new attempt a new key once the last one went through', async () => {
    const { result, keys } = renderMoneyMutation([async () => 'first', async () => 'second']);
    await act(async () => {
      await result.current.mutate({ cents: 500 });
    });
    await act(async () => {
      await result.current.mutate({ cents: 500 });
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('gives a changed payment a new key even after a failure', async () => {
    const { result, keys } = renderMoneyMutation([
      () => Promise.reject(new Error('Declined')),
      async () => 'receipt',
    ]);
    await act(async () => {
      await result.current.mutate({ cents: 500 }).catch(() => undefined);
    });
    await act(async () => {
      await result.current.mutate({ cents: 700 });
    });
    expect(keys[1]).not.toBe(keys[0]);
  });
});
