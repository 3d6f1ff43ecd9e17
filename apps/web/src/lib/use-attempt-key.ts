import { useMemo, useRef } from 'react';

/**
 * One Idempotency-Key per attempt of a money call: kept while what is paid for stays the same (the
 * fingerprint), so a retry after a failure cannot charge twice; a changed attempt gets a new key.
 */
export function useAttemptKey() {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(fingerprint: string): string {
        if (attempt.current?.fingerprint !== fingerprint)
          attempt.current = { fingerprint, key: crypto.randomUUID() };
        return attempt.current.key;
      },
      /** The attempt went through: the next one is new. */
      done() {
        attempt.current = null;
      },
    }),
    [],
  );
}
