// The Australian state a visitor says they are in, or GET /locate's guess (decision 0050). It lets the
// play screen tell a visitor before they build a ticket that a product is not sold where they live.
// The choice is kept in this browser (localStorage); it decides nothing at checkout, where the
// account's address does (decision 0045).
import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { australianStates, type AustralianState } from '@fairdraw/contracts';
import { useApi } from './api-client';
import { locateQueryOptions } from './api/get-locate';

export const VISITOR_STATE_KEY = 'fairdraw.visitor-state';

const listeners = new Set<() => void>();

const isState = (value: string | null): value is AustralianState =>
  value !== null && (australianStates as readonly string[]).includes(value);

/** The stored choice; a value that is no state (edited by hand, an old format) is ignored. */
export function readVisitorState(): AustralianState | null {
  try {
    const stored = window.localStorage.getItem(VISITOR_STATE_KEY);
    return isState(stored) ? stored : null;
  } catch {
    return null; // storage blocked: no choice kept
  }
}

export function saveVisitorState(state: AustralianState | null): void {
  try {
    if (state) window.localStorage.setItem(VISITOR_STATE_KEY, state);
    else window.localStorage.removeItem(VISITOR_STATE_KEY);
  } catch {
    // Storage blocked: the choice lasts only as long as the page does.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === VISITOR_STATE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface VisitorState {
  /** The chosen state, else the located one, else null. */
  state: AustralianState | null;
  /** Whether the visitor chose it (true) or it was located (false). */
  chosen: boolean;
  choose: (state: AustralianState | null) => void;
}

/** `enabled`: ask GET /locate only where the answer matters (an offer with restrictions). */
export function useVisitorState(enabled = true): VisitorState {
  const { client } = useApi();
  const chosen = useSyncExternalStore(subscribe, readVisitorState, () => null);
  const located = useQuery({ ...locateQueryOptions(client), enabled: enabled && chosen === null });
  return {
    state: chosen ?? located.data?.state ?? null,
    chosen: chosen !== null,
    choose: saveVisitorState,
  };
}
