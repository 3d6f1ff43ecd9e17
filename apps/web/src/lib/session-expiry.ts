// What the request layer calls when a signed-in request got 401/403 (shop-core §4 "Token refresh",
// account-area §4 "Logout and session expiry").
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes } from '@fairdraw/contracts';
import { call } from './api-call';
import type { SessionStore } from './session-store';

/**
 * POST /refresh as a form. The body carries `refresh_token` when this page still holds it; after a
 * reload only the server's httpOnly `fd_refresh` cookie does. Both new tokens are stored.
 */
export async function refreshSession(client: ApiClient, session: SessionStore): Promise<boolean> {
  const { customerId, refreshToken } = session.getState();
  if (customerId === null) return false;
  try {
    const response = await call(
      client,
      endpointRoutes.session.refresh,
      { body: refreshToken ? { refreshToken } : {} },
      { form: true, skipRefresh: true },
    );
    session.updateTokens(response.result);
    return true;
  } catch {
    return false;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

export interface SessionExpiredDeps {
  session: SessionStore;
  /** Where the visitor is now: pathname plus search. */
  currentPath: () => string;
  navigate: (to: string) => void;
  notify: (message: string) => void;
  /** Drops cached customer data. */
  forgetCustomer?: () => void;
}

/** Clears the session, says so, and sends the visitor to log in and come back. */
export function handleSessionExpired(deps: SessionExpiredDeps): void {
  deps.session.clear();
  deps.forgetCustomer?.();
  const here = deps.currentPath();
  const pathname = here.split(/[?#]/)[0] ?? '/';
  if (pathname === '/close-my-account') {
    deps.navigate('/close-my-account/success');
    return;
  }
  // After the sign-out has cleared the old toasts (they belong to one login state), not before.
  setTimeout(() => deps.notify(SESSION_EXPIRED_MESSAGE), 0);
  if (pathname === '/login' || pathname === '/checkout/login') return;
  deps.navigate(`/login?redirect=${encodeURIComponent(here)}`);
}
