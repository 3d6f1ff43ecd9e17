// Every call that moves money goes through here (shop-core §9, decision 0031): one Idempotency-Key per
// attempt, a quiet period before sending, and never two at once from the same screen.
import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { WRITE_DEBOUNCE_MS } from '@fairdraw/client';
import { useAttemptKey } from './use-attempt-key';
import { useDebouncer } from './use-debouncer';

export interface MoneyMutationOptions<TVariables, TResult> {
  /** What is being paid for. The same fingerprint is the same attempt, so a retry keeps its key. */
  fingerprint: (variables: TVariables) => string;
  /** The call itself, sent with the attempt's Idempotency-Key. */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TResult>;
  /** What follows an answer (e.g. opening the receipt); the call stays in flight until it is done. */
  onSuccess?: (result: TResult, variables: TVariables) => Promise<unknown> | unknown;
  debounceMs?: number;
}

export interface MoneyMutation<TVariables, TResult> {
  /**
   * Sends the call; resolves with its answer, or undefined without sending anything while another is
   * in flight (a second click). Rejects with the call's error, or with one thrown by `onSuccess`.
   */
  mutate: (variables: TVariables) => Promise<TResult | undefined>;
  /** True from the click until the answer and `onSuccess` are done. */
  isPending: boolean;
}

export function useMoneyMutation<TVariables, TResult>({
  fingerprint,
  mutationFn,
  onSuccess,
  debounceMs = WRITE_DEBOUNCE_MS,
}: MoneyMutationOptions<TVariables, TResult>): MoneyMutation<TVariables, TResult> {
  const attempt = useAttemptKey();
  const debounce = useDebouncer<TResult>(debounceMs);
  // A ref, not state: two clicks in one tick both see the state from before the first.
  const inFlight = useRef(false);
  const mutation = useMutation<TResult, unknown, TVariables>({
    mutationFn: async (variables) => {
      const key = attempt.keyFor(fingerprint(variables));
      const result = await debounce(() => mutationFn(variables, key));
      // It went through: the next payment is a new attempt with a new key.
      attempt.done();
      return result;
    },
    onSuccess: (result, variables) => onSuccess?.(result, variables),
  });
  const { mutateAsync } = mutation;

  async function mutate(variables: TVariables): Promise<TResult | undefined> {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    try {
      return await mutateAsync(variables);
    } finally {
      inFlight.current = false;
    }
  }

  return { mutate, isPending: mutation.isPending };
}
