import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCustomer } from '../../../lib/api/get-customer';
import { FORCE_PASSWORD_CHANGE_PATH, forcePasswordChangePath } from '../utils/redirect';

// Pages a flagged customer may still open: the change itself and logging out instead. The sign-in
// pages send a flagged customer on themselves, with the target they were given.
const allowedWhileFlagged = new Set([
  FORCE_PASSWORD_CHANGE_PATH,
  '/logout',
  '/login',
  '/register',
  '/checkout/login',
]);

/**
 * A signed-in customer flagged for a forced password change goes to /force-password-change from any
 * page (shop-core §2 "Layout behaviour"), and comes back to that page afterwards.
 */
export function useForcePasswordChangeRedirect(): void {
  const flagged = useCustomer().data?.forcePasswordChange === true;
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!flagged || allowedWhileFlagged.has(pathname)) return;
    void navigate(forcePasswordChangePath(`${pathname}${search}${hash}`), { replace: true });
  }, [flagged, pathname, search, hash, navigate]);
}
