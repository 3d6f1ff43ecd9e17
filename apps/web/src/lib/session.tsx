import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-client';
import { configQueryOptions } from './api/get-config';
import { isSignedIn, type SessionState, type SessionStore } from './session-store';

/** The visitor's session as components see it. */
export interface SessionSummary extends SessionState {
  isAuthenticated: boolean;
}

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext value={store}>{children}</SessionContext>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider>');
  return store;
}

/** The current session; re-renders on sign-in, refresh and sign-out. */
export function useSession(): SessionSummary {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, isAuthenticated: isSignedIn(state) };
}

/** Reads config from the cache without fetching it (the start-up gate does that). */
function useCachedConfig() {
  const { client, clearCache } = useApi();
  return useQuery({ ...configQueryOptions(client, clearCache), enabled: false }).data;
}

/** Seconds the session cookies live, from config (`sessionTimeout`) when it has loaded. */
export function useSessionTimeoutSeconds(): number | undefined {
  return useCachedConfig()?.sessionTimeout;
}
