import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCustomer } from '../../../lib/api/get-customer';
import {
  FORCE_PASSWORD_CHANGE_PATH,
  UPGRADE_ACCOUNT_PATH,
  forcePasswordChangePath,
  upgradeAccountPath,
} from '../utils/redirect';

// Pages a flagged customer may still open: the gate pages themselves and logging out instead. The
// sign-in pages send a flagged customer on themselves, with the target they were given.
const openWhileFlagged = new Set([
  FORCE_PASSWORD_CHANGE_PATH,
  UPGRADE_ACCOUNT_PATH,
  '/logout',
  '/login',
  '/register',
  '/checkout/login',
]);

/** The terms, the privacy policy and the other content pages stay readable before accepting the terms. */
const isContentPage = (pathname: string) => pathname.startsWith('/about/');

/**
 * A signed-in customer flagged for a forced password change goes to /force-password-change from any
 * page; one whose account needs an upgrade (terms older than today's, decision 0022) then goes to
 * /my-account/upgrade-account (shop-core §2 "Layout behaviour"). Each comes back to the page they
 * were on afterwards. The password comes first: the upgrade waits until it is done.
 */
export function useAccountGateRedirect(): void {
  const customer = useCustomer().data;
  const gate = customer?.forcePasswordChange ? 'password' : customer?.accountUpgrade ? 'upgrade' : null;
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!gate || openWhileFlagged.has(pathname)) return;
    if (gate === 'upgrade' && isContentPage(pathname)) return;
    const here = `${pathname}${search}${hash}`;
    const to = gate === 'password' ? forcePasswordChangePath(here) : upgradeAccountPath(here);
    void navigate(to, { replace: true });
  }, [gate, pathname, search, hash, navigate]);
}
