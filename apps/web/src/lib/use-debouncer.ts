import { useState } from 'react';
import { createDebouncer, WRITE_DEBOUNCE_MS } from '@fairdraw/client';
import type { Debouncer } from '@fairdraw/client';

/**
 * One debouncer for the life of a component (shop-core §9: 500 ms on login, signup and writes): the
 * call runs once the burst of calls is over, and every caller of the burst gets its outcome.
 */
export function useDebouncer<T>(ms: number = WRITE_DEBOUNCE_MS): Debouncer<T> {
  const [debouncer] = useState(() => createDebouncer<T>(ms));
  return debouncer;
}
