// The session-timeout timer and the heartbeat (shop-core §4 "Session", §6 "Start-up"): while a customer
// is signed in, a tick every 60 s sends GET /blank.html when they were active within the active
// timeout, and ends the session once they have done nothing for the whole session timeout.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { endpointRoutes } from '@fairdraw/contracts';
import { useToasts } from '../components/ui/toast';
import { call } from './api-call';
import { useApi } from './api-client';
import { CUSTOMER_QUERY_KEY } from './api/get-customer';
import { resetCart } from './cart-session';
import { useSession, useSessionStore, useSessionTimeoutSeconds } from './session';
import { handleSessionExpired } from './session-expiry';
import { DEFAULT_SESSION_TIMEOUT_SECONDS, SESSION_IDLE_MS } from './session-store';

export const HEARTBEAT_INTERVAL_MS = 60_000;
/** Activity within this long counts as active: the session idle rule, 30 minutes (shop-core §9). */
export const ACTIVE_TIMEOUT_MS = SESSION_IDLE_MS;
export const HEARTBEAT_URL = '/blank.html';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

export type SessionTick = 'expire' | 'heartbeat' | 'quiet';

/** What one tick does, from how long ago the customer last did something. */
export function sessionTick(idleMs: number, sessionTimeoutMs: number): SessionTick {
  if (idleMs >= sessionTimeoutMs) return 'expire';
  return idleMs < ACTIVE_TIMEOUT_MS ? 'heartbeat' : 'quiet';
}

/** Runs the timer and the heartbeat while signed in; mounted once, in the base layout. */
export function useSessionActivity(): void {
  const { isAuthenticated } = useSession();
  const session = useSessionStore();
  const timeoutSeconds = useSessionTimeoutSeconds() ?? DEFAULT_SESSION_TIMEOUT_SECONDS;
  const { client } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const toasts = useToasts();
  const here = `${location.pathname}${location.search}`;
  // Read when the session ends, and refreshed after every render, so a re-render never restarts the timer.
  const expire = useRef<() => void>(() => undefined);
  useEffect(() => {
    expire.current = () => {
      // The server session ends too, so the refresh cookie left behind is worthless.
      void call(client, endpointRoutes.session.logout, {}, { skipRefresh: true }).catch(() => undefined);
      handleSessionExpired({
        session,
        currentPath: () => here,
        navigate: (to) => void navigate(to),
        notify: (message) => toasts.show({ message }),
        forgetCustomer() {
          queryClient.removeQueries({ queryKey: CUSTOMER_QUERY_KEY });
          resetCart(queryClient);
        },
      });
    };
  });

  useEffect(() => {
    if (!isAuthenticated) return undefined;
    let lastActivity = Date.now();
    const markActive = () => {
      lastActivity = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, markActive, { passive: true });
    const timer = window.setInterval(() => {
      const tick = sessionTick(Date.now() - lastActivity, timeoutSeconds * 1000);
      if (tick === 'heartbeat') {
        void fetch(HEARTBEAT_URL, { cache: 'no-store', credentials: 'same-origin' }).catch(() => undefined);
      } else if (tick === 'expire') {
        expire.current();
      }
    }, HEARTBEAT_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markActive);
    };
  }, [isAuthenticated, timeoutSeconds]);
}
